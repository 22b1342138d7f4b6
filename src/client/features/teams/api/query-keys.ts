/**
 * The teams feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature, so it holds nothing but keys.
 */

/** Prefix of every teams query. */
export const TEAMS_QUERY_KEY = ["teams"] as const;

/** A student's team, Member[] (GET /api/v1/students/:studentId/members). */
export const studentMembersQueryKey = (studentId: string) =>
  [...TEAMS_QUERY_KEY, "members", studentId] as const;

/** Who did what on a student, TeamActivity[] (GET /api/v1/students/:studentId/activity). */
export const studentActivityQueryKey = (studentId: string) =>
  [...TEAMS_QUERY_KEY, "activity", studentId] as const;

/** The signed-in teacher's pending invitations, Invitation[] (GET /api/v1/invitations). */
export const INVITATIONS_QUERY_KEY = [...TEAMS_QUERY_KEY, "invitations"] as const;

/** The transfers the signed-in teacher sent or may answer, Transfer[] (GET /api/v1/transfers). */
export const TRANSFERS_QUERY_KEY = [...TEAMS_QUERY_KEY, "transfers"] as const;
