/**
 * The notifications feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature (import rule
 * `no-cross-feature-imports`), so it holds nothing but keys.
 */

/** The key every notification query starts with; a change that may notify invalidates it whole. */
export const NOTIFICATIONS_QUERY_KEY = ["notifications"] as const;

/** The list, newest first (GET /api/v1/notifications). */
export const NOTIFICATION_LIST_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, "list"] as const;

/** The navigation badge's count (GET /api/v1/notifications/unread-count). */
export const UNREAD_COUNT_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, "unread-count"] as const;
