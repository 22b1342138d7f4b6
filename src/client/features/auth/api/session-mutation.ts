/**
 * What sign-in and sign-up share (requirements "Sign-up and sign-in", requirements "Sessions and
 * sign-out"): the email field, and the mutation that posts the form to better-auth (which answers
 * with a session cookie), loads the profile from GET /api/v1/me and puts it in the ["me"] cache.
 */

import { meQueryOptions } from "@client/lib/auth/get-me";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import { forgetEarlyResponses } from "@client/lib/early-responses";
import type { Profile } from "@shared/contracts/me";
import { messages } from "@shared/domain/error-messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { markActiveNow } from "./session-storage";

/** The email field of both forms: required ("Enter your email address."), then a valid address. */
export const emailFieldSchema = z
  .string()
  .trim()
  .min(1, { message: "Enter your email address." })
  .pipe(z.email({ message: messages.signup.invalidEmail }));

/**
 * POSTs `input` to the better-auth endpoint `path` (which sets the session cookie), then loads the
 * profile with `fetchProfile`.
 * @returns the profile of the teacher now signed in.
 * @throws ApiRequestError with the server's message, or NETWORK; Error(`failedMessage`) when the
 *   profile cannot be read after the server accepted the form.
 */
export async function startSession(
  path: string,
  input: unknown,
  fetchProfile: () => Promise<Profile | null>,
  failedMessage: string,
): Promise<Profile> {
  await apiRequest(path, { method: "POST", body: input });
  // Reads the page started early were made before this session (decision 022).
  forgetEarlyResponses();
  const profile = await fetchProfile();
  if (!profile) throw new Error(failedMessage);
  return profile;
}

/**
 * Mutation that starts a session through {@link startSession} (profile fetched fresh, staleTime 0).
 * On success the session counts as active now and the profile is in the ["me"] cache, so the guards
 * move the teacher on (requirements "Screens and routes").
 */
export function useSessionMutation<Input>(path: string, failedMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      startSession(
        path,
        input,
        () => queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }),
        failedMessage,
      ),
    onSuccess: (profile) => {
      markActiveNow(profile.id);
      queryClient.setQueryData(ME_QUERY_KEY, profile);
    },
  });
}
