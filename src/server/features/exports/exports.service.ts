/**
 * Document exports (requirements "Exports"): loads the teacher's own note or student, builds the
 * printable model and has the documents module render it in the asked format.
 *
 * Scoped by the session's user: another teacher's note or student is 404 like a missing one
 * (requirements "Error catalogue": "Note not found" / "Student not found"). Every export is written to
 * the audit log (requirements "Audit log", FERPA 34 CFR 99.32) — the format and counts only, never the
 * text.
 */
import type { ExportFormat, IepDraftExportData } from "../../../shared/contracts/exports.ts";
import type { Db } from "../../db/client.ts";
import { exportFilename, iepDraftExportModel, noteExportModel } from "../../documents/document-model.ts";
import { renderDocument } from "../../documents/renderers.ts";
import { recordAudit } from "../../lib/audit.ts";
import { teacherToday } from "../goals/index.ts";
import { getNote } from "../notes/index.ts";
import { getStudent } from "../students/index.ts";

/** A rendered file: bytes and a download name (ASCII, no path characters). */
export interface ExportedFile {
  bytes: Buffer;
  filename: string;
}

/**
 * One saved note as a file `note-<student>-<note date>.<format>`; audit `note.export`.
 * @throws AppError 404 "Note not found" for a missing or foreign note.
 */
export async function exportNote(
  db: Db,
  user: { id: string; name: string },
  noteId: string,
  format: ExportFormat,
  now: Date,
): Promise<ExportedFile> {
  const note = await getNote(db, user.id, noteId, now);
  const today = await teacherToday(db, user.id, now);
  const bytes = await renderDocument(noteExportModel(note, user.name, today), format);
  await recordAudit(db, {
    userId: user.id,
    action: "note.export",
    entity: "note",
    entityId: noteId,
    detail: { format },
  });
  return { bytes, filename: exportFilename("note", note.studentName, note.date, format) };
}

/**
 * An IEP draft for one of the teacher's students as `iep-draft-<student>-<today>.<format>`; audit
 * `iep_draft.export` (entity student; detail: format and section count).
 * @throws AppError 404 "Student not found" for a missing or foreign student.
 */
export async function exportIepDraft(
  db: Db,
  user: { id: string; name: string },
  input: IepDraftExportData,
  now: Date,
): Promise<ExportedFile> {
  const student = await getStudent(db, user.id, input.studentId);
  const today = await teacherToday(db, user.id, now);
  const model = iepDraftExportModel(student, input.sections, user.name, today);
  const bytes = await renderDocument(model, input.format);
  await recordAudit(db, {
    userId: user.id,
    action: "iep_draft.export",
    entity: "student",
    entityId: student.id,
    detail: { format: input.format, sections: input.sections.length },
  });
  return { bytes, filename: exportFilename("iep-draft", student.name, today, input.format) };
}
