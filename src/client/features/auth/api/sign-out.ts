/**
 * Sign-out (requirements "Sessions and sign-out": "A sign-out event clears the user. Logout clears the cached
 * students, cached notes and the user"; requirements "Constants": inactivity auto-logout).
 * POST /api/auth/sign-out {} ends the server session; then this device forgets the teacher.
 */

import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import { forgetEarlyResponses } from "@client/lib/early-responses";
import type { Profile } from "@shared/contracts/me";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { endCachePersistence } from "../../../lib/offline/cache-persistence";
import { SESSION_END_ACTION_KEY, SESSION_END_KEY } from "./query-keys";
import { forgetUserData } from "./session-storage";

/**
 * Why the last session ended: the teacher signed out, the idle timer signed them out (requirements "Sessions and sign-out"),
 * the server no longer knows the session (requirements "Sessions and sign-out": "With an invalid session … the user is signed
 * out"), or staff suspended the account (a 401 `ACCOUNT_SUSPENDED`, requirements "Admin area"). The sign-in guard reads it
 * to choose where to send the teacher and what to tell them.
 */
export type SessionEndReason = "signed-out" | "idle" | "expired" | "suspended";

/**
 * Forgets the signed-in teacher on this device: every `iep:<userId>:` storage key, the device record
 * of cached reads (an idle or expired sign-out keeps the changes still waiting to be sent, for the
 * same teacher's next sign-in: decision 008), every cached query and pending mutation, and the
 * profile (set to `null` = signed out, which the mounted guards see at once and redirect on,
 * without asking the server). Safe when nobody is signed in.
 */
export function clearSignedInData(
  queryClient: QueryClient,
  reason: SessionEndReason = "expired",
  /** The server's message for the change the session ended during ("You must be logged in to add students"). */
  action?: string,
): void {
  // The page's early reads were made for the session that ends (decision 022).
  forgetEarlyResponses();
  const me = queryClient.getQueryData<Profile | null>(ME_QUERY_KEY);
  if (me) {
    // Before the caches are cleared: the kept changes are read from them.
    void endCachePersistence(queryClient, me.id, reason).catch(() => undefined);
    forgetUserData(me.id);
  }
  const notMe = { predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== ME_QUERY_KEY[0] };
  queryClient.cancelQueries(notMe).catch(() => {});
  queryClient.removeQueries(notMe);
  queryClient.getMutationCache().clear();
  queryClient.setQueryData(SESSION_END_KEY, reason);
  queryClient.setQueryData(SESSION_END_ACTION_KEY, action ?? null);
  // Set, not remove: mounted observers of ["me"] (the guards) are notified of a set.
  queryClient.setQueryData(ME_QUERY_KEY, null);
}

export interface SignOutOptions {
  /**
   * Clear this device even when the server cannot be reached (the idle sign-out: the server ends
   * an idle session by itself after the same 2 hours). Without it a failed call throws and the
   * teacher stays signed in, because the session would still be alive on the server.
   */
  force?: boolean;
  reason?: Exclude<SessionEndReason, "expired" | "suspended">;
}

/**
 * Ends the session on the server, then clears this device (`clearSignedInData`).
 * @throws ApiRequestError when the server call fails and `force` is not set.
 */
export async function signOut(queryClient: QueryClient, options: SignOutOptions = {}): Promise<void> {
  try {
    await apiRequest("/api/auth/sign-out", { method: "POST", body: {} });
  } catch (err) {
    if (!options.force) throw err;
  }
  clearSignedInData(queryClient, options.reason ?? "signed-out");
}

/**
 * Mutation: sign out. Variables: `{ reason?: "idle" }`. The sign-in guard of the screen on show
 * then sends the teacher to /signin (after an idle sign-out remembering the page and saying why).
 * A failed call (not idle) throws and leaves the teacher signed in.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { reason?: "idle" } = {}) =>
      signOut(queryClient, { force: vars.reason === "idle", reason: vars.reason ?? "signed-out" }),
  });
}
