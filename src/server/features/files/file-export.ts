/**
 * Attachments in the export ZIP (requirements "Export and restore", "Attachments"): the teacher's
 * files (one student's with `studentId`), each at `files/<student slug>-<first 8 of the student's
 * id>/<first 8 of the file's id>-<its name, path characters replaced>`, listed in the manifest, and
 * read from the store only when the archive reaches it.
 */
import { and, asc, eq } from "drizzle-orm";
import type { ExportedFileEntry } from "../../../shared/contracts/data-export.ts";
import type { Db } from "../../db/client.ts";
import { studentFiles, students } from "../../db/schema/index.ts";
import { fileSlug } from "../../documents/document-model.ts";
import type { FileStore } from "../../lib/hono-env.ts";

/** An attachment to put in an export: the manifest's entry and where its bytes are. */
export interface ExportedFile {
  entry: ExportedFileEntry;
  storageKey: string;
}

/** A file name safe inside a ZIP path: no slashes, backslashes or control characters, ≤ 120 characters. */
const safeName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  name.replace(/[/\\\u0000-\u001f\u007f]+/g, "_").slice(-120) || "file";

/** The teacher's attachments for an export (one student's with `studentId`), by student then oldest first. */
export async function filesForExport(
  db: Pick<Db, "select">,
  ownerId: string,
  studentId?: string,
): Promise<ExportedFile[]> {
  const rows = await db
    .select({ file: studentFiles, studentName: students.name })
    .from(studentFiles)
    .innerJoin(students, eq(students.id, studentFiles.studentId))
    .where(
      and(eq(studentFiles.userId, ownerId), studentId ? eq(studentFiles.studentId, studentId) : undefined),
    )
    .orderBy(asc(students.name), asc(studentFiles.createdAt), asc(studentFiles.id));
  return rows.map(({ file, studentName }) => ({
    storageKey: file.storageKey,
    entry: {
      path: `files/${fileSlug(studentName)}-${file.studentId.slice(0, 8)}/${file.id.slice(0, 8)}-${safeName(file.fileName)}`,
      studentId: file.studentId,
      iepId: file.iepId,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
      category: file.category,
      uploadedAt: file.createdAt.toISOString(),
    },
  }));
}

/**
 * The bytes of an exported file.
 * @throws Error when the store no longer holds them (the download is cut short, like a PDF that fails).
 */
export async function exportedFileBytes(store: FileStore, file: ExportedFile): Promise<Uint8Array> {
  const bytes = await store.get(file.storageKey);
  if (!bytes)
    throw new Error(
      `attachment ${file.entry.path.split("/")[2]?.slice(0, 8)} is missing from the file store`,
    );
  return bytes;
}
