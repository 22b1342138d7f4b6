/**
 * The plausible-data rule on the client (requirements "Progress entries";
 * `shared/domain/progress-entry-check.ts`): the same check the API applies, run before sending, with
 * the goal's cached entries as "the values so far", and the reasons of a 409 `IMPLAUSIBLE_VALUE` the
 * server gave (when the cached list was not the whole story).
 */
import { ApiRequestError } from "@client/lib/api-client";
import { localIsoDate } from "@client/lib/format";
import type { Goal, ProgressEntry } from "@shared/contracts/goals";
import { checkProgressEntry, type EntryCheck } from "@shared/domain/progress-entry-check";

/** The largest value among `entries`, leaving out `excludeId` (the entry being changed); null when none. */
export function largestValue(
  entries: readonly ProgressEntry[] | undefined,
  excludeId?: string,
): number | null {
  let largest: number | null = null;
  for (const e of entries ?? []) {
    if (e.id === excludeId || e.progressValue === null) continue;
    if (largest === null || e.progressValue > largest) largest = e.progressValue;
  }
  return largest;
}

/**
 * Checks a data point for `goal` against its cached `entries`, today being the browser's date.
 * @returns the refusals (by field) and the implausibilities to confirm.
 */
export function checkEntryForGoal(
  entry: { entryDate: string; progressValue: number | null },
  goal: Pick<Goal, "unit" | "targetValue" | "baselineValue" | "baselineDate">,
  entries: readonly ProgressEntry[] | undefined,
  excludeId?: string,
): EntryCheck {
  return checkProgressEntry(entry, goal, {
    today: localIsoDate(new Date()),
    largestSoFar: largestValue(entries, excludeId),
  });
}

/** The reasons' messages of a 409 `IMPLAUSIBLE_VALUE` answer; null for any other error. */
export function implausibleReasons(error: unknown): string[] | null {
  if (!(error instanceof ApiRequestError) || error.code !== "IMPLAUSIBLE_VALUE") return null;
  const reasons = (error.details?.reasons ?? []) as { message?: unknown }[];
  return reasons.map((r) => (typeof r.message === "string" ? r.message : "")).filter(Boolean);
}
