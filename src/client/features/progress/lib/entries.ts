/**
 * Small pure helpers over progress entries (requirements "Progress entries"): the API lists them by entry_date descending;
 * the client keeps the same order after a local change (ties: newest creation first).
 */
import type { ProgressEntry } from "@shared/contracts/goals";

/** A copy of `entries` sorted by entryDate descending, then createdAt descending. */
export function sortEntriesNewestFirst(entries: readonly ProgressEntry[]): ProgressEntry[] {
  return [...entries].sort(
    (a, b) => b.entryDate.localeCompare(a.entryDate) || b.createdAt.localeCompare(a.createdAt),
  );
}
