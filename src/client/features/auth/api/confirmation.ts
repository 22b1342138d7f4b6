/**
 * The e-mail confirmation state and its resend (requirements "Sign-up and sign-in"), apart from the
 * forms' checks so the teacher area's banner loads without zod (architecture "Layout": the signed-in
 * dashboard's JavaScript budget):
 * - GET /api/auth/get-session for the signed-in user's address and confirmation (the account's
 *   security section; the teacher area's banner reads the same fields from the profile);
 * - POST /api/auth/send-verification-email {email, callbackURL} → a new confirmation link (3 a minute).
 */
import { paths } from "@client/config/paths";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { NOT_AN_OFFLINE_GAP } from "../../../lib/offline/offline-gap-count";
import { AUTH_SESSION_QUERY_KEY } from "./query-keys";

/** What the auth library says about the signed-in user (null when signed out). */
export interface AuthSessionUser {
  email: string;
  emailVerified: boolean;
  createdAt: string;
}

/** The signed-in user's confirmation state, from GET /api/auth/get-session. */
export function useAuthSessionUser() {
  return useQuery({
    queryKey: AUTH_SESSION_QUERY_KEY,
    meta: NOT_AN_OFFLINE_GAP,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ user: AuthSessionUser } | null>("/api/auth/get-session", { signal }))?.user ?? null,
    staleTime: 60_000,
  });
}

/** Mutation: send the confirmation link again to `email`. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ status: boolean }>("/api/auth/send-verification-email", {
        method: "POST",
        body: { email, callbackURL: paths.authCallback },
      }),
  });
}
