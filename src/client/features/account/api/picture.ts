/**
 * The profile picture (requirements "Profile"): PUT the chosen file's bytes, or DELETE, on
 * /api/v1/me/picture; each answers the updated profile, which replaces the cached one.
 */
import { apiRequest } from "@client/lib/api-client";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import { PICTURE_LIMITS } from "@shared/contracts/account";
import type { Profile } from "@shared/contracts/me";
import { useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A quick check before uploading (the server checks the bytes again).
 * @returns the message to show, or null when the file may be sent.
 */
export function checkPictureFile(file: File): string | null {
  if (!(PICTURE_LIMITS.types as readonly string[]).includes(file.type))
    return "The picture must be a PNG, JPEG or WebP image.";
  if (file.size > PICTURE_LIMITS.maxBytes) return "The picture must be 2 MB or smaller.";
  return null;
}

/** Mutations to upload and to remove the picture. */
export function usePictureMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (profile: Profile) => queryClient.setQueryData(ME_QUERY_KEY, profile);
  const upload = useMutation({
    mutationFn: (file: File) => apiRequest<Profile>("/api/v1/me/picture", { method: "PUT", body: file }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: () => apiRequest<Profile>("/api/v1/me/picture", { method: "DELETE" }),
    onSuccess,
  });
  return { upload, remove };
}
