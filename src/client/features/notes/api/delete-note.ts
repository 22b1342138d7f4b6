/**
 * Delete a note (requirements "Note save and read rules": "Delete by id and user_id").
 * DELETE /api/v1/notes/:id → 204. Errors: 404 "Note not found".
 */
import type { Note } from "@shared/contracts/notes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "../../../lib/api-client";
import { NOTES_QUERY_KEY } from "./get-notes";

/**
 * Deletes note `id`.
 * @throws ApiRequestError (404, 5xx, NETWORK).
 */
export async function deleteNote(id: string): Promise<void> {
  await apiRequest<void>(`/api/v1/notes/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/**
 * Mutation: delete a note; it leaves ["notes"] once the server confirms. A 404 (already deleted,
 * e.g. in another tab) still rejects, so the page can say so, but the note leaves the list too.
 */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  const removeFromList = (id: string) =>
    queryClient.setQueryData<Note[]>(NOTES_QUERY_KEY, (old) => old?.filter((n) => n.id !== id));
  return useMutation({
    mutationFn: (id: string) => deleteNote(id),
    onSuccess: (_void, id) => removeFromList(id),
    onError: (err, id) => {
      if (err instanceof ApiRequestError && err.status === 404) removeFromList(id);
    },
  });
}
