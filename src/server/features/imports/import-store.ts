/**
 * Pending imports (requirements "Import"): the parsed table of an uploaded file, kept for its teacher
 * until it is committed, discarded or {@link IMPORT_KEEP_HOURS} hours old, in `pending_imports` so
 * that every app instance behind the proxy finds it. Nothing of the student record is written here.
 */
import { and, eq, gt, lte } from "drizzle-orm";
import { IMPORT_KEEP_HOURS, type ImportKind } from "../../../shared/contracts/imports.ts";
import type { Db } from "../../db/client.ts";
import { pendingImports, type StoredTable } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Table } from "../../lib/tabular.ts";

/** The message of an unknown, expired or another teacher's import. */
export const IMPORT_NOT_FOUND =
  "Import not found. It may have expired after 24 hours; upload the file again.";

/** A pending import as the kinds read it. */
export interface StoredImport {
  id: string;
  kind: ImportKind;
  fileName: string;
  format: "csv" | "xlsx";
  studentId: string | null;
  goalId: string | null;
  table: StoredTable;
  expiresAt: Date;
}

/** A file name as shown back: its last path part, at most 200 characters. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return (base.trim() || "file").slice(0, 200);
}

/**
 * Keeps a parsed upload for 24 hours and deletes the teacher's expired ones.
 * @returns the stored import.
 */
export async function saveImport(
  db: Db,
  userId: string,
  input: {
    kind: ImportKind;
    fileName: string;
    table: Table;
    studentId?: string | null;
    goalId?: string | null;
  },
  now: Date,
): Promise<StoredImport> {
  await db
    .delete(pendingImports)
    .where(and(eq(pendingImports.userId, userId), lte(pendingImports.expiresAt, now)));
  const expiresAt = new Date(now.getTime() + IMPORT_KEEP_HOURS * 3_600_000);
  const table: StoredTable = {
    columns: input.table.columns,
    rows: input.table.rows,
    rowNumbers: input.table.rowNumbers,
  };
  const [row] = await db
    .insert(pendingImports)
    .values({
      userId,
      kind: input.kind,
      fileName: displayFileName(input.fileName),
      format: input.table.format,
      studentId: input.studentId ?? null,
      goalId: input.goalId ?? null,
      tableData: table,
      createdAt: now,
      expiresAt,
    })
    .returning({ id: pendingImports.id });
  if (!row) throw new Error("insert into pending_imports returned no row");
  await recordAudit(db, {
    userId,
    action: "import.upload",
    entity: "import",
    entityId: row.id,
    detail: { kind: input.kind, rows: table.rows.length, columns: table.columns.length },
  });
  return {
    id: row.id,
    kind: input.kind,
    fileName: displayFileName(input.fileName),
    format: input.table.format,
    studentId: input.studentId ?? null,
    goalId: input.goalId ?? null,
    table,
    expiresAt,
  };
}

/**
 * The teacher's import, if it has not expired.
 * @throws AppError 404 {@link IMPORT_NOT_FOUND} for an unknown, expired or another teacher's id.
 */
export async function loadImport(db: Db, userId: string, id: string, now: Date): Promise<StoredImport> {
  const [row] = await db
    .select()
    .from(pendingImports)
    .where(
      and(eq(pendingImports.id, id), eq(pendingImports.userId, userId), gt(pendingImports.expiresAt, now)),
    )
    .limit(1);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.fileName,
    format: row.format as "csv" | "xlsx",
    studentId: row.studentId,
    goalId: row.goalId,
    table: row.tableData,
    expiresAt: row.expiresAt,
  };
}

/**
 * Forgets an import (cancelled, or committed: a committed import cannot be committed twice).
 * @returns true when the teacher had it.
 */
export async function discardImport(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(pendingImports)
    .where(and(eq(pendingImports.id, id), eq(pendingImports.userId, userId)))
    .returning({ id: pendingImports.id });
  return gone.length > 0;
}

/**
 * Deletes every expired import of every teacher (run by the periodic jobs).
 * @returns how many were deleted.
 */
export async function sweepExpiredImports(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(pendingImports)
    .where(lte(pendingImports.expiresAt, now))
    .returning({ id: pendingImports.id });
  return gone.length;
}
