/**
 * Saving a note drafted in the browser while offline (requirements "Note generation", "Local
 * storage"; decision 008): the browser wrote the template note from the same rules as the server's
 * offline drafter (`shared/domain/note-drafting/template-note.ts`) and its outbox sends it once back
 * online, with an `Idempotency-Key` (a replay answers the first result and saves nothing more).
 *
 * The note is counted in the month's quota now, like a generated one: a free teacher at the limit
 * (or an ended trial) is refused with 403 NOTE_LIMIT_REACHED, and the browser keeps the teacher's
 * typed request in its autosaved draft. It is saved with source "template" and `drafted_offline_at`.
 */
import type { GeneratedNote, OfflineNoteData } from "../../../shared/contracts/notes.ts";
import type { Db } from "../../db/client.ts";
import { withAuthorName } from "../../lib/authors.ts";
import { loadNoteFacts, type NoteWriter, saveDraft } from "./generate-note.ts";
import { assertCanGenerate, getQuotaStatus } from "./note-quota.service.ts";
import { toNote } from "./notes.service.ts";

/**
 * Saves `input.noteText` as the owner's note of `input.studentId`, drafted offline at
 * `input.draftedAt` by `writer.authorId` (counted in the writer's quota; requirements "Authorship").
 * @returns the saved note with its author (no warnings).
 * @throws AppError 403 NOTE_LIMIT_REACHED, 404 "Student not found" (not the teacher's, or deleted).
 */
export async function saveOfflineNote(
  db: Db,
  writer: NoteWriter,
  input: OfflineNoteData,
  now: Date,
): Promise<GeneratedNote> {
  const { noteText, draftedAt, ...request } = input;
  const status = await getQuotaStatus(db, writer.authorId, now);
  assertCanGenerate(status);
  const facts = await loadNoteFacts(db, writer.ownerId, request, now, status.timeZone);
  const draft = { text: noteText, source: "template" as const, warnings: [] };
  const row = await saveDraft(db, writer, request, facts, draft, now, new Date(draftedAt));
  const note = await withAuthorName(db, toNote(row, { now, timeZone: status.timeZone }), (n) => n.authorId);
  return { ...note, warnings: [] };
}
