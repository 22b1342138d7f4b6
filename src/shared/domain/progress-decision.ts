/**
 * The research-based progress view beside the product's own trend (requirements "Aimline, trendline
 * and decision rules"; decision 005): the aimline, the least-squares trendline and the four-point
 * decision rule, and `goalProgressView`, which builds the computed fields of `goalSchema` (the
 * requirements "Progress trend" trend included).
 *
 * Time is measured in weeks (7 days) between calendar dates `YYYY-MM-DD`; values are in the goal's unit.
 */
import type { Goal, GoalDecisionAction, GoalDirection } from "../contracts/goals.ts";
import { formatDate } from "./date-format.ts";
import { progressTrend, sortNewestFirst, type TrendEntry, valuedEntries } from "./progress-trend.ts";

/** Four-point rule: the decision needs at least this many valued data points. */
export const DECISION_MIN_POINTS = 6;
/** Four-point rule: this many most recent consecutive points all on one side of the aimline decide. */
export const DECISION_RUN_LENGTH = 4;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_DAYS = 7;
/** Relative slack for "on the aimline" comparisons (floating-point rounding). */
const EPSILON = 1e-9;

/** Plain words for each decision (shown to teachers and in the parent report). */
export const DECISION_LABELS: Record<GoalDecisionAction, string> = {
  insufficient_data: "Not enough data yet",
  continue: "Continue the current instruction",
  change_instruction: "Consider an instructional change",
  raise_goal: "Consider raising the goal",
};

/** A value at a date. */
export interface DatedValue {
  date: string;
  value: number;
}

export interface Aimline {
  start: DatedValue;
  end: DatedValue;
  /** Units per week (negative for a goal that aims down). */
  slopePerWeek: number;
}

export interface Trendline {
  /** Units per week. */
  slopePerWeek: number;
  /** The fitted value at `origin` (x = 0). */
  intercept: number;
  /** x is counted in weeks from this date. */
  origin: string;
}

export interface GoalDecision {
  action: GoalDecisionAction;
  /** Plain words for the teacher: the action and why. */
  message: string;
}

