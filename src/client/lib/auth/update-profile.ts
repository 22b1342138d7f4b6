/**
 * Profile update (requirements "Profile": "Profile update sends only the fields that are truthy…"; requirements "Error catalogue": Profile update
 * messages). PATCH /api/v1/me with `updateProfileInput` → the updated `Profile`.
 */

import { apiRequest } from "@client/lib/api-client";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import type { Profile, UpdateProfileInput } from "@shared/contracts/me";
import { useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * Drops empty text fields (requirements "Profile": only truthy fields are sent); booleans and null are kept.
 * Pure; returns a new object.
 */
export function onlyFilledFields(input: UpdateProfileInput): UpdateProfileInput {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (typeof value === "string" && value.trim() === "") continue;
    out[key] = typeof value === "string" ? value.trim() : value;
  }
  return out as UpdateProfileInput;
}

/**
 * Sends the changed fields.
 * @returns the profile as the server now has it.
 * @throws ApiRequestError (400 naming the field, 403, 409, 5xx, NETWORK).
 */
export async function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return apiRequest<Profile>("/api/v1/me", { method: "PATCH", body: onlyFilledFields(input) });
}

/**
 * Mutation: update the profile; the answer replaces ["me"] (refetched when it is not profile-shaped).
 * The profile contract (zod) loads with the first answer, not with the app (architecture "Layout":
 * the signed-in dashboard's JavaScript budget); the mutation settles once the cache holds the answer.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (answer) => {
      const { profileSchema } = await import("@shared/contracts/me");
      const parsed = profileSchema.safeParse(answer);
      if (parsed.success) queryClient.setQueryData(ME_QUERY_KEY, parsed.data);
      else void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
