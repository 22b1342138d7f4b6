/**
 * The billing feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature (import rule
 * `no-cross-feature-imports`), so it holds nothing but keys.
 */

/** The plan and subscription status (GET /api/v1/billing). */
export const BILLING_QUERY_KEY = ["billing"] as const;
