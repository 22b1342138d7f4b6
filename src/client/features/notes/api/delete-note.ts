/**
 * Delete a note (requirements "Note save and read rules": "Delete by id and user_id").
 * DELETE /api/v1/notes/:id → 204, through the outbox (requirements "Local storage"): the note
 * leaves ["notes"] at once and the delete is sent once. Errors: 404 "Note not found" (rejects, so
 * the page can say so; the note leaves the list too).
 */
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import { useQueryClient } from "@tanstack/react-query";
import { cachedNote, noteWrites } from "./note-writes";

/** Mutation (`mutate(noteId)`): resolves whether the server has the delete (false: waiting). */
export function useDeleteNote() {
  const qc = useQueryClient();
  return useQueuedMutation(noteWrites, async (run, id: string) => {
    const note = cachedNote(qc, id);
    const result = await run<void, Record<string, never>>({
      type: "notes",
      kind: "delete",
      id,
      input: {},
      label: note ? `${note.studentName}, ${note.date}` : "note",
    });
    return result.saved;
  });
}
