/**
 * Deleting the account (requirements "Account deletion"): DELETE /api/v1/me with `{password}` →
 * `{studentsPreserved, notesPreserved}`. The server ends the session; the screen then clears this
 * device.
 */
import { apiRequest } from "@client/lib/api-client";
import type { DeleteAccountResult } from "@shared/contracts/account";
import { useMutation } from "@tanstack/react-query";

/** Mutation: delete the account with the current password. Never retried. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<DeleteAccountResult>("/api/v1/me", { method: "DELETE", body: { password } }),
  });
}
