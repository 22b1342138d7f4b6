/**
 * The signed-in teacher's profile (requirements "Profile", requirements "Sessions and sign-out", requirements "Plans and trial").
 * GET /api/v1/me → `Profile` (contract: @shared/contracts/me); 401 means "signed out" (a 401
 * `ACCOUNT_SUSPENDED` also leaves "suspended" as the session's end, for the sign-in screen to say why:
 * requirements "Admin area").
 *
 * The query's data is `Profile | null`: `null` is the signed-out state, not an error, so guards can
 * tell "signed out" from "could not check" (network, 5xx), which stays an error.
 */

import { SESSION_END_KEY } from "@client/features/auth/api/query-keys";
import { ApiRequestError, apiRequest } from "@client/lib/api-client";
import { readSignedInUser } from "@client/lib/offline/cache-persistence";
import { ErrorCode } from "@shared/contracts/error-codes";
import type { Profile } from "@shared/contracts/me";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "./query-keys";

/** Whether the browser holds a session: `GET /api/auth/get-session` answers it, or 200 `null`. */
async function sessionExists(signal?: AbortSignal): Promise<boolean> {
  return (await apiRequest<unknown>("/api/auth/get-session", { signal })) !== null;
}

/**
 * Fetches the profile of the session's user. When no teacher is signed in on this device
 * (`readSignedInUser`, the id kept from sign-in to sign-out), the auth library's session answer is
 * asked first and `/api/v1/me` only when it names a session.
 * @param client when given, a suspended account's 401 is recorded there as the session's end ("suspended").
 * @returns the profile, or `null` when there is no valid session (HTTP 401).
 * @throws ApiRequestError for any other failure (network, 5xx).
 */
export async function getMe(signal?: AbortSignal, client?: QueryClient): Promise<Profile | null> {
  // Nobody signed in on this device: ask the auth library first, which answers 200 `null` without a
  // session, so a signed-out page logs no failed request (a 401 here would be a red console line).
  if (!readSignedInUser() && !(await sessionExists(signal))) return null;
  try {
    return await apiRequest<Profile>("/api/v1/me", { signal });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) {
      if (err.code === ErrorCode.ACCOUNT_SUSPENDED) client?.setQueryData(SESSION_END_KEY, "suspended");
      return null;
    }
    throw err;
  }
}

/** Query options for the profile: key ["me"], fresh for 1 minute, two retries on network/5xx errors. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal, client }) => getMe(signal, client),
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
