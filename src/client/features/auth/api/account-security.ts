/**
 * The Security part of account settings (requirements "Sessions and sign-out", "Sign-up and sign-in"):
 * - POST /api/auth/change-password {currentPassword, newPassword} — every other session ends;
 * - POST /api/auth/change-email {newEmail, callbackURL} — a link goes to the new address;
 * - GET /api/v1/sessions, POST /api/v1/sessions/revoke-others, DELETE /api/v1/sessions/:id;
 * - GET /api/auth/get-session for the confirmation state (`emailVerified`, `createdAt`).
 */

import { paths } from "@client/config/paths";
import type { DeviceSession } from "@shared/contracts/sessions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { newPasswordSchema } from "./password-recovery";
import { SESSIONS_QUERY_KEY } from "./query-keys";
import { emailFieldSchema } from "./session-mutation";

export { type AuthSessionUser, useAuthSessionUser } from "./confirmation";

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { message: "Enter your current password." }),
    newPassword: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, {
    path: ["confirm"],
    message: "The two passwords do not match.",
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const changeEmailFormSchema = z.object({ newEmail: emailFieldSchema });
export type ChangeEmailForm = z.input<typeof changeEmailFormSchema>;

/** Mutation: change the password; the device list is refreshed (other sessions are gone). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiRequest("/api/auth/change-password", {
        method: "POST",
        body: { ...input, revokeOtherSessions: true },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

/** Mutation: ask to move the account to `newEmail` (confirmed by the link sent there). */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      apiRequest("/api/auth/change-email", {
        method: "POST",
        body: { newEmail, callbackURL: paths.authCallback },
      }),
  });
}

/** The teacher's signed-in devices. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<DeviceSession[]>("/api/v1/sessions", { signal }),
  });
}

/** Mutation: sign out everywhere else. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ revoked: number }>("/api/v1/sessions/revoke-others", { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

/** Mutation: sign one other device out. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/v1/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
