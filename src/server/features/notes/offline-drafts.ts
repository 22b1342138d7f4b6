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
import { fromNoteRow } from "../../../shared/domain/note-record.ts";
import type { Db } from "../../db/client.ts";
import { loadNoteFacts, saveDraft } from "./generate-note.ts";
import { assertCanGenerate, getQuotaStatus } from "./note-quota.service.ts";

/**
 * Saves `input.noteText` as the teacher's note of `input.studentId`, drafted offline at
 * `input.draftedAt`.
 * @returns the saved note (no warnings).
 * @throws AppError 403 NOTE_LIMIT_REACHED, 404 "Student not found" (not the teacher's, or deleted).
 */
export async function saveOfflineNote(
  db: Db,
  userId: string,
  input: OfflineNoteData,
  now: Date,
): Promise<GeneratedNote> {
  const { noteText, draftedAt, ...request } = input;
  const status = await getQuotaStatus(db, userId, now);
  assertCanGenerate(status);
  const facts = await loadNoteFacts(db, userId, request, now, status.timeZone);
  const draft = { text: noteText, source: "template" as const, warnings: [] };
  const row = await saveDraft(db, userId, request, facts, draft, now, new Date(draftedAt));
  return { ...fromNoteRow(row, { now, timeZone: status.timeZone }), warnings: [] };
}
