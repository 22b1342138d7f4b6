/**
 * What each kind of import does with a stored table (requirements "Import"): its fields, the
 * server's guess of the mapping, the preview of every row, the commit, and — for progress data —
 * what the upload is for. The routes (`imports.routes.ts`) are the same for every kind; the rules
 * are the kind's (`students-import.ts`, `progress-import.ts`).
 */
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  IMPORT_FIELD_LABELS,
  type ImportCommitInput,
  type ImportCommitResult,
  type ImportField,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportPreviewRow,
} from "../../../shared/contracts/imports.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { StoredImport } from "./import-store.ts";

/** One kind of import. Every function is scoped by the teacher (`userId`). */
export interface ImportKindHandler {
  /** The fields a column may be mapped to. */
  fields: readonly ImportField[];
  /**
   * The server's guess of each column's field from the header names (a field at most once), for what
   * the upload is for (a progress upload for one goal has no goal column to map).
   */
  guessMapping(columns: string[], target: { studentId: string | null; goalId: string | null }): ImportMapping;
  /**
   * What a progress upload is for, from its form fields (`goalId` or `studentId`).
   * @throws AppError 404 for another teacher's or a missing goal or student, 400 when neither is sent.
   */
  target?(
    db: Db,
    userId: string,
    form: Record<string, string>,
  ): Promise<{ studentId: string | null; goalId: string | null }>;
  /** Every row as it would be imported with `mapping`, and the plan's student limit (read-only). */
  preview(
    db: Db,
    userId: string,
    stored: StoredImport,
    mapping: ImportMapping,
    now: Date,
  ): Promise<{ preview: ImportPreviewRow[]; limit: ImportPreview["limit"] }>;
  /** Writes every row without errors in one transaction; rows with errors are reported, not written. */
  commit(
    db: Db,
    userId: string,
    stored: StoredImport,
    input: ImportCommitInput,
    now: Date,
  ): Promise<ImportCommitResult>;
}

/**
 * Checks a mapping sent by the screen against the file and the kind: every key a column of the file,
 * every field one of the kind's and mapped from one column at most. Columns left out are unmapped.
 * @returns the mapping with every column of the file (null where not mapped).
 * @throws AppError 400 VALIDATION_ERROR naming the column or field.
 */
export function checkMapping(
  columns: readonly string[],
  mapping: ImportMapping,
  fields: readonly ImportField[],
): Record<string, ImportField | null> {
  const problems: string[] = [];
  const known = new Set(columns);
  const from = new Map<ImportField, string[]>();
  for (const [column, field] of Object.entries(mapping)) {
    if (!known.has(column)) problems.push(`mapping: "${column}" is not a column of the file`);
    else if (field !== null && !fields.includes(field)) {
      problems.push(`mapping: "${column}" cannot be imported as ${IMPORT_FIELD_LABELS[field]}`);
    } else if (field !== null) from.set(field, [...(from.get(field) ?? []), column]);
  }
  for (const [field, cols] of from) {
    if (cols.length > 1) {
      problems.push(
        `mapping: ${IMPORT_FIELD_LABELS[field]} is chosen for ${cols.length} columns (${cols.map((c) => `"${c}"`).join(", ")}); choose one`,
      );
    }
  }
  if (problems.length > 0) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, problems.join("; "), { fields: problems });
  }
  return Object.fromEntries(columns.map((c) => [c, mapping[c] ?? null]));
}

/** The kinds, filled in by their modules. */
export type ImportKinds = Record<ImportKind, ImportKindHandler>;
