/**
 * The students feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature (import rule
 * `no-cross-feature-imports`), so it holds nothing but keys.
 */

/** The caseload, Student[] (GET /api/v1/students); the prefix of every students query. */
export const STUDENTS_QUERY_KEY = ["students"] as const;

/** The caseload's summary view (GET /api/v1/students?view=summary), under {@link STUDENTS_QUERY_KEY} so every student invalidation reaches it. */
export const STUDENT_SUMMARIES_QUERY_KEY = [...STUDENTS_QUERY_KEY, "summary"] as const;
