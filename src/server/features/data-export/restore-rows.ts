/**
 * The building blocks of a restore (requirements "Export and restore" → "Restore"): inserts in
 * chunks, exported timestamps read back, the old-id → new-id maps, and the deadlines, whose
 * legal-clock ones are re-made rather than copied.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deadlines } from "../../db/schema/index.ts";
import { syncStudentDeadlines } from "../deadlines/index.ts";
import type { ExportContents } from "./restore-files.ts";

/** old id → new id for each kind of record. */
export type IdMap = Map<string, string>;

/** Rows per INSERT statement (PostgreSQL allows 65,535 parameters per statement). */
const CHUNK = 500;

export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** A valid instant from an exported timestamp, else `fallback`. */
export function instantOr(value: string | undefined, fallback: Date): Date {
  const parsed = value ? new Date(value) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : fallback;
}

/**
 * The deadlines (requirements "Deadlines"): the legal clock's are re-made by syncing each restored
 * student; an exported computed deadline that matches a re-made one (same student, kind and due
 * date) maps to it and gives it its status, any other (an earlier one kept as history) is restored as
 * history; manual ones (custom, follow-up) are restored as they were.
 * @returns old deadline id → new id.
 */
export async function restoreDeadlines(
  tx: Db,
  userId: string,
  contents: ExportContents,
  studentIds: IdMap,
  skip: (file: string, index: number, message: string) => void,
  now: Date,
): Promise<IdMap> {
  for (const studentId of studentIds.values()) await syncStudentDeadlines(tx, userId, studentId, now);
  const newStudents = [...studentIds.values()];
  const remade =
    newStudents.length === 0
      ? []
      : await tx
          .select({
            id: deadlines.id,
            studentId: deadlines.studentId,
            kind: deadlines.kind,
            dueDate: deadlines.dueDate,
          })
          .from(deadlines)
          .where(and(inArray(deadlines.studentId, newStudents), isNotNull(deadlines.computedKey)));
  const remadeBy = new Map(remade.map((d) => [`${d.studentId}|${d.kind}|${d.dueDate}`, d.id]));
  const ids: IdMap = new Map();
  const values: (typeof deadlines.$inferInsert)[] = [];
  for (const [index, d] of contents.rows.deadlines.entries()) {
    const studentId = studentIds.get(d.studentId);
    if (!studentId) {
      skip("deadlines.json", index, "Its student is not in the export.");
      continue;
    }
    const match = d.source === "computed" ? remadeBy.get(`${studentId}|${d.kind}|${d.dueDate}`) : undefined;
    if (match) {
      ids.set(d.id, match);
      if (d.status !== "pending")
        await tx.update(deadlines).set({ status: d.status }).where(eq(deadlines.id, match));
      continue;
    }
    const newId = randomUUID();
    ids.set(d.id, newId);
    values.push({
      id: newId,
      userId,
      studentId,
      dueDate: d.dueDate,
      status: d.status,
      title: d.title,
      kind: d.kind,
      source: d.source,
      computedKey: null,
      createdAt: instantOr(d.createdAt, now),
      updatedAt: instantOr(d.updatedAt, now),
    });
  }
  await insertChunked(values, (chunk) => tx.insert(deadlines).values(chunk));
  return ids;
}
