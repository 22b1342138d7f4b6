/**
 * Edit a note (requirements "Note save and read rules": "Update by id and user_id with a partial mapped payload").
 * PATCH /api/v1/notes/:id with `updateNoteInput` (e.g. `{generatedNote}`) → the note, `isEdited` true.
 * Errors: 404 "Note not found"; 400 with a field-naming message.
 */
import type { Note, UpdateNoteInput } from "@shared/contracts/notes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { NOTES_QUERY_KEY } from "./get-notes";

/**
 * Sends the changed fields of note `id`.
 * @throws ApiRequestError (404, 400, 5xx, NETWORK).
 */
export async function updateNote(id: string, changes: UpdateNoteInput): Promise<Note> {
  return apiRequest<Note>(`/api/v1/notes/${encodeURIComponent(id)}`, { method: "PATCH", body: changes });
}

/** Mutation: edit a note; the answer replaces the note in ["notes"]. */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateNoteInput }) => updateNote(id, changes),
    onSuccess: (note) => {
      queryClient.setQueryData<Note[]>(NOTES_QUERY_KEY, (old) =>
        old?.map((n) => (n.id === note.id ? note : n)),
      );
    },
  });
}
