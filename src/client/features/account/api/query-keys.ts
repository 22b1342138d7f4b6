/**
 * The account feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature (import rule
 * `no-cross-feature-imports`), so it holds nothing but keys.
 */
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";

/**
 * The teacher's preferences (GET /api/v1/me/preferences), under the profile's key like their
 * address: kept on the device with the profile, and refetched when the profile is invalidated.
 */
export const PREFERENCES_QUERY_KEY = [...ME_QUERY_KEY, "preferences"] as const;
