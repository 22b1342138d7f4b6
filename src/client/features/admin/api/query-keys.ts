/**
 * The admin area's query keys (architecture "Query keys"): the one place they are spelled. Every key
 * starts with {@link ADMIN_QUERY_KEY}, so the admin sign-out forgets them all. Any client code may
 * import this file, and no other file of the feature (import rule `no-cross-feature-imports`), so it
 * holds nothing but keys.
 */

/** The prefix of every admin query. */
export const ADMIN_QUERY_KEY = ["admin"] as const;

/** The admin session, or null when signed out (GET /api/admin/auth/session). */
export const ADMIN_SESSION_QUERY_KEY = [...ADMIN_QUERY_KEY, "session"] as const;

/** A GET of the admin API by its path under /api/admin, query string included. */
export const adminGetKey = (path: string) => [...ADMIN_QUERY_KEY, path] as const;

/** The students a teacher let staff see (GET /api/admin/teachers/:id/students). */
export const sharedStudentsKey = (teacherId: string) =>
  [...ADMIN_QUERY_KEY, "shared-students", teacherId] as const;

/** One shared student record (GET /api/admin/teachers/:id/students/:studentId). */
export const sharedStudentKey = (teacherId: string, studentId: string | null) =>
  [...ADMIN_QUERY_KEY, "shared-student", teacherId, studentId] as const;
