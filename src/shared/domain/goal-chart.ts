/**
 * The numbers behind every goal graph — the goal screen's, the parent report's on screen and the
 * report's PDF (requirements "Aimline, trendline and decision rules", "Parent progress report"). Pure
 * functions: each drawing (recharts in the browser, SVG in the PDF) only maps these marks to pixels,
 * so the screen and the paper draw the same points and lines on the same axes.
 *
 * Dates are plotted as whole days since 1970-01-01 (UTC calendar days, so no time-zone drift); values
 * are in the goal's unit. The aimline and the trendline come from the goal's computed progress view
 * (`aimline`, `trendline`: slopes per week, x counted in weeks from their origin date).
 */
import type { Goal } from "../contracts/goals.ts";
import { aimlineValueAt } from "./progress-decision.ts";

/**
 * The graph colours, the same on screen and on paper: data indigo, aimline amber, trendline green,
 * target red.
 */
export const CHART_COLORS = { data: "#4338ca", aim: "#b45309", trend: "#047857", target: "#b91c1c" } as const;

const DAY_MS = 86_400_000;

/** Whole days since 1970-01-01 of a `YYYY-MM-DD` date (or an ISO time's date); NaN when it does not parse. */
export function dayNumber(iso: string): number {
  return Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** `YYYY-MM-DD` of a day number. */
export function dayToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A mark at a day (x) and a value (y). */
export interface ChartPoint {
  day: number;
  value: number;
}

/** A straight line between two marks. */
export interface ChartSegment {
  from: ChartPoint;
  to: ChartPoint;
}

/** The goal fields a chart reads (a goal with its computed view). */
export type ChartGoal = Pick<Goal, "aimline" | "trendline" | "targetValue" | "targetDate" | "baselineValue">;

/** An entry as a chart reads it. */
export interface ChartEntry {
  entryDate: string;
  progressValue: number | null;
}

/** The aimline's expected value on `date` (`YYYY-MM-DD`), or null when the goal has no aimline. */
export function goalAimlineValueAt(goal: Pick<Goal, "aimline">, date: string): number | null {
  return goal.aimline ? aimlineValueAt(goal.aimline, date) : null;
}

/** The trendline's value on day `day`, or null when the goal has no trendline. */
function trendlineValueAt(trendline: Goal["trendline"], day: number): number | null {
  if (!trendline) return null;
  return trendline.intercept + trendline.slopePerWeek * ((day - dayNumber(trendline.origin)) / 7);
}

/** The entries with a score as marks, oldest first. */
function scoredPoints(entries: readonly ChartEntry[]): Array<ChartPoint & { date: string }> {
  return entries
    .filter((e): e is ChartEntry & { progressValue: number } => typeof e.progressValue === "number")
    .map((e) => ({ day: dayNumber(e.entryDate), date: e.entryDate, value: e.progressValue }))
    .sort((a, b) => a.day - b.day);
}

/** The goal screen's graph: every score, the whole aimline, the trendline over the data, the target. */
export interface GoalChart {
  /** Scored entries, oldest first. */
  points: Array<ChartPoint & { date: string }>;
  /** Baseline → target. */
  aimline: ChartSegment | null;
  /** Over the span of the data points (needs 2 points and the goal's trendline). */
  trendline: ChartSegment | null;
  /** The target value at the target date (both needed). */
  target: ChartPoint | null;
  xDomain: [number, number];
  yDomain: [number, number];
}

/**
 * The goal screen's graph with domains that hold every mark: x over the points, the aimline and the
 * target (a week either side when there is only one day; a fortnight around `today` when there is
 * nothing); y rounded out to a readable step with half a step of room, never below 0 for
 * non-negative values.
 */
export function goalChart(
  goal: ChartGoal,
  entries: readonly ChartEntry[],
  today: string = new Date().toISOString(),
): GoalChart {
  const points = scoredPoints(entries);
  const aimline = goal.aimline
    ? {
        from: { day: dayNumber(goal.aimline.start.date), value: goal.aimline.start.value },
        to: { day: dayNumber(goal.aimline.end.date), value: goal.aimline.end.value },
      }
    : null;
  let trendline: ChartSegment | null = null;
  if (goal.trendline && points.length >= 2) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    trendline = {
      from: { day: first.day, value: trendlineValueAt(goal.trendline, first.day) ?? first.value },
      to: { day: last.day, value: trendlineValueAt(goal.trendline, last.day) ?? last.value },
    };
  }
  const target =
    goal.targetValue !== null && goal.targetDate
      ? { day: dayNumber(goal.targetDate), value: goal.targetValue }
      : null;
  const xs = [
    ...points.map((p) => p.day),
    ...(aimline ? [aimline.from.day, aimline.to.day] : []),
    ...(target ? [target.day] : []),
  ];
  const ys = [
    ...points.map((p) => p.value),
    ...(aimline ? [aimline.from.value, aimline.to.value] : []),
    ...(trendline ? [trendline.from.value, trendline.to.value] : []),
    ...(target ? [target.value] : []),
    ...(goal.baselineValue !== null ? [goal.baselineValue] : []),
  ];
  const now = dayNumber(today);
  const xMin = xs.length ? Math.min(...xs) : now - 7;
  const xMax = xs.length ? Math.max(...xs) : now + 7;
  const yMinRaw = ys.length ? Math.min(...ys) : 0;
  const yMaxRaw = ys.length ? Math.max(...ys) : 10;
  // Round the value axis out to a readable step (1, 2, 5, 10, 20, 50, …), with a little room.
  const step = niceStep((yMaxRaw - yMinRaw) / 5);
  const yMinPadded = Math.floor((yMinRaw - step / 2) / step) * step;
  const yMin = yMinRaw >= 0 && yMinPadded < 0 ? 0 : yMinPadded;
  const yMax = Math.ceil((yMaxRaw + step / 2) / step) * step;
  return {
    points,
    aimline,
    trendline,
    target,
    xDomain: xMin === xMax ? [xMin - 7, xMax + 7] : [xMin, xMax],
    yDomain: [yMin, yMax],
  };
}

