/**
 * The progress feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature (import rule
 * `no-cross-feature-imports`), so it holds nothing but keys.
 */

/** Prefix of every goal's entry list. */
export const PROGRESS_ENTRIES_QUERY_PREFIX = ["progress-entries"] as const;

/** A goal's progress entries, entry_date descending (GET /api/v1/progress-entries?goalId=). */
export const progressEntriesQueryKey = (goalId: string) =>
  [...PROGRESS_ENTRIES_QUERY_PREFIX, goalId] as const;
