/**
 * Roster import (requirements "Roster import"): header guessing, the values of each row, duplicates
 * and the plan's student limit, and the commit.
 *
 * The commit writes every row without errors in one transaction with the pending import's deletion
 * (a second commit is 404), through the students feature's own insert and change (deadlines synced
 * as for a student added by hand), and audits `student.import` with counts only.
 */
import { type ImportCommitResult, STUDENT_IMPORT_FIELDS } from "../../../shared/contracts/imports.ts";
import {
  createStudentInput,
  type Student,
  type UpdateStudentData,
  updateStudentInput,
} from "../../../shared/contracts/students.ts";
import { guessRosterMapping } from "../../../shared/domain/roster-import.ts";
import { studentLimitMessage } from "../../../shared/domain/student-limit.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { changeStudent, insertStudent, studentRoom } from "../students/index.ts";
import type { ImportKindHandler } from "./import-kinds.ts";
import { discardImport, IMPORT_NOT_FOUND } from "./import-store.ts";
import { type MatchedRow, matchRosterRows } from "./roster-rows.ts";

/** The `field` of a row refused because the plan's student limit is reached. */
export const LIMIT_FIELD = "limit";

/**
 * What an update of `student` with a row changes: the fields the file maps and fills, never a blank
 * (the parent contact's parts the row fills, the others kept).
 */
function updateOf(row: MatchedRow, student: Pick<Student, "parentContact">): UpdateStudentData {
  const input = { ...row.input } as Record<string, unknown>;
  if (input.parentContact) {
    input.parentContact = { ...student.parentContact, ...(input.parentContact as object) };
  }
  return updateStudentInput.parse(input);
}

export const studentsImport: ImportKindHandler = {
  fields: STUDENT_IMPORT_FIELDS,
  guessMapping: (columns) => guessRosterMapping(columns),

  async preview(db, userId, stored, mapping, now) {
    const rows = await matchRosterRows(db, userId, stored, mapping, now);
    return {
      preview: rows.map(({ row, values, errors, duplicate }) => ({ row, values, errors, duplicate })),
      limit: await studentRoom(db, userId, now),
    };
  },

  async commit(db, userId, stored, { mapping, duplicates }, now) {
    return db.transaction(async (tx): Promise<ImportCommitResult> => {
      // Gone already (a parallel commit, a cancel): nothing is written.
      if (!(await discardImport(tx, userId, stored.id))) throw notFound(IMPORT_NOT_FOUND);
      const room = await studentRoom(tx, userId, now, { lock: true });
      const timeZone = await teacherTimeZone(tx, userId);
      const rows = await matchRosterRows(tx, userId, stored, mapping, now);
      const result: ImportCommitResult = { created: 0, updated: 0, skipped: 0, errors: [] };
      for (const row of rows) {
        if (row.errors.length > 0 || row.input === null) {
          for (const e of row.errors) result.errors.push({ row: row.row, ...e });
          continue;
        }
        // A repeat of an earlier row of the file is left (the first wins); a student of the
        // caseload is left or updated as the teacher chose.
        if (row.duplicate !== null) {
          if (duplicates === "update" && row.existing) {
            await changeStudent(tx, userId, row.existing.id, updateOf(row, row.existing), now);
            result.updated++;
          } else result.skipped++;
          continue;
        }
        if (room !== null && result.created >= room.available) {
          result.errors.push({
            row: row.row,
            field: LIMIT_FIELD,
            message: studentLimitMessage(room.maxStudents),
          });
          continue;
        }
        const data = createStudentInput.parse(row.input);
        await insertStudent(tx, userId, data, now, timeZone);
        result.created++;
      }
      await recordAudit(tx, {
        userId,
        action: "student.import",
        entity: "import",
        entityId: stored.id,
        detail: {
          rows: rows.length,
          created: result.created,
          updated: result.updated,
          skipped: result.skipped,
          errors: new Set(result.errors.map((e) => e.row)).size,
          duplicates,
        },
      });
      return result;
    });
  },
};
