/**
 * Password sign-in (requirements "Sign-up and sign-in": "Sign-in needs an email and a password"; requirements "Error catalogue": Login:
 * "The service's message is shown. On an exception: Login failed. Please try again.").
 * POST /api/auth/sign-in/email {email, password} → session cookie; then GET /api/v1/me.
 */

import { messages } from "@shared/domain/error-messages";
import { z } from "zod";
import { emailFieldSchema, useSessionMutation } from "./session-mutation";

/** The sign-in form (requirements "Sign-up and sign-in"). Messages name the missing field. */
export const signInFormSchema = z.object({
  email: emailFieldSchema,
  password: z.string().min(1, { message: "Enter your password." }),
});
export type SignInForm = z.input<typeof signInFormSchema>;

/**
 * Mutation: sign in, then load the profile into the ["me"] cache; the signed-out-only guard moves
 * the teacher on (to the remembered origin, else /dashboard; requirements "Screens and routes").
 * Errors: ApiRequestError with the server's message (e.g. "Invalid email or password") or NETWORK.
 */
export function useSignIn() {
  return useSessionMutation<z.output<typeof signInFormSchema>>(
    "/api/auth/sign-in/email",
    messages.login.failed,
  );
}
