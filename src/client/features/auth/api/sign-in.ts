/**
 * Password sign-in (requirements "Sign-up and sign-in": "Sign-in needs an email and a password"; requirements "Error catalogue": Login:
 * "The service's message is shown. On an exception: Login failed. Please try again.").
 * POST /api/auth/sign-in/email {email, password} → session cookie; then GET /api/v1/me.
 */

import { ME_QUERY_KEY, meQueryOptions } from "@client/lib/auth/get-me";
import type { Profile } from "@shared/contracts/me";
import { messages } from "@shared/domain/error-messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { markActiveNow } from "./session-storage";

/** The sign-in form (requirements "Sign-up and sign-in"). Messages name the missing field. */
export const signInFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: "Enter your email address." })
    .pipe(z.email({ message: messages.signup.invalidEmail })),
  password: z.string().min(1, { message: "Enter your password." }),
});
export type SignInForm = z.input<typeof signInFormSchema>;

/**
 * Signs in, then loads the profile into the ["me"] cache.
 * @returns the profile of the signed-in teacher.
 * @throws ApiRequestError with the server's message (e.g. "Invalid email or password") or NETWORK.
 */
export async function signIn(
  input: z.output<typeof signInFormSchema>,
  fetchProfile: () => Promise<Profile | null>,
) {
  await apiRequest("/api/auth/sign-in/email", { method: "POST", body: input });
  const profile = await fetchProfile();
  if (!profile) throw new Error(messages.login.failed);
  return profile;
}

/**
 * Mutation: sign in. On success the profile is in the cache, and the signed-out-only guard moves
 * the teacher on (to the remembered origin, else /dashboard; requirements "Screens and routes").
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof signInFormSchema>) =>
      signIn(input, () => queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 })),
    onSuccess: (profile) => {
      markActiveNow(profile.id);
      queryClient.setQueryData(ME_QUERY_KEY, profile);
    },
  });
}
