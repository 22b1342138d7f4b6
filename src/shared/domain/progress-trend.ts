/**
 * The product's own progress trend (requirements "Progress trend": at least 3 valued entries;
 * threshold 5 points), exactly as written:
 *
 * - insufficient_data: no entries, or none with a value;
 * - with at least 3 valued entries, listed newest first, the average of the first three (the newest)
 *   is compared with the average of the last three (the oldest). More than 5 above → improving; more
 *   than 5 below → declining; otherwise stable.
 *
 * Readings of the rule (decision 005):
 * - 1 or 2 valued entries: the rule needs "at least 3 valued entries", so the trend is
 *   insufficient_data.
 * - 3 valued entries: the first three and the last three are the same entries, so the trend is stable.
 *   With 4 or 5 they overlap; the rule is applied as written.
 * - The threshold is 5 points in the goal's own unit (not a percentage); "more than" is strict, so a
 *   difference of exactly 5 is stable.
 * - Direction "decrease" (behaviour goals aiming down): mirrored, so "improving" always means "moving
 *   toward the goal". For such a goal the newest average more than 5 BELOW the oldest is improving.
 * - Entries are sorted here (newest entry_date first; same date: newest createdAt first, then the
 *   higher value first), so the caller's order never changes the result.
 */
import type { GoalDirection, ProgressTrend } from "../contracts/goals.ts";

/** The trend rule's threshold (requirements "Progress trend") in points (the goal's unit), compared strictly ("more than 5"). */
export const TREND_THRESHOLD = 5;

/** requirements "Progress trend": how many valued entries the trend needs, and how many are averaged at each end. */
export const TREND_MIN_VALUED_ENTRIES = 3;

/** Relative rounding slack so that e.g. 10.1 − 5.1 counts as exactly 5, not 5.000000000000001. */
const EPSILON = 1e-9;

/** The fields of a progress entry the trend reads. `entryDate` is `YYYY-MM-DD`. */
export interface TrendEntry {
  entryDate: string;
  progressValue: number | null;
  /** ISO timestamp; only breaks ties between entries of the same date. */
  createdAt?: string;
}

/** A valued entry, as the domain functions use it. */
export type ValuedEntry<T extends TrendEntry = TrendEntry> = T & { progressValue: number };

/**
 * Newest first by entry_date (requirements "Progress entries": listed by entry_date descending); same
 * date: newest createdAt first, then higher value first — a total order, so shuffled input sorts the same.
 * Returns a new array; the input is not changed.
 */
export function sortNewestFirst<T extends TrendEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    if (a.entryDate !== b.entryDate) return a.entryDate < b.entryDate ? 1 : -1;
    const ca = a.createdAt ?? "";
    const cb = b.createdAt ?? "";
    if (ca !== cb) return ca < cb ? 1 : -1;
    return (b.progressValue ?? Number.NEGATIVE_INFINITY) - (a.progressValue ?? Number.NEGATIVE_INFINITY);
  });
}

/** The entries whose progress_value is a finite number (a session with no score carries no value). */
export function valuedEntries<T extends TrendEntry>(entries: readonly T[]): ValuedEntry<T>[] {
  return entries.filter(
    (e): e is ValuedEntry<T> => typeof e.progressValue === "number" && Number.isFinite(e.progressValue),
  );
}

const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * The progress trend (requirements "Progress trend") for one goal's entries (any order; null values are skipped).
 * @param direction "increase" (default) or "decrease"; for "decrease" the comparison is mirrored so
 *   "improving" means toward the goal (decision record 005).
 * @returns one of insufficient_data, stable, improving, declining. Never throws.
 */
export function progressTrend(
  entries: readonly TrendEntry[],
  direction: GoalDirection = "increase",
): ProgressTrend {
  const valued = sortNewestFirst(valuedEntries(entries));
  if (valued.length < TREND_MIN_VALUED_ENTRIES) return "insufficient_data";
  const values = valued.map((e) => e.progressValue);
  const newest = average(values.slice(0, TREND_MIN_VALUED_ENTRIES));
  const oldest = average(values.slice(-TREND_MIN_VALUED_ENTRIES));
  // Positive = moved toward the goal.
  const change = direction === "decrease" ? oldest - newest : newest - oldest;
  const slack = EPSILON * Math.max(1, Math.abs(newest), Math.abs(oldest));
  if (change > TREND_THRESHOLD + slack) return "improving";
  if (change < -TREND_THRESHOLD - slack) return "declining";
  return "stable";
}
