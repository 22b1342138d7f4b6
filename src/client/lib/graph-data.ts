/**
 * The numbers behind a goal's graph and its data table (issue 3 "the graph (data points, aimline,
 * trendline, target marker)"). Dates are plotted as whole days since 1970-01-01 (UTC calendar days,
 * so no time-zone drift); the aimline and the trendline come from the API's computed view
 * (`goal.aimline`, `goal.trendline`: slopes per week, x counted in weeks from their origin date).
 */
import type { Goal, ProgressEntry } from "@shared/contracts/goals";

const DAY_MS = 86_400_000;

/** Whole days since 1970-01-01 of a `YYYY-MM-DD` date (NaN when it does not parse). */
export function dayNumber(iso: string): number {
  return Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** `YYYY-MM-DD` of a day number. */
export function dayToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The aimline's expected value on `date`, or null without an aimline. */
export function aimlineValueAt(goal: Goal, date: string): number | null {
  if (!goal.aimline) return null;
  const weeks = (dayNumber(date) - dayNumber(goal.aimline.start.date)) / 7;
  return goal.aimline.start.value + goal.aimline.slopePerWeek * weeks;
}

/** The trendline's value on `date`, or null without a trendline. */
export function trendlineValueAt(goal: Goal, date: string): number | null {
  if (!goal.trendline) return null;
  const weeks = (dayNumber(date) - dayNumber(goal.trendline.origin)) / 7;
  return goal.trendline.intercept + goal.trendline.slopePerWeek * weeks;
}

export interface GraphPoint {
  day: number;
  date: string;
  value: number;
}
export interface Segment {
  from: { day: number; value: number };
  to: { day: number; value: number };
}

export interface GraphData {
  /** Valued entries, oldest first. */
  points: GraphPoint[];
  aimline: Segment | null;
  /** Over the span of the data points. */
  trendline: Segment | null;
  target: { day: number; value: number } | null;
  xDomain: [number, number];
  yDomain: [number, number];
}

/** Everything the chart draws, with domains that hold every mark (a little padding on y). */
export function graphData(goal: Goal, entries: readonly ProgressEntry[]): GraphData {
  const points = entries
    .filter((e): e is ProgressEntry & { progressValue: number } => e.progressValue !== null)
    .map((e) => ({ day: dayNumber(e.entryDate), date: e.entryDate, value: e.progressValue }))
    .sort((a, b) => a.day - b.day);
  const aimline = goal.aimline
    ? {
        from: { day: dayNumber(goal.aimline.start.date), value: goal.aimline.start.value },
        to: { day: dayNumber(goal.aimline.end.date), value: goal.aimline.end.value },
      }
    : null;
  let trendline: Segment | null = null;
  if (goal.trendline && points.length >= 2) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    trendline = {
      from: { day: first.day, value: trendlineValueAt(goal, first.date) ?? first.value },
      to: { day: last.day, value: trendlineValueAt(goal, last.date) ?? last.value },
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
  const today = dayNumber(new Date().toISOString());
  const xMin = xs.length ? Math.min(...xs) : today - 7;
  const xMax = xs.length ? Math.max(...xs) : today + 7;
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
