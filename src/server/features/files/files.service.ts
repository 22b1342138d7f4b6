/**
 * Attachments (requirements "Attachments"): upload, list, download and delete the files on a
 * student or one of its IEPs. Every query names the student's owner (`ownerId`, the gate's
 * `dataOwnerOf(c)`); another teacher's student, IEP or file reads exactly like a missing one (404).
 * The bytes live in the file store (`FileStore`), the row in `student_files`. Audit lines carry ids,
 * sizes and types, never a file's name.
 */
import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  FILE_MAX_BYTES,
  FILE_TYPES,
  type FileCategory,
  type FileContentType,
  type StudentFile,
} from "../../../shared/contracts/files.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import type { Db } from "../../db/client.ts";
import { ieps, studentFiles, students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { authorNames } from "../../lib/authors.ts";
import type { FileStore } from "../../lib/hono-env.ts";
import { newStorageKey } from "./file-store.ts";

export type StudentFileRow = typeof studentFiles.$inferSelect;

/** The sentences of the attachments' answers (requirements "Attachments"). */
export const FILE_MESSAGES = {
  notFound: "File not found",
  iepNotFound: "IEP not found",
  tooLarge: "Files may be up to 20 MB.",
  notAccepted: "This file is not a PDF, an image or a Word document.",
  empty: "file: this file is empty",
  /** The name's extension does not match the bytes. */
  misnamed: (ext: string) =>
    `This file's contents are not what its name says (${ext ? `.${ext}` : "no extension"}).`,
} as const;

const ENTITY = "student_file";

/** Who acts and on whose records: the owner scopes every query, the actor is audited and recorded. */
export interface FileActor {
  ownerId: string;
  actorId: string;
}

async function requireStudent(db: Db, ownerId: string, studentId: string): Promise<void> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, ownerId)));
  if (!row) throw notFound(messages.students.notFound);
}

async function requireIep(db: Db, ownerId: string, studentId: string, iepId: string): Promise<void> {
  const [row] = await db
    .select({ id: ieps.id })
    .from(ieps)
    .where(and(eq(ieps.id, iepId), eq(ieps.userId, ownerId), eq(ieps.studentId, studentId)));
  if (!row) throw notFound(FILE_MESSAGES.iepNotFound);
}

/** The name's extension, lower case, without the dot ("" when none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
};

/**
 * The content type found in `bytes` (never the browser's claim), checked against the name.
 * @throws AppError 415 FILE_TYPE when the bytes are none of FILE_TYPES, or the name's extension is
 *   not one of that type's extensions.
 */
export async function sniffContentType(bytes: Uint8Array, fileName: string): Promise<FileContentType> {
  const found = await fileTypeFromBuffer(bytes);
  const type = found?.mime as string | undefined;
  if (!type || !(type in FILE_TYPES)) {
    throw new AppError(415, ErrorCode.FILE_TYPE, FILE_MESSAGES.notAccepted);
  }
  const ext = extensionOf(fileName);
  const allowed: readonly string[] = FILE_TYPES[type as FileContentType];
  if (!allowed.includes(ext)) {
    throw new AppError(415, ErrorCode.FILE_TYPE, FILE_MESSAGES.misnamed(ext));
  }
  return type as FileContentType;
}

function toStudentFile(row: StudentFileRow, ownerId: string, names: Map<string, string>): StudentFile {
  const by = row.uploadedByUserId;
  return {
    id: row.id,
    studentId: row.studentId,
    iepId: row.iepId,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    category: row.category as FileCategory,
    uploadedAt: row.createdAt.toISOString(),
    authorName: by && by !== ownerId ? (names.get(by) ?? null) : null,
  };
}

/** What an upload carries: the file's name and bytes, its category and IEP. */
export interface Upload {
  fileName: string;
  bytes: Uint8Array;
  category: FileCategory;
  iepId?: string;
}

/**
 * Keeps one attachment: checks the student (and IEP), size and type, writes the bytes under a new
 * key, then the row (the object is removed again when the row cannot be written).
 * @throws AppError 404 (student, IEP), 400 VALIDATION_ERROR (empty), 413 FILE_TOO_LARGE, 415 FILE_TYPE.
 */