/** Milliseconds since the epoch at 00:00 UTC of a `YYYY-MM-DD` date; NaN when it does not parse. */
function dayStamp(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** Weeks from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier; NaN for a bad date. */
export function weeksBetween(from: string, to: string): number {
  return (dayStamp(to) - dayStamp(from)) / DAY_MS / WEEK_DAYS;
}

/**
 * The aimline (goal line): from the baseline value at the baseline date (the IEP start) to the target
 * value at the target date. Returns null when a value or date is missing, or the target date is not
 * after the baseline date (no line can be drawn).
 */
export function aimline(goal: {
  baselineValue: number | null;
  baselineDate: string | null;
  targetValue: number | null;
  targetDate: string | null;
}): Aimline | null {
  const { baselineValue, baselineDate, targetValue, targetDate } = goal;
  if (baselineValue === null || targetValue === null || !baselineDate || !targetDate) return null;
  const weeks = weeksBetween(baselineDate, targetDate);
  if (!(weeks > 0)) return null;
  return {
    start: { date: baselineDate, value: baselineValue },
    end: { date: targetDate, value: targetValue },
    slopePerWeek: (targetValue - baselineValue) / weeks,
  };
}

/** The aimline's expected value at `date` (extended beyond its ends as a straight line). */
export function aimlineValueAt(line: Aimline, date: string): number {
  return line.start.value + line.slopePerWeek * weeksBetween(line.start.date, date);
}

/**
 * Ordinary least-squares line through `points` with x = weeks since `origin`.
 * Returns null with fewer than 2 points, or when every point has the same date (no slope exists).
 * Points with an unparsable date are ignored.
 */
export function leastSquaresTrendline(points: readonly DatedValue[], origin: string): Trendline | null {
  const xy = points
    .map((p) => ({ x: weeksBetween(origin, p.date), y: p.value }))
    .filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  if (xy.length < 2) return null;
  const n = xy.length;
  const meanX = xy.reduce((s, p) => s + p.x, 0) / n;
  const meanY = xy.reduce((s, p) => s + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of xy) {
    sxx += (p.x - meanX) ** 2;
    sxy += (p.x - meanX) * (p.y - meanY);
  }
  if (sxx === 0) return null;
  const slopePerWeek = sxy / sxx;
  return { slopePerWeek, intercept: meanY - slopePerWeek * meanX, origin };
}

/**
 * The four-point rule (requirements "Aimline, trendline and decision rules"): with at least 6 valued points, if the last 4
 * consecutive points are all below the aimline → change_instruction; all above → raise_goal; otherwise
 * continue. Mirrored for a "decrease" goal (above the aimline is the wrong side). A point on the aimline
 * is on neither side. Without an aimline or with fewer than 6 points → insufficient_data, saying why.
 * @param points valued points in any order.
 */
export function fourPointDecision(
  points: readonly DatedValue[],
  line: Aimline | null,
  direction: GoalDirection,
): GoalDecision {
  if (!line) {
    return {
      action: "insufficient_data",
      message: `${DECISION_LABELS.insufficient_data}: add a baseline value, a target value and a target date after the baseline date, so the goal has an aimline to compare with.`,
    };
  }
  if (points.length < DECISION_MIN_POINTS) {
    const n = points.length;
    return {
      action: "insufficient_data",
      message: `${DECISION_LABELS.insufficient_data}: ${n} of the ${DECISION_MIN_POINTS} data points the four-point rule needs. Keep collecting data.`,
    };
  }
  const last = [...points]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(-DECISION_RUN_LENGTH);
  const sides = last.map((p) => {
    const expected = aimlineValueAt(line, p.date);
    const slack = EPSILON * Math.max(1, Math.abs(expected), Math.abs(p.value));
    return p.value > expected + slack ? 1 : p.value < expected - slack ? -1 : 0;
  });
  const allBelow = sides.every((s) => s === -1);
  const allAbove = sides.every((s) => s === 1);
  const n = DECISION_RUN_LENGTH;
  if (direction === "decrease") {
    if (allAbove) {
      return {
        action: "change_instruction",
        message: `${DECISION_LABELS.change_instruction}: the last ${n} data points are all above the aimline, and this goal aims to bring the value down.`,
      };
    }
    if (allBelow) {
      return {
        action: "raise_goal",
        message: `${DECISION_LABELS.raise_goal}: the last ${n} data points are all below the aimline, ahead of what this goal (which aims down) expects. A more ambitious target may fit.`,
      };
    }
  } else {
    if (allBelow) {
      return {
        action: "change_instruction",
        message: `${DECISION_LABELS.change_instruction}: the last ${n} data points are all below the aimline.`,
      };
    }
    if (allAbove) {
      return {
        action: "raise_goal",
        message: `${DECISION_LABELS.raise_goal}: the last ${n} data points are all above the aimline.`,
      };
    }
  }
  return {
    action: "continue",
    message: `${DECISION_LABELS.continue}: the last ${n} data points are not all on one side of the aimline.`,
  };
}

/** The goal fields the progress view reads. */
export type ProgressViewGoal = Pick<
  Goal,
  "baselineValue" | "baselineDate" | "targetValue" | "targetDate" | "direction"
>;

/** The computed fields of `goalSchema`. */
export type GoalProgressView = Pick<
  Goal,
  "trend" | "trendline" | "aimline" | "decision" | "latestEntry" | "entryCount"
>;

/**
 * Builds a goal's computed progress view from its entries (any order):
 * - `trend`: requirements "Progress trend" (`progressTrend`, mirrored for "decrease");
 * - `trendline`: least squares over the valued entries, x = weeks since the goal's baseline date;
 * - `aimline`: baseline → target; `decision`: the four-point rule. When `today` (`YYYY-MM-DD`) is after
 *   the target date, the decision's message says so;
 * - `latestEntry`: the newest entry by entry_date (its value may be null); `entryCount`: all entries.
 */
export function goalProgressView(
  goal: ProgressViewGoal,
  entries: readonly TrendEntry[],
  today: string,
): GoalProgressView {
  const sorted = sortNewestFirst(entries);
  const points = valuedEntries(sorted).map((e) => ({ date: e.entryDate, value: e.progressValue }));
  const line = aimline(goal);
  const decision = fourPointDecision(points, line, goal.direction);
  if (goal.targetDate && today > goal.targetDate) {
    decision.message += ` The target date (${formatDate(goal.targetDate)}) has passed; review the goal.`;
  }
  const latest = sorted[0];
  return {
    trend: progressTrend(entries, goal.direction),
    trendline: leastSquaresTrendline(points, goal.baselineDate),
    aimline: line,
    decision,
    latestEntry: latest ? { entryDate: latest.entryDate, progressValue: latest.progressValue } : null,
    entryCount: entries.length,
  };
}
