/**
 * The parent progress report's words and data (requirements "Parent progress report"; IDEA 34 CFR
 * 300.320(a)(3)(ii): periodic reports on the progress the child is making toward the annual goals).
 *
 * Pure functions shared by the server's PDF and the client's print-friendly page, so both say the same
 * thing from the same data: which entries fall in the reporting period, the trend (requirements
 * "Progress trend") and the four-point decision (requirements "Aimline, trendline and decision rules")
 * in words a parent can read, how a goal's baseline and target read, the graph in words, and a
 * narrative the teacher starts from and edits. The graph's marks are `periodChart` (goal-chart.ts).
 */
import type { Goal, GoalDecisionAction, GoalDirection, ProgressTrend } from "../contracts/goals.ts";
import { periodChart } from "./goal-chart.ts";
import { goalProgressView } from "./progress-decision.ts";

/** The citation printed on every report. */
export const IDEA_CITATION =
  "IDEA, 34 CFR 300.320(a)(3): the IEP describes how progress toward the annual goals is measured and when periodic reports on that progress are provided to parents.";

/** An entry as the report reads it (a progress entry without its bookkeeping). */
export interface ReportEntry {
  entryDate: string;
  progressValue: number | null;
  note: string | null;
}

/**
 * The entries dated within `from`..`to` (inclusive `YYYY-MM-DD`), oldest first (the order a table and a
 * graph read). Ties keep their input order.
 */
export function entriesInPeriod<T extends ReportEntry>(entries: readonly T[], from: string, to: string): T[] {
  return entries
    .filter((e) => e.entryDate >= from && e.entryDate <= to)
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.entryDate < b.e.entryDate ? -1 : a.e.entryDate > b.e.entryDate ? 1 : a.i - b.i))
    .map(({ e }) => e);
}

/**
 * The trend (requirements "Progress trend") in a parent's words. For a goal that aims down
 * ("decrease"), "improving" already means the value went down (decision record 005), so the words speak
 * of progress, not of up or down.
 */
export function trendInWords(trend: ProgressTrend, direction: GoalDirection): string {
  switch (trend) {
    case "insufficient_data":
      return "Not enough scored sessions yet to show a trend (at least 3 are needed).";
    case "improving":
      return direction === "decrease"
        ? "Improving: recent scores are lower than earlier ones, which is the direction this goal aims for."
        : "Improving: recent scores are higher than earlier ones.";
    case "declining":
      return direction === "decrease"
        ? "Declining: recent scores are higher than earlier ones, away from the goal."
        : "Declining: recent scores are lower than earlier ones.";
    case "stable":
      return "Steady: recent scores are about the same as earlier ones.";
  }
}

/** The four-point decision in a parent's words (what the teacher plans to do). */
export function decisionInWords(action: GoalDecisionAction): string {
  switch (action) {
    case "insufficient_data":
      return "It is too early to judge progress against the goal line; we keep collecting data.";
    case "continue":
      return "Progress is in line with the goal; we continue the current instruction.";
    case "change_instruction":
      return "Progress is behind the goal line; we will adjust instruction to help close the gap.";
    case "raise_goal":
      return "Progress is ahead of the goal line; we will consider a more ambitious target.";
  }
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `2026-09-15` → `Sep 15, 2026` (calendar arithmetic only; no time zone involved); other text as is. */
export function readableDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return `${MONTHS[Number(m[2]) - 1] ?? m[2]} ${Number(m[3])}, ${m[1]}`;
}

/**
 * A number as the app prints it: at most 2 decimals, no trailing zeros ("52", "87.5"), followed by the
 * unit when there is one ("52 WCPM"); `empty` (default "—") for no number.
 */
export function formatValue(value: number | null | undefined, unit?: string | null, empty = "—"): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return empty;
  const text = String(Math.round(value * 100) / 100);
  return unit ? `${text} ${unit}` : text;
}

/** The decimals a number is written with ("56.5" → 1, "44" → 0). */
const decimalsOf = (value: number) => {
  const text = String(Math.round(value * 100) / 100);
  return text.includes(".") ? (text.split(".")[1]?.length ?? 0) : 0;
};

/**
 * The precision of a goal's unit on the report: the most decimals its baseline, target and the
 * period's scores are written with (0 for whole WCPM, 1 for "2.5 grade level"), at most 2. A
 * computed line (the goal line, the trend) is rounded to it, so a parent never reads "58.74 WCPM"
 * for a measure taken in whole words.
 */
export function unitPrecision(item: Pick<ReportGoal, "goal" | "periodEntries">): number {
  const values = [
    item.goal.baselineValue,
    item.goal.targetValue,
    ...item.periodEntries.map((e) => e.progressValue),
  ].filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  return Math.min(2, Math.max(0, ...values.map(decimalsOf)));
}

/** `value` rounded to `decimals` and written as `formatValue` does ("about" is the caller's). */
export function formatRounded(value: number, decimals: number, unit?: string | null): string {
  const factor = 10 ** decimals;
  return formatValue(Math.round(value * factor) / factor + 0, unit);
}

/** One goal of the report: the goal, its entries in the period and its view as of the period's end. */
export interface ReportGoal {
  goal: Goal;
  /** Entries within the period, oldest first. */
  periodEntries: ReportEntry[];
  /** Trend, trendline, aimline and decision from every entry up to the period's end. */
  view: ReturnType<typeof goalProgressView>;
}

