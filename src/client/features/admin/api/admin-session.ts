/**
 * The admin sign-in steps (requirements "Admin area"): a separate session in its own cookie, with the
 * one-time password changed and TOTP checked before anything else.
 *   GET  /api/admin/auth/session      → AdminSessionInfo (401 when signed out)
 *   POST /api/admin/auth/sign-in      { email, password }
 *   POST /api/admin/auth/password     { current, next }
 *   POST /api/admin/auth/totp/setup   → { secret, uri }
 *   POST /api/admin/auth/totp/verify  { code }
 *   POST /api/admin/auth/sign-out
 */
import { ApiRequestError, apiRequest } from "@client/lib/api-client";
import type { AdminSessionInfo } from "@shared/contracts/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_QUERY_KEY, ADMIN_SESSION_QUERY_KEY } from "./query-keys";

/** The admin session, or null when signed out (a 401 is an answer here, not an error). */
export function useAdminSession() {
  return useQuery({
    queryKey: ADMIN_SESSION_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<AdminSessionInfo>("/api/admin/auth/session", { signal });
      } catch (err) {
        if (err instanceof ApiRequestError && (err.status === 401 || err.status === 403)) return null;
        throw err;
      }
    },
    retry: false,
    staleTime: 30_000,
  });
}

/** A sign-in step: posts `body` to `path` and stores the new session state. */
function useStep<TBody>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiRequest<AdminSessionInfo>(path, { method: "POST", body }),
    onSuccess: (info) => queryClient.setQueryData(ADMIN_SESSION_QUERY_KEY, info),
  });
}

export const useAdminSignIn = () => useStep<{ email: string; password: string }>("/api/admin/auth/sign-in");
export const useAdminPasswordChange = () =>
  useStep<{ current: string; next: string }>("/api/admin/auth/password");
export const useTotpVerify = () => useStep<{ code: string }>("/api/admin/auth/totp/verify");

/** Starts TOTP enrolment: the secret to type into an authenticator app, and its otpauth URI. */
export function useTotpSetup() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ secret: string; uri: string }>("/api/admin/auth/totp/setup", { method: "POST" }),
  });
}

/** Ends the admin session and forgets every admin answer. */
export function useAdminSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>("/api/admin/auth/sign-out", { method: "POST" }),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
      queryClient.setQueryData(ADMIN_SESSION_QUERY_KEY, null);
    },
  });
}
