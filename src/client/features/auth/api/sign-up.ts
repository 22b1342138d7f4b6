/**
 * Account creation (requirements "Sign-up and sign-in": "sign-up (email, password, metadata name)", "Sign-up needs an email
 * and a password of at least 6 characters"; requirements "Error catalogue": Signup messages, which the server sends verbatim).
 * POST /api/auth/sign-up/email {name, email, password} → session cookie; then GET /api/v1/me.
 */

import { ME_QUERY_KEY, meQueryOptions } from "@client/lib/auth/get-me";
import type { Profile } from "@shared/contracts/me";
import { messages } from "@shared/domain/error-messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { markActiveNow } from "./session-storage";

/** requirements "Sign-up and sign-in": "Signup password minimum: 6 characters". */
export const PASSWORD_MIN_LENGTH = 6;

/** The sign-up form. Email and password messages are those of requirements "Error catalogue". */
export const signUpFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: "Enter your name." })
    .max(200, { message: "Your name must be 200 characters or fewer." }),
  email: z
    .string()
    .trim()
    .min(1, { message: "Enter your email address." })
    .pipe(z.email({ message: messages.signup.invalidEmail })),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { message: messages.signup.passwordTooShort })
    .max(128, { message: "Password must be 128 characters or fewer." }),
});
export type SignUpForm = z.input<typeof signUpFormSchema>;

/**
 * Creates the account (the server signs the new teacher in), then loads the profile.
 * @throws ApiRequestError carrying the Signup message of requirements "Error catalogue", or NETWORK.
 */
export async function signUp(
  input: z.output<typeof signUpFormSchema>,
  fetchProfile: () => Promise<Profile | null>,
) {
  await apiRequest("/api/auth/sign-up/email", { method: "POST", body: input });
  const profile = await fetchProfile();
  if (!profile) throw new Error(messages.signup.failed);
  return profile;
}

/**
 * Mutation: sign up. On success the new (not yet onboarded) profile is in the cache, and the
 * guards take the teacher to /onboarding (requirements "Screens and routes").
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof signUpFormSchema>) =>
      signUp(input, () => queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 })),
    onSuccess: (profile) => {
      markActiveNow(profile.id);
      queryClient.setQueryData(ME_QUERY_KEY, profile);
    },
  });
}
