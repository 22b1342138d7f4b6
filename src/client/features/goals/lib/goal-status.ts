/**
 * Plain words and ordering for a goal's progress view (requirements "Progress trend", "Aimline,
 * trendline and decision rules"): the trend words, the four-point decision in teacher language, the
 * "needs attention first" order of /dashboard/progress, and the text summary that stands in for the
 * graph for screen-reader users.
 */

import { formatDay, formatValue } from "@client/lib/format";
import type { Goal, ProgressEntry, ProgressTrend } from "@shared/contracts/goals";
import { differenceInCalendarDays, isValid, parseISO } from "date-fns";

/** The trend values (requirements "Progress trend"), in words. */
export const TREND_LABELS: Record<ProgressTrend, string> = {
  insufficient_data: "Insufficient data",
  stable: "Stable",
  improving: "Improving",
  declining: "Declining",
};

/** Units offered as suggestions in the goal form (the teacher may type any other): the shared list. */
export { GOAL_UNITS as UNIT_SUGGESTIONS } from "@shared/domain/goal-units";
/** Four-point rule outcomes as short labels (the server's `decision.message` gives the sentence). */
export { DECISION_LABELS } from "@shared/domain/progress-decision";

/** A goal whose newest data point is older than this (or that has none) is "overdue for data". */
export const STALE_DATA_DAYS = 14;

/**
 * Whether the goal is overdue for data on `today`: no entries and created more than
 * {@link STALE_DATA_DAYS} days ago, or the newest entry is older than that.
 */
export function isDataStale(goal: Goal, today: Date): boolean {
  const last = goal.latestEntry?.entryDate ?? goal.createdAt.slice(0, 10);
  const d = parseISO(last);
  return isValid(d) && differenceInCalendarDays(today, d) > STALE_DATA_DAYS;
}

/**
 * How urgently a goal needs the teacher (lower first), the issue's order: 0 the four-point rule says
 * change instruction; 1 the trend is declining; 2 not enough data and none for over two
 * weeks; 3 the rule says raise the goal; 4 not enough data but recent; 5 on track.
 */
export function attentionRank(goal: Goal, today: Date): number {
  if (goal.decision.action === "change_instruction") return 0;
  if (goal.trend === "declining") return 1;
  const noData = goal.decision.action === "insufficient_data" || goal.trend === "insufficient_data";
  if (noData && isDataStale(goal, today)) return 2;
  if (goal.decision.action === "raise_goal") return 3;
  if (noData) return 4;
  return 5;
}

/** Why a goal is near the top, in words, or null when it is on track. */
export function attentionReason(goal: Goal, today: Date): string | null {
  switch (attentionRank(goal, today)) {
    case 0:
      return "Data below the aimline";
    case 1:
      return "Trend declining";
    case 2:
      return goal.latestEntry ? `No data for over ${STALE_DATA_DAYS} days` : "No data recorded yet";
    case 3:
      return "Data above the aimline";
    default:
      return null;
  }
}

/** Goals ordered by {@link attentionRank}, then oldest latest data first, then statement. Returns a copy. */
export function sortByAttention(goals: readonly Goal[], today: Date): Goal[] {
  const lastDate = (g: Goal) => g.latestEntry?.entryDate ?? "";
  return [...goals].sort(
    (a, b) =>
      attentionRank(a, today) - attentionRank(b, today) ||
      lastDate(a).localeCompare(lastDate(b)) ||
      a.statement.localeCompare(b.statement),
  );
}

/**
 * The text a screen reader gets in place of the graph, e.g. "6 data points from Sep 1, 2026 to Oct 6,
 * 2026; latest 48 words correct per minute; trend improving; aimline from 20 on Sep 1, 2026 to 90 on
 * May 28, 2027; target 90 by May 28, 2027. The last 4 points are above the aimline: consider raising
 * the goal." Entries without a score are counted separately (they are records, not points).
 */
export function graphSummary(goal: Goal, entries: readonly ProgressEntry[]): string {
  const valued = entries
    .filter((e) => e.progressValue !== null)
    .sort((a, b) => a.entryDate.localeCompare(b.entryDate));
  const unscored = entries.length - valued.length;
  const parts: string[] = [];
  if (valued.length === 0) parts.push("No data points yet");
  else {
    const first = valued[0]!;
    const last = valued[valued.length - 1]!;
    parts.push(
      valued.length === 1
        ? `1 data point on ${formatDay(first.entryDate)}`
        : `${valued.length} data points from ${formatDay(first.entryDate)} to ${formatDay(last.entryDate)}`,
    );
    parts.push(`latest ${formatValue(last.progressValue, goal.unit)}`);
  }
  if (unscored > 0) parts.push(`${unscored} ${unscored === 1 ? "session" : "sessions"} without a score`);
  parts.push(`trend ${TREND_LABELS[goal.trend].toLowerCase()}`);
  if (goal.aimline) {
    const { start, end } = goal.aimline;
    parts.push(
      `aimline from ${formatValue(start.value, null)} on ${formatDay(start.date)} to ${formatValue(end.value, null)} on ${formatDay(end.date)}`,
    );
  }
  if (goal.targetValue !== null) {
    parts.push(
      `target ${formatValue(goal.targetValue, goal.unit)}${goal.targetDate ? ` by ${formatDay(goal.targetDate)}` : ""}`,
    );
  }
  const message = goal.decision.message.trim();
  return `${parts.join("; ")}.${message ? ` ${message.endsWith(".") ? message : `${message}.`}` : ""}`;
}

/**
 * What a goal still lacks to be measured against an aimline, in plain words ("baseline", "target",
 * "target date"); empty when it has all three. A goal migrated from the record's old
 * text list has only its statement (requirements "IEP goals").
 */
export function missingMeasures(goal: Pick<Goal, "baselineValue" | "targetValue" | "targetDate">): string[] {
  const missing: string[] = [];
  if (goal.baselineValue === null) missing.push("baseline");
  if (goal.targetValue === null) missing.push("target");
  if (goal.targetDate === null) missing.push("target date");
  return missing;
}

/** "baseline, target and target date" — a list in words. */
export function wordList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
