/**
 * The query keys of the signed-in session (architecture "Query keys"): the profile, which the
 * offline record keeps and features invalidate (a note generated changes the monthly count), and
 * the public pages' "is anyone signed in" check. Nothing but keys: importing this file costs a few
 * bytes and never pulls other code in.
 */

/** The profile, `Profile | null` (GET /api/v1/me; null = signed out); also the root of the teacher's own settings' keys. */
export const ME_QUERY_KEY = ["me"] as const;

/** Whether a session exists, as the public pages ask (GET /api/auth/get-session). */
export const PUBLIC_SESSION_QUERY_KEY = ["public-session"] as const;
