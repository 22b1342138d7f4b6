/**
 * Progress-data import (requirements "Progress-data import"): data points for one goal (form field
 * `goalId`), or for several goals of one student (`studentId`, a Goal column matched to the student's
 * goals); every row checked like a data point entered by hand (`progress-rows.ts`), duplicates on a
 * date shown before anything is written, and the commit written through the progress feature's own
 * insert and update in one transaction that also forgets the pending import.
 */
import { and, eq } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { PROGRESS_IMPORT_FIELDS } from "../../../shared/contracts/imports.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { guessProgressMapping } from "../../../shared/domain/progress-import.ts";
import type { Db } from "../../db/client.ts";
import { iepGoals, students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { goalNotFound } from "../goals/index.ts";
import { createCheckedProgressEntries, updateProgressEntry } from "../progress/index.ts";
import type { ImportKindHandler } from "./import-kinds.ts";
import { discardImport, IMPORT_NOT_FOUND } from "./import-store.ts";
import { type ProgressRow, progressRows } from "./progress-rows.ts";

/** A data point the commit inserts. */
type NewEntry = NonNullable<ProgressRow["entry"]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The goal or the student an upload is for (exactly one of the form fields `goalId`, `studentId`).
 * @throws AppError 400 VALIDATION_ERROR with neither or both; 404 "Goal not found" / "Student not
 *   found" for a missing, malformed or another teacher's id.
 */
async function progressTarget(
  db: Db,
  userId: string,
  form: Record<string, string>,
): Promise<{ studentId: string | null; goalId: string | null }> {
  const goalId = form.goalId?.trim() || null;
  const studentId = form.studentId?.trim() || null;
  if ((goalId === null) === (studentId === null)) {
    const message =
      "Send goalId (data points for one goal) or studentId (several goals of a student, with a Goal column), not both";
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, message, { fields: [message] });
  }
  if (goalId !== null) {
    const [goal] = UUID.test(goalId)
      ? await db
          .select({ id: iepGoals.id, studentId: iepGoals.studentId })
          .from(iepGoals)
          .where(and(eq(iepGoals.id, goalId), eq(iepGoals.userId, userId)))
          .limit(1)
      : [];
    if (!goal) throw goalNotFound();
    return { goalId: goal.id, studentId: goal.studentId };
  }
  const [student] = UUID.test(studentId ?? "")
    ? await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, studentId ?? ""), eq(students.userId, userId)))
        .limit(1)
    : [];
  if (!student) throw notFound(messages.students.notFound);
  return { goalId: null, studentId: student.id };
}

export const progressImport: ImportKindHandler = {
  fields: PROGRESS_IMPORT_FIELDS,
  // For one goal, a goal column is left out rather than guessed (every row would be refused for it).
  guessMapping: (columns, target) => {
    const guess = guessProgressMapping(columns);
    if (target.goalId === null) return guess;
    return Object.fromEntries(Object.entries(guess).map(([c, f]) => [c, f === "goal" ? null : f]));
  },
  target: progressTarget,

  preview: async (db, userId, stored, mapping, now) => {
    const rows = await progressRows(db, userId, stored, mapping, now);
    return { preview: rows.map((r) => r.preview), limit: null };
  },

  /**
   * Writes every row without errors in one transaction: a new date is a new entry; a duplicate is
   * left ("skip") or has its score and note replaced ("update"; a later row of the file replaces the
   * earlier one's). The pending import is deleted in the same transaction.
   */
  commit: async (db, userId, stored, input, now) =>
    db.transaction(async (tx) => {
      const rows = await progressRows(tx, userId, stored, input.mapping, now);
      const noteMapped = Object.values(input.mapping).includes("note");
      // Per goal and date: the recorded entry's id, or the new entry this commit will insert.
      const written = new Map<string, { id: string } | { fresh: NewEntry }>();
      const fresh: NewEntry[] = [];
      let updated = 0;
      let skipped = 0;
      for (const { preview, entry, existingId } of rows) {
        if (!entry) continue;
        const key = `${entry.goalId} ${entry.entryDate}`;
        const target = written.get(key) ?? (existingId ? { id: existingId } : undefined);
        if (preview.duplicate && target) {
          if (input.duplicates === "skip") skipped += 1;
          else if ("fresh" in target) {
            // A later row of the file on a date this import adds: it wins.
            target.fresh.progressValue = entry.progressValue;
            if (noteMapped) target.fresh.note = entry.note;
            updated += 1;
          } else {
            await updateProgressEntry(
              tx,
              userId,
              target.id,
              {
                progressValue: entry.progressValue,
                ...(noteMapped ? { note: entry.note } : {}),
                confirmImplausible: true,
              },
              now,
            );
            updated += 1;
          }
          written.set(key, target);
          continue;
        }
        const added = { ...entry };
        fresh.push(added);
        written.set(key, { fresh: added });
      }
      // Checked by the same rule as a hand entry (progress-rows.ts): an implausible row is a row
      // error and never reaches the insert.
      await createCheckedProgressEntries(tx, userId, fresh, now);
      const created = fresh.length;
      if (!(await discardImport(tx, userId, stored.id))) {
        throw new AppError(404, ErrorCode.NOT_FOUND, IMPORT_NOT_FOUND);
      }
      const errors = rows.flatMap(({ preview }) =>
        preview.errors.map((e) => ({ row: preview.row, field: e.field, message: e.message })),
      );
      await recordAudit(tx, {
        userId,
        action: "progress.import",
        entity: "import",
        entityId: stored.id,
        detail: {
          goalId: stored.goalId,
          studentId: stored.studentId,
          created,
          updated,
          skipped,
          rowsWithErrors: new Set(errors.map((e) => e.row)).size,
        },
      });
      return { created, updated, skipped, errors };
    }),
};