export async function uploadFile(
  db: Db,
  store: FileStore,
  who: FileActor,
  studentId: string,
  upload: Upload,
): Promise<StudentFile> {
  await requireStudent(db, who.ownerId, studentId);
  if (upload.iepId) await requireIep(db, who.ownerId, studentId, upload.iepId);
  if (upload.bytes.byteLength === 0) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, FILE_MESSAGES.empty, {
      fields: [FILE_MESSAGES.empty],
    });
  }
  if (upload.bytes.byteLength > FILE_MAX_BYTES) {
    throw new AppError(413, ErrorCode.FILE_TOO_LARGE, FILE_MESSAGES.tooLarge);
  }
  const contentType = await sniffContentType(upload.bytes, upload.fileName);
  const key = newStorageKey();
  await store.put(key, upload.bytes);
  let row: StudentFileRow;
  try {
    [row] = (await db
      .insert(studentFiles)
      .values({
        userId: who.ownerId,
        studentId,
        iepId: upload.iepId ?? null,
        fileName: upload.fileName,
        contentType,
        sizeBytes: upload.bytes.byteLength,
        sha256: createHash("sha256").update(upload.bytes).digest("hex"),
        storageKey: key,
        category: upload.category,
        uploadedByUserId: who.actorId,
      })
      .returning()) as [StudentFileRow];
  } catch (error) {
    await store.delete(key);
    throw error;
  }
  await recordAudit(db, {
    userId: who.actorId,
    action: "file.upload",
    entity: ENTITY,
    entityId: row.id,
    detail: { studentId, iepId: row.iepId, sizeBytes: row.sizeBytes, contentType },
  });
  return toStudentFile(row, who.ownerId, await authorNames(db, [row.uploadedByUserId]));
}

/** A student's files (of one IEP with `iepId`), newest first. @throws AppError 404 (student). */
export async function listFiles(
  db: Db,
  who: FileActor,
  studentId: string,
  iepId?: string,
): Promise<StudentFile[]> {
  await requireStudent(db, who.ownerId, studentId);
  const rows = await db
    .select()
    .from(studentFiles)
    .where(
      and(
        eq(studentFiles.userId, who.ownerId),
        eq(studentFiles.studentId, studentId),
        iepId ? eq(studentFiles.iepId, iepId) : undefined,
      ),
    )
    .orderBy(desc(studentFiles.createdAt), desc(studentFiles.id));
  await recordAudit(db, {
    userId: who.actorId,
    action: "file.list",
    entity: ENTITY,
    detail: { studentId, iepId: iepId ?? null, count: rows.length },
  });
  const names = await authorNames(
    db,
    rows.map((row) => row.uploadedByUserId),
  );
  return rows.map((row) => toStudentFile(row, who.ownerId, names));
}

async function ownedFile(db: Db, ownerId: string, id: string): Promise<StudentFileRow> {
  const [row] = await db
    .select()
    .from(studentFiles)
    .where(and(eq(studentFiles.id, id), eq(studentFiles.userId, ownerId)));
  if (!row) throw notFound(FILE_MESSAGES.notFound);
  return row;
}

/**
 * One file's row and bytes, for the download.
 * @throws AppError 404 when the row is not the owner's or its bytes are gone from the store.
 */
export async function downloadFile(
  db: Db,
  store: FileStore,
  who: FileActor,
  id: string,
): Promise<{ row: StudentFileRow; bytes: Uint8Array }> {
  const row = await ownedFile(db, who.ownerId, id);
  const bytes = await store.get(row.storageKey);
  if (!bytes) throw notFound(FILE_MESSAGES.notFound);
  await recordAudit(db, {
    userId: who.actorId,
    action: "file.download",
    entity: ENTITY,
    entityId: row.id,
    detail: { studentId: row.studentId, sizeBytes: row.sizeBytes, contentType: row.contentType },
  });
  return { row, bytes };
}

/** Deletes the row, then its bytes. @throws AppError 404 (not the owner's file). */
export async function deleteFile(db: Db, store: FileStore, who: FileActor, id: string): Promise<void> {
  const row = await ownedFile(db, who.ownerId, id);
  await db.delete(studentFiles).where(and(eq(studentFiles.id, id), eq(studentFiles.userId, who.ownerId)));
  await recordAudit(db, {
    userId: who.actorId,
    action: "file.delete",
    entity: ENTITY,
    entityId: row.id,
    detail: { studentId: row.studentId, sizeBytes: row.sizeBytes, contentType: row.contentType },
  });
  await store.delete(row.storageKey);
}

/**
 * The storage keys of a teacher's files (of one student with `studentId`), read before the rows go
 * with their student or account (requirements "Deleting students", "Account deletion").
 */
export async function storedFileKeys(
  db: Pick<Db, "select">,
  ownerId: string,
  studentId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ key: studentFiles.storageKey })
    .from(studentFiles)
    .where(
      and(eq(studentFiles.userId, ownerId), studentId ? eq(studentFiles.studentId, studentId) : undefined),
    );
  return rows.map((row) => row.key);
}

/**
 * Removes the bytes of `keys` from the store once their rows are gone (after the deleting transaction
 * committed). A key the store cannot remove is logged by key and count only (no student data) and
 * the others still go.
 * @returns how many keys could not be removed.
 */
export async function removeStoredFiles(
  store: FileStore,
  keys: readonly string[],
  log: (line: string) => void,
): Promise<number> {
  let failed = 0;
  for (const key of keys) {
    try {
      await store.delete(key);
    } catch {
      failed += 1;
    }
  }
  if (failed > 0) log(`attachments: ${failed} of ${keys.length} stored files could not be removed`);
  return failed;
}