/** The smallest of 1, 2, 5 × 10^k that is ≥ `raw` (at least 1). */
export function niceStep(raw: number): number {
  if (!(raw > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/**
 * Round tick values (the smallest step of 1, 2, 2.5, 5 or 10 × a power of ten that is at least a
 * quarter of the span, so 3–6 ticks) from at or below `lo` to at or above `hi`, so the value axis
 * reads 40, 50, 60… rather than 27, 47, 67.
 */
export function niceTicks(lo: number, hi: number): number[] {
  const span = hi - lo || Math.max(1, Math.abs(hi));
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((k) => k * power).find((s) => s >= raw) ?? raw;
  const first = Math.floor(lo / step) * step;
  const ticks: number[] = [];
  for (let v = first; ticks.length < 50; v += step) {
    ticks.push(Math.round(v * 1e6) / 1e6 + 0); // + 0: never -0
    if (v >= hi - step * 1e-9) break;
  }
  if (ticks.length < 2) ticks.push(Math.round((first + step) * 1e6) / 1e6);
  return ticks;
}

/** What a period graph reads: one goal of the parent report (a `ReportGoal` fits). */
export interface PeriodChartInput {
  goal: Pick<Goal, "targetValue" | "targetDate">;
  /** The entries dated within the period. */
  periodEntries: readonly ChartEntry[];
  /** The goal's view as of the period's end. */
  view: Pick<Goal, "aimline" | "trendline">;
}

/** The parent report's graph of one goal over a reporting period. */
export interface PeriodChart {
  /** The period's scores, oldest first. */
  points: ChartPoint[];
  /** The aimline across the whole period. */
  aimline: ChartSegment | null;
  /** The trendline across the whole period (needs 2 scores in the period). */
  trendline: ChartSegment | null;
  /** A level line at the target value; `day` set only when the target date falls in the period. */
  target: { value: number; day: number | null } | null;
  /** The period's first and last day (at least one day apart). */
  xDomain: [number, number];
  /** Round values from at or below the lowest mark to at or above the highest. */
  yTicks: number[];
  /** The first and last tick. */
  yDomain: [number, number];
}

/**
 * The report graph of one goal from `from` to `to` (`YYYY-MM-DD`, inclusive): the period's scores,
 * the aimline and the trendline drawn across the period, the target level, and a value axis on
 * round ticks holding every mark.
 */
export function periodChart(item: PeriodChartInput, from: string, to: string): PeriodChart {
  const { goal, periodEntries, view } = item;
  const x0 = dayNumber(from);
  const x1 = Math.max(dayNumber(to), x0 + 1);
  const points = scoredPoints(periodEntries).map(({ day, value }) => ({ day, value }));
  const aimAt = (day: number) => goalAimlineValueAt(view, dayToIso(day));
  const trendAt = (day: number) => (points.length >= 2 ? trendlineValueAt(view.trendline, day) : null);
  const segment = (at: (d: number) => number | null) => {
    const a = at(x0);
    const b = at(x1);
    return a === null || b === null ? null : { from: { day: x0, value: a }, to: { day: x1, value: b } };
  };
  const aimline = segment(aimAt);
  const trendline = segment(trendAt);
  const targetDay = goal.targetDate ? dayNumber(goal.targetDate) : null;
  const target =
    goal.targetValue === null
      ? null
      : {
          value: goal.targetValue,
          day: targetDay !== null && targetDay >= x0 && targetDay <= x1 ? targetDay : null,
        };
  const values = [
    ...points.map((p) => p.value),
    ...[
      aimline?.from.value,
      aimline?.to.value,
      trendline?.from.value,
      trendline?.to.value,
      target?.value,
    ].filter((v): v is number => typeof v === "number" && Number.isFinite(v)),
  ];
  const lo = values.length ? Math.min(...values) : 0;
  const hi = values.length ? Math.max(...values) : 1;
  const yTicks = niceTicks(lo, hi);
  return {
    points,
    aimline,
    trendline,
    target,
    xDomain: [x0, x1],
    yTicks,
    yDomain: [yTicks[0]!, yTicks[yTicks.length - 1]!],
  };
}
