/**
 * Account creation (requirements "Sign-up and sign-in": "sign-up (email, password, metadata name)", "Sign-up needs an email
 * and a password of at least 6 characters"; requirements "Error catalogue": Signup messages, which the server sends verbatim).
 * POST /api/auth/sign-up/email {name, email, password} → session cookie; then GET /api/v1/me.
 */

import { messages } from "@shared/domain/error-messages";
import { z } from "zod";
import { emailFieldSchema, useSessionMutation } from "./session-mutation";

/** requirements "Sign-up and sign-in": "Signup password minimum: 6 characters". */
export const PASSWORD_MIN_LENGTH = 6;

/** The sign-up form. Email and password messages are those of requirements "Error catalogue". */
export const signUpFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: "Enter your name." })
    .max(200, { message: "Your name must be 200 characters or fewer." }),
  email: emailFieldSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { message: messages.signup.passwordTooShort })
    .max(128, { message: "Password must be 128 characters or fewer." }),
  /** "Start a 14-day free trial" (requirements "Plans and trial"): sent as `plan: "pro"`. */
  trial: z.boolean(),
});
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** The sign-up body: the form without the trial box, and `plan: "pro"` when it was ticked. */
export type SignUpBody = Omit<z.output<typeof signUpFormSchema>, "trial"> & { plan?: "pro" };

/** The body for the form's values. */
export function signUpBody({ trial, ...rest }: z.output<typeof signUpFormSchema>): SignUpBody {
  return trial ? { ...rest, plan: "pro" } : rest;
}

/**
 * Mutation: sign up (the server signs the new teacher in), then load the profile. The new (not yet
 * onboarded) profile is in the cache, and the guards take the teacher to /onboarding
 * (requirements "Screens and routes").
 * Errors: ApiRequestError carrying the Signup message of requirements "Error catalogue", or NETWORK.
 */
export function useSignUp() {
  return useSessionMutation<SignUpBody>("/api/auth/sign-up/email", messages.signup.failed);
}
