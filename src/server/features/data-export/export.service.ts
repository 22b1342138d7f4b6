/**
 * Export everything and one student's record (requirements "Export and restore"): reads the teacher's
 * own tables (export-data.ts), writes the audit line (counts and ids only, never student text;
 * requirements "Audit log", FERPA 34 CFR 99.32) and answers the file to download.
 */
import type { Db } from "../../db/client.ts";
import { exportFilename } from "../../documents/document-model.ts";
import { renderDocument } from "../../documents/renderers.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { FileStore } from "../../lib/hono-env.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { exportedFileBytes, filesForExport } from "../files/index.ts";
import { teacherToday } from "../goals/index.ts";
import { formatMeetingTime } from "../meetings/index.ts";
import { collectExport, exportCounts } from "./export-data.ts";
import { signingLinkCount } from "./export-ieps.ts";
import { exportZipStream } from "./export-zip.ts";
import { studentRecordModel } from "./student-record-model.ts";

/** A download: its bytes (a stream for a ZIP) and its file name (ASCII, no path characters). */
export interface ExportDownload {
  body: ReadableStream | Uint8Array<ArrayBuffer>;
  filename: string;
}

/** Everything the teacher keeps as `iep-workspace-export-<today>.zip`; audit `export.all` with the counts. */
export async function exportCaseload(
  db: Db,
  user: { id: string; name: string },
  now: Date,
  store: FileStore,
): Promise<ExportDownload> {
  const tables = await collectExport(db, user.id, {}, now);
  const files = await filesForExport(db, user.id);
  const signingLinks = await signingLinkCount(db, user.id);
  const today = await teacherToday(db, user.id, now);
  await recordAudit(db, {
    userId: user.id,
    action: "export.all",
    entity: "export",
    detail: { counts: exportCounts(tables), files: files.length },
  });
  return {
    body: exportZipStream(tables, {
      scope: "caseload",
      exportedAt: now,
      teacherName: user.name,
      today,
      signingLinks,
      attachments: { files, read: (file) => exportedFileBytes(store, file) },
    }),
    filename: `iep-workspace-export-${today}.zip`,
  };
}

/**
 * One student's record as `student-record-<student>-<today>.zip` (the export ZIP, scope `student`) or
 * `.pdf` (every section in one document); audit `export.student` with the format and counts.
 * @throws AppError 404 "Student not found" for a missing or another teacher's student.
 */
export async function exportStudentRecord(
  db: Db,
  user: { id: string; name: string },
  studentId: string,
  format: "zip" | "pdf",
  now: Date,
  store: FileStore,
): Promise<ExportDownload> {
  const tables = await collectExport(db, user.id, { studentId }, now);
  const today = await teacherToday(db, user.id, now);
  const student = tables.students[0];
  await recordAudit(db, {
    userId: user.id,
    action: "export.student",
    entity: "student",
    entityId: studentId,
    detail: { format, counts: exportCounts(tables) },
  });
  const filename = exportFilename("student-record", student?.name ?? "student", today, format);
  if (format === "pdf") {
    const timeZone = await teacherTimeZone(db, user.id);
    const model = studentRecordModel(tables, user.name, today, (iso) =>
      formatMeetingTime(new Date(iso), timeZone),
    );
    const bytes = await renderDocument(model, "pdf");
    return { body: new Uint8Array(bytes), filename };
  }
  const files = await filesForExport(db, user.id, studentId);
  const signingLinks = await signingLinkCount(db, user.id, studentId);
  return {
    body: exportZipStream(tables, {
      scope: "student",
      exportedAt: now,
      teacherName: user.name,
      today,
      signingLinks,
      attachments: { files, read: (file) => exportedFileBytes(store, file) },
    }),
    filename,
  };
}
