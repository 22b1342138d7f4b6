/**
 * The auth feature's query keys (architecture "Query keys"): the one place they are spelled. The
 * profile's key (`ME_QUERY_KEY`) is the signed-in session's, in `lib/auth/query-keys.ts`. Any client
 * code may import this file, and no other file of the feature (import rule `no-cross-feature-imports`),
 * so it holds nothing but keys.
 */

/** What the auth library says about the signed-in user (GET /api/auth/get-session): the confirmation state. */
export const AUTH_SESSION_QUERY_KEY = ["auth-session"] as const;

/** The teacher's signed-in devices (GET /api/v1/sessions). */
export const SESSIONS_QUERY_KEY = ["sessions"] as const;

/** Holds the `SessionEndReason` of the last sign-out (set by sign-out, read by the guards; never fetched). */
export const SESSION_END_KEY = ["session-end"] as const;

/**
 * Holds the message of the action the session ended during (a write answered 401 with its "You must
 * be logged in to …" message, requirements "Error catalogue"), for the sign-in screen; unset otherwise.
 */
export const SESSION_END_ACTION_KEY = ["session-end-action"] as const;
