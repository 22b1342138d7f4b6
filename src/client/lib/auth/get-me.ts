/**
 * The signed-in teacher's profile (requirements "Profile", requirements "Sessions and sign-out", requirements "Plans and trial").
 * GET /api/v1/me → `Profile` (contract: @shared/contracts/me); 401 means "signed out".
 *
 * The query's data is `Profile | null`: `null` is the signed-out state, not an error, so guards can
 * tell "signed out" from "could not check" (network, 5xx), which stays an error.
 */

import { ApiRequestError, apiRequest } from "@client/lib/api-client";
import type { Profile } from "@shared/contracts/me";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "./query-keys";

/**
 * Fetches the profile of the session's user.
 * @returns the profile, or `null` when there is no valid session (HTTP 401).
 * @throws ApiRequestError for any other failure (network, 5xx).
 */
export async function getMe(signal?: AbortSignal): Promise<Profile | null> {
  try {
    return await apiRequest<Profile>("/api/v1/me", { signal });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) return null;
    throw err;
  }
}

/** Query options for the profile: key ["me"], fresh for 1 minute, two retries on network/5xx errors. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    retry: (failureCount, error) =>
      !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 2,
  });
}

/** The profile query. `data`: `undefined` while loading, `null` when signed out, else the `Profile`. */
export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * The profile inside screens that the sign-in guard protects (everything under /dashboard and
 * /onboarding), where it is always loaded.
 * @throws Error when used outside a guarded screen (no profile in the cache).
 */
export function useSignedInProfile(): Profile {
  const { data } = useMe();
  if (!data) throw new Error("useSignedInProfile() needs a signed-in screen (behind the sign-in guard).");
  return data;
}
