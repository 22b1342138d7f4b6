/**
 * Every row of a progress-data import as it would be imported (requirements "Progress-data import"):
 * the goal it belongs to, its date and score read in that goal's unit, the same checks as a data
 * point entered by hand (the create contract, `checkProgressEntry`), and the duplicates on a date —
 * of an entry already recorded or of an earlier row of the file. Read-only; scoped by the teacher.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { createProgressEntryInput } from "../../../shared/contracts/goals.ts";
import {
  IMPORT_FIELD_LABELS,
  type ImportField,
  type ImportPreviewRow,
  type ImportRowError,
} from "../../../shared/contracts/imports.ts";
import { formatDate } from "../../../shared/domain/date-format.ts";
import { parseImportDate } from "../../../shared/domain/import-dates.ts";
import { checkProgressEntry } from "../../../shared/domain/progress-entry-check.ts";
import {
  goalListLabel,
  matchGoal,
  readScore,
  scoresAreFractions,
} from "../../../shared/domain/progress-import.ts";
import type { Runner } from "../../db/client.ts";
import { iepGoals, progressEntries } from "../../db/schema/index.ts";
import { teacherToday } from "../goals/index.ts";
import type { StoredImport } from "./import-store.ts";

/** A goal the import may write to, with what the data-point rule reads. */
interface ImportGoal {
  id: string;
  statement: string;
  area: string | null;
  unit: string | null;
  targetValue: number | null;
  baselineValue: number | null;
  baselineDate: string | null;
  /** "Goal 2 — Reading" (the student's list), or "the goal" for a one-goal import. */
  label: string;
}

/** One row with what the commit needs besides the preview. */
export interface ProgressRow {
  preview: ImportPreviewRow;
  /** Set when the row has no errors. */
  entry: { goalId: string; entryDate: string; progressValue: number | null; note: string | null } | null;
  /** The recorded entry it duplicates (`duplicate.of` "record"). */
  existingId: string | null;
}

const CONTRACT_FIELD: Record<string, ImportField> = {
  goalId: "goal",
  entryDate: "date",
  progressValue: "score",
  note: "note",
};

const rowError = (field: ImportField, message: string): ImportRowError => ({ field, message });

/** The goals of the import: the one goal, or the student's goals in the record's order. */
async function importGoals(db: Runner, userId: string, stored: StoredImport): Promise<ImportGoal[]> {
  const where = stored.goalId
    ? and(eq(iepGoals.id, stored.goalId), eq(iepGoals.userId, userId))
    : and(eq(iepGoals.studentId, stored.studentId ?? ""), eq(iepGoals.userId, userId));
  const rows = await db
    .select({
      id: iepGoals.id,
      statement: iepGoals.statement,
      area: iepGoals.area,
      unit: iepGoals.unit,
      targetValue: iepGoals.targetValue,
      baselineValue: iepGoals.baselineValue,
      baselineDate: iepGoals.baselineDate,
    })
    .from(iepGoals)
    .where(where)
    .orderBy(iepGoals.createdAt, iepGoals.id);
  return rows.map((g, i) => ({ ...g, label: stored.goalId ? "the goal" : goalListLabel(i, g) }));
}

/**
 * Reads and checks every row of a stored progress import with `mapping`.
 * @param db the database or the commit's transaction (the rows are read again at commit).
 * @returns the rows in file order; a row's `entry` is set when it has no errors (a one-goal import
 *   with a Goal column mapped: every row has an error saying to leave it out).
 */