/**
 * Builds one goal's report data: the period's entries, and the progress view computed from the entries
 * dated on or before `to` (what was known at the end of the reporting period).
 */
export function reportGoal(
  goal: Goal,
  allEntries: readonly ReportEntry[],
  from: string,
  to: string,
): ReportGoal {
  const upToEnd = allEntries.filter((e) => e.entryDate <= to);
  return {
    goal,
    periodEntries: entriesInPeriod(allEntries, from, to),
    view: goalProgressView(goal, upToEnd, to),
  };
}

/** "Goal 1 — Reading" (the area left out when there is none); `index` is 0-based. */
export function goalHeading(goal: Pick<Goal, "area">, index: number): string {
  return `Goal ${index + 1}${goal.area ? ` — ${goal.area}` : ""}`;
}

/** The baseline as the report prints it before its date: "Reads 40 WCPM — 40 WCPM"; "" when not recorded. */
export function baselineInWords(goal: Pick<Goal, "baselineData" | "baselineValue" | "unit">): string {
  return [goal.baselineData, goal.baselineValue !== null ? formatValue(goal.baselineValue, goal.unit) : null]
    .filter(Boolean)
    .join(" — ");
}

/** The target as the report prints it: "90 WCPM by Jun 1, 2027"; "" when not recorded. */
export function targetInWords(goal: Pick<Goal, "targetValue" | "targetDate" | "unit">): string {
  return [
    goal.targetValue !== null ? formatValue(goal.targetValue, goal.unit) : null,
    goal.targetDate ? `by ${readableDate(goal.targetDate)}` : null,
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The report graph in words a parent reads (and what stands in for the drawing for screen-reader
 * users), computed lines rounded to the unit's precision (`unitPrecision`), e.g. "5 scores from Sep 8,
 * 2026 to Oct 13, 2026, from 54 WCPM to 66 WCPM; to stay on track for the goal, scores would go from
 * about 53 to 58 WCPM over this period; the scores are heading from about 55 to 65 WCPM; the target
 * is 90 WCPM by Jun 1, 2027."
 */
export function reportGraphSummary(item: ReportGoal, from: string, to: string): string {
  const { goal, periodEntries } = item;
  const data = periodChart(item, from, to);
  const scored = periodEntries.filter((e) => e.progressValue !== null);
  const parts: string[] = [];
  if (scored.length === 0) parts.push("No scores in this period");
  else if (scored.length === 1) {
    parts.push(
      `1 score, ${formatValue(scored[0]!.progressValue, goal.unit)} on ${readableDate(scored[0]!.entryDate)}`,
    );
  } else {
    const first = scored[0]!;
    const last = scored[scored.length - 1]!;
    parts.push(
      `${scored.length} scores from ${readableDate(first.entryDate)} to ${readableDate(last.entryDate)}, from ${formatValue(first.progressValue, goal.unit)} to ${formatValue(last.progressValue, goal.unit)}`,
    );
  }
  const decimals = unitPrecision(item);
  const about = (from: number, to: number) =>
    `about ${formatRounded(from, decimals)} to ${formatRounded(to, decimals, goal.unit)}`;
  if (data.aimline) {
    parts.push(
      `to stay on track for the goal, scores would go from ${about(data.aimline.from.value, data.aimline.to.value)} over this period`,
    );
  }
  if (data.trendline) {
    parts.push(`the scores are heading from ${about(data.trendline.from.value, data.trendline.to.value)}`);
  }
  if (goal.targetValue !== null) parts.push(`the target is ${targetInWords(goal)}`);
  return `${parts.join("; ")}.`;
}

/**
 * A starting narrative the teacher edits: how many sessions were recorded in the period, the first and
 * last scores, the trend and the decision in plain words. Never invents data: with no scored session it
 * says so.
 */
export function suggestNarrative(item: ReportGoal): string {
  const { goal, periodEntries, view } = item;
  const scored = periodEntries.filter(
    (e): e is ReportEntry & { progressValue: number } =>
      typeof e.progressValue === "number" && Number.isFinite(e.progressValue),
  );
  const sessions = periodEntries.length === 1 ? "1 session" : `${periodEntries.length} sessions`;
  if (scored.length === 0) {
    return periodEntries.length === 0
      ? "No progress data was recorded for this goal during this reporting period."
      : `${sessions} recorded during this period, none with a score yet.`;
  }
  const first = scored[0]!;
  const last = scored[scored.length - 1]!;
  const scores =
    scored.length === 1
      ? `The score was ${formatValue(first.progressValue, goal.unit)} on ${readableDate(first.entryDate)}.`
      : `Scores went from ${formatValue(first.progressValue, goal.unit)} on ${readableDate(first.entryDate)} to ${formatValue(last.progressValue, goal.unit)} on ${readableDate(last.entryDate)}.`;
  const target =
    goal.targetValue !== null ? ` The target is ${formatValue(goal.targetValue, goal.unit)}.` : "";
  return `${sessions} recorded during this period. ${scores}${target} ${trendInWords(view.trend, goal.direction)} ${decisionInWords(view.decision.action)}`;
}
