/**
 * Password recovery and e-mail confirmation calls (requirements "Sign-up and sign-in"), all on the auth
 * library's own endpoints:
 * - POST /api/auth/request-password-reset {email, redirectTo} → the same answer whether or not the
 *   address has an account; the mailed link (valid 1 hour) returns to /reset-password?token=…;
 * - POST /api/auth/reset-password {token, newPassword} → the server signs every session out and this
 *   browser in; then GET /api/v1/me;
 * - POST /api/auth/send-verification-email {email, callbackURL} → a new confirmation link (3 a minute).
 */

import { paths } from "@client/config/paths";
import { basicPasswordProblem, PASSWORD_MAX_LENGTH } from "@shared/domain/password-rules";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { emailFieldSchema, useSessionMutation } from "./session-mutation";

export { useResendConfirmation } from "./confirmation";

/** A new password: the shared rules (6–128 characters, not only whitespace); the server adds the common list. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH + 1)
  .superRefine((value, ctx) => {
    const problem = basicPasswordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const forgotPasswordFormSchema = z.object({ email: emailFieldSchema });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/** The reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, {
    path: ["confirm"],
    message: "The two passwords do not match.",
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** The one answer shown after a reset request, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  "If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.";

/** Mutation: ask for a reset link. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ status: boolean }>("/api/auth/request-password-reset", {
        method: "POST",
        body: { email, redirectTo: paths.resetPassword },
      }),
  });
}

/** Mutation: set the new password with the token from the link; the teacher is then signed in. */
export function useResetPassword() {
  return useSessionMutation<{ token: string; newPassword: string }>(
    "/api/auth/reset-password",
    "Your password was changed. Please sign in with your new password.",
  );
}