export async function progressRows(
  db: Runner,
  userId: string,
  stored: StoredImport,
  mapping: Record<string, ImportField | null>,
  now: Date,
): Promise<ProgressRow[]> {
  const columnOf = (field: ImportField) => {
    const i = stored.table.columns.findIndex((c) => mapping[c] === field);
    return i < 0 ? null : i;
  };
  const [dateCol, scoreCol, noteCol, goalCol] = (["date", "score", "note", "goal"] as const).map(columnOf);
  const goals = await importGoals(db, userId, stored);
  const today = await teacherToday(db, userId, now);
  const todayDate = new Date(`${today}T12:00:00Z`);
  const cell = (cells: string[], col: number | null | undefined) =>
    col === null || col === undefined ? "" : (cells[col] ?? "");

  // Which goal each row is for, then each goal's score column read as a whole (fractions of one).
  const rowGoal = stored.table.rows.map((cells) => {
    if (stored.goalId && goalCol !== null && goalCol !== undefined) {
      return {
        error: `These data points are for one goal: leave the column "${stored.table.columns[goalCol]}" out (a Goal column is for several goals of a student).`,
      };
    }
    if (stored.goalId) return goals[0] ? { index: 0 } : { error: "Goal not found" };
    if (goalCol === null || goalCol === undefined) return { error: "Choose the column that names the goal." };
    return matchGoal(cell(cells, goalCol), goals);
  });
  const fractions = new Map<string, boolean>();
  for (const [g, goal] of goals.entries()) {
    const cells = stored.table.rows.flatMap((cells, r) => {
      const m = rowGoal[r];
      return m && "index" in m && m.index === g ? [cell(cells, scoreCol)] : [];
    });
    fractions.set(goal.id, scoresAreFractions(cells, goal.unit));
  }

  const goalIds = goals.map((g) => g.id);
  const recorded =
    goalIds.length === 0
      ? []
      : await db
          .select({
            id: progressEntries.id,
            goalId: progressEntries.goalId,
            entryDate: progressEntries.entryDate,
            progressValue: progressEntries.progressValue,
          })
          .from(progressEntries)
          .where(and(inArray(progressEntries.goalId, goalIds), eq(progressEntries.userId, userId)))
          .orderBy(desc(progressEntries.createdAt), desc(progressEntries.id));
  const largest = new Map<string, number>();
  const existing = new Map<string, (typeof recorded)[number]>();
  for (const e of recorded) {
    if (e.progressValue !== null)
      largest.set(e.goalId, Math.max(largest.get(e.goalId) ?? e.progressValue, e.progressValue));
    const key = `${e.goalId} ${e.entryDate}`;
    if (!existing.has(key)) existing.set(key, e);
  }
  const inFile = new Map<string, number>();

  return stored.table.rows.map((cells, r) => {
    const row = stored.table.rowNumbers[r] ?? r + 2;
    const errors: ImportRowError[] = [];
    const matched = rowGoal[r] ?? { error: "Goal not found" };
    const goal = "index" in matched ? goals[matched.index] : undefined;
    if ("error" in matched) errors.push(rowError("goal", matched.error));

    const dateText = cell(cells, dateCol);
    let entryDate: string | null = null;
    if (dateCol === null || dateCol === undefined)
      errors.push(rowError("date", "Choose the column that holds the date."));
    else if (dateText.trim() === "") errors.push(rowError("date", "The date is missing."));
    else {
      entryDate = parseImportDate(dateText, todayDate);
      if (!entryDate)
        errors.push(
          rowError(
            "date",
            `"${dateText.slice(0, 40)}" is not a date. Write it like 9/15/2026 or 2026-09-15.`,
          ),
        );
    }

    let progressValue: number | null = null;
    if (scoreCol === null || scoreCol === undefined)
      errors.push(rowError("score", "Choose the column that holds the score."));
    else {
      const read = readScore(
        cell(cells, scoreCol),
        goal?.unit ?? null,
        goal ? fractions.get(goal.id) : false,
      );
      if ("error" in read) errors.push(rowError("score", read.error));
      else progressValue = read.value;
    }
    const noteText = cell(cells, noteCol);

    const values: Record<string, string | null> = {
      date: entryDate ?? (dateText || null),
      score: progressValue === null ? cell(cells, scoreCol) || null : String(progressValue),
      note: noteText || null,
      goal: goal ? goal.label : cell(cells, goalCol) || null,
      goalId: goal?.id ?? null,
    };

    let entry: ProgressRow["entry"] = null;
    if (errors.length === 0 && goal && entryDate) {
      const parsed = createProgressEntryInput.safeParse({
        goalId: goal.id,
        entryDate,
        progressValue,
        note: noteText,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = CONTRACT_FIELD[String(issue.path[0])] ?? "date";
          errors.push(rowError(field, `${IMPORT_FIELD_LABELS[field]} ${issue.message}.`));
        }
      } else {
        const check = checkProgressEntry({ entryDate, progressValue }, goal, {
          today,
          largestSoFar: largest.get(goal.id) ?? null,
        });
        for (const p of check.refused)
          errors.push(rowError(p.field === "entryDate" ? "date" : "score", p.message));
        for (const p of check.implausible)
          errors.push(
            rowError(
              p.field === "entryDate" ? "date" : "score",
              `${p.message} Not imported: check the file, or enter it on the goal's page to confirm it.`,
            ),
          );
        if (errors.length === 0)
          entry = { goalId: goal.id, entryDate, progressValue, note: parsed.data.note ?? null };
      }
    }

    let duplicate: ImportPreviewRow["duplicate"] = null;
    let existingId: string | null = null;
    if (entry && goal) {
      const key = `${goal.id} ${entry.entryDate}`;
      const onRecord = existing.get(key);
      const earlier = inFile.get(key);
      const on = formatDate(entry.entryDate);
      const where = stored.goalId ? "" : ` for ${goal.label}`;
      if (earlier !== undefined) {
        duplicate = { of: "file", id: null, label: `Row ${earlier} of the file is also on ${on}${where}.` };
      } else if (onRecord) {
        existingId = onRecord.id;
        const was = onRecord.progressValue === null ? "no score" : String(onRecord.progressValue);
        duplicate = {
          of: "record",
          id: onRecord.id,
          label: `Already recorded on ${on}${where}: ${was}${goal.unit ? ` ${goal.unit}` : ""}.`,
        };
      }
      if (earlier === undefined) inFile.set(key, row);
    }
    return { preview: { row, values, errors, duplicate }, entry, existingId };
  });
}
