/**
 * Edit a note (requirements "Note save and read rules": "Update by id and user_id with a partial mapped payload").
 * PATCH /api/v1/notes/:id with `updateNoteInput` (e.g. `{generatedNote}`) → the note, `isEdited`
 * true, through the outbox (requirements "Local storage"): shown at once in ["notes"], sent with
 * `If-Match` = the version edited; offline it waits, marked "Not yet saved".
 * Errors: 404 "Note not found"; 400 with a field-naming message.
 */
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import type { Note, UpdateNoteInput } from "@shared/contracts/notes";
import { useQueryClient } from "@tanstack/react-query";
import { cachedNote, noteWrites } from "./note-writes";

/** Mutation: edit a note; resolves with the server's note, or the note as shown while it waits. */
export function useUpdateNote() {
  const qc = useQueryClient();
  return useQueuedMutation(
    noteWrites,
    async (run, { id, changes }: { id: string; changes: UpdateNoteInput }) => {
      const before = cachedNote(qc, id);
      const result = await run<Note, UpdateNoteInput>({
        type: "notes",
        kind: "update",
        id,
        input: changes,
        basedOn: before?.updatedAt,
        label: before ? `${before.studentName}, ${before.date}` : "note",
      });
      if (result.saved && result.record) return result.record;
      return { ...before, ...changes, id } as Note;
    },
  );
}
