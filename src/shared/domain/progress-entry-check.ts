/**
 * The one rule for a progress data point (requirements "Progress entries"), shared by the API, the
 * goal page's fast entry and entry edits, and the CBM probes' save: what cannot be is refused, what is
 * implausible for the goal is saved only once the teacher confirms it.
 *
 * Refused (never saved): a date after today in the teacher's time zone, a negative value, a
 * percentage over 100. Implausible (asked first): a value more than 3× the goal's target (for a goal
 * aiming down, 3× its baseline value when that is the larger: 12 call-outs falling to 2) or 3× the
 * largest value recorded so far, a date before the goal's baseline date.
 *
 * Pure: `today` is the teacher's calendar date (`todayIn` of `teacher-time.ts`), dates are
 * `YYYY-MM-DD` strings, values are in the goal's own unit.
 */
import { formatDate } from "./date-format.ts";

/** How many times the target, or the largest value so far, a value may reach before it is questioned. */
export const IMPLAUSIBLE_FACTOR = 3;

/** A refused field: `field` is the API field name, `message` a sentence for the teacher. */
export interface EntryProblem {
  field: "entryDate" | "progressValue";
  message: string;
}

/** Why a value is implausible (the API's `details.reasons[].reason`). */
export type ImplausibleReason = "above_target" | "above_largest" | "before_baseline";

export interface ImplausibleFinding extends EntryProblem {
  reason: ImplausibleReason;
}

/** The goal facts the rule reads. */
export interface EntryGoalFacts {
  unit?: string | null;
  targetValue?: number | null;
  baselineValue?: number | null;
  baselineDate?: string | null;
}

/** The entry as it will be saved (after a PATCH: the merged entry). */
export interface EntryCandidate {
  entryDate: string;
  progressValue?: number | null;
}

export interface EntryCheck {
  /** Problems that refuse the entry (400 `VALIDATION_ERROR`). */
  refused: EntryProblem[];
  /** Reasons to ask first (409 `IMPLAUSIBLE_VALUE` unless confirmed). */
  implausible: ImplausibleFinding[];
}

/** A unit written as a percentage ("%", "percent", "% accuracy"). */
export const isPercentUnit = (unit: string | null | undefined): boolean =>
  !!unit && /%|\bper\s?cent\b/i.test(unit);

const fmt = (n: number) => String(Math.round(n * 100) / 100);
const unitWord = (unit: string | null | undefined) => (unit?.trim() ? ` ${unit.trim()}` : "");

/** The larger positive one of the goal's target and baseline value (a goal aiming down starts higher). */
function goalReference(goal: EntryGoalFacts): { name: "target" | "baseline"; value: number } | null {
  const target = typeof goal.targetValue === "number" && goal.targetValue > 0 ? goal.targetValue : null;
  const baseline =
    typeof goal.baselineValue === "number" && goal.baselineValue > 0 ? goal.baselineValue : null;
  if (baseline !== null && (target === null || baseline > target))
    return { name: "baseline", value: baseline };
  return target === null ? null : { name: "target", value: target };
}

/**
 * Checks one data point against the goal and the values recorded so far.
 * @param entry the date and value to save (value null or absent: a session without a score).
 * @param goal the goal's unit, target value, baseline value and baseline date.
 * @param context `today` (the teacher's calendar date) and `largestSoFar` (the largest value among the
 *   goal's other entries, null when none).
 * @returns the refusals and the implausibilities, each naming its field; both empty when fine.
 */
export function checkProgressEntry(
  entry: EntryCandidate,
  goal: EntryGoalFacts,
  context: { today: string; largestSoFar?: number | null },
): EntryCheck {
  const refused: EntryProblem[] = [];
  const implausible: ImplausibleFinding[] = [];
  const value = entry.progressValue;
  const unit = unitWord(goal.unit);

  if (entry.entryDate > context.today) {
    refused.push({
      field: "entryDate",
      message: `The date ${formatDate(entry.entryDate)} is in the future. Record a score on or after the day it was taken.`,
    });
  }
  if (typeof value === "number") {
    if (value < 0) {
      refused.push({
        field: "progressValue",
        message: `A score can't be negative (${fmt(value)}${unit}). Enter 0 or more.`,
      });
    } else if (isPercentUnit(goal.unit) && value > 100) {
      refused.push({
        field: "progressValue",
        message: `A percentage can't be over 100 (${fmt(value)}%). Enter a value from 0 to 100.`,
      });
    }
  }
  if (refused.length > 0) return { refused, implausible };

  if (typeof value === "number") {
    const reference = goalReference(goal);
    if (reference && value > IMPLAUSIBLE_FACTOR * reference.value) {
      implausible.push({
        field: "progressValue",
        reason: "above_target",
        message: `${fmt(value)}${unit} is more than ${IMPLAUSIBLE_FACTOR} times the goal's ${reference.name} (${fmt(reference.value)}${unit}).`,
      });
    }
    const largest = context.largestSoFar;
    if (typeof largest === "number" && largest > 0 && value > IMPLAUSIBLE_FACTOR * largest) {
      implausible.push({
        field: "progressValue",
        reason: "above_largest",
        message: `${fmt(value)}${unit} is more than ${IMPLAUSIBLE_FACTOR} times the largest score so far (${fmt(largest)}${unit}).`,
      });
    }
  }
  if (goal.baselineDate && entry.entryDate < goal.baselineDate) {
    implausible.push({
      field: "entryDate",
      reason: "before_baseline",
      message: `The date ${formatDate(entry.entryDate)} is before the goal's baseline date (${formatDate(goal.baselineDate)}).`,
    });
  }
  return { refused, implausible };
}
