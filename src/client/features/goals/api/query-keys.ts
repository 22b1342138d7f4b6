/**
 * The goals feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature (import rule
 * `no-cross-feature-imports`), so it holds nothing but keys.
 */

/** Prefix of every goal list (per student and the whole caseload). */
export const GOALS_QUERY_PREFIX = ["goals"] as const;

/** The goal list of one student, or of the whole caseload when `studentId` is absent (GET /api/v1/goals[?studentId=]). */
export const goalsQueryKey = (studentId?: string) => [...GOALS_QUERY_PREFIX, studentId ?? "all"] as const;

/** Prefix of the single goals. */
export const GOAL_QUERY_PREFIX = ["goal"] as const;

/** One goal with its computed progress view (GET /api/v1/goals/:id). */
export const goalQueryKey = (id: string) => [...GOAL_QUERY_PREFIX, id] as const;
