/**
 * Sign-out (spec §7 "sign out"; §4 "A sign-out event clears the user. Logout clears the cached
 * students, cached notes and the user"; §9 inactivity auto-logout).
 * POST /api/auth/sign-out {} ends the server session; then this device forgets the teacher.
 */
import type { Profile } from "@shared/contracts/me";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { apiRequest } from "../../../lib/api-client";
import { ME_QUERY_KEY } from "./get-me";
import { forgetUserData } from "./session-storage";

/**
 * Forgets the signed-in teacher on this device: every `iep:<userId>:` storage key, every cached
 * query, and the profile (set to `null` = signed out, so guards redirect without asking the server).
 * Safe to call when nobody is signed in.
 */
export function clearSignedInData(queryClient: QueryClient): void {
  const me = queryClient.getQueryData<Profile | null>(ME_QUERY_KEY);
  if (me) forgetUserData(me.id);
  queryClient.cancelQueries().catch(() => {});
  queryClient.clear();
  queryClient.setQueryData(ME_QUERY_KEY, null);
}

export interface SignOutOptions {
  /**
   * Clear this device even when the server cannot be reached (the idle sign-out: the server ends
   * an idle session by itself after the same 2 hours). Without it a failed call throws and the
   * teacher stays signed in, because the session would still be alive on the server.
   */
  force?: boolean;
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
  clearSignedInData(queryClient);
}

/**
 * Mutation: sign out and go to /signin. Variables: `{ reason?: "idle", from?: string }` — after an
 * idle sign-out the sign-in page says why, and the teacher returns to `from` after signing in.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (vars: { reason?: "idle"; from?: string } = {}) => {
      await signOut(queryClient, { force: vars.reason === "idle" });
      return vars;
    },
    onSuccess: (vars) => {
      const search =
        vars.reason === "idle" && vars.from ? `?${new URLSearchParams({ redirectTo: vars.from })}` : "";
      void navigate(`${paths.signIn}${search}`, {
        replace: true,
        state: vars.reason ? { reason: vars.reason } : undefined,
      });
    },
  });
}
