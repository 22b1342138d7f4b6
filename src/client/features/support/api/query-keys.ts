/**
 * The support feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature (import rule
 * `no-cross-feature-imports`), so it holds nothing but keys.
 */

/** The teacher's own tickets with staff replies (GET /api/v1/support/tickets). */
export const SUPPORT_QUERY_KEY = ["support", "tickets"] as const;

/** The maintenance banner staff set (GET /api/service-notice). */
export const SERVICE_NOTICE_QUERY_KEY = ["service-notice"] as const;
