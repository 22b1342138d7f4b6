/**
 * The rows of a roster import as the preview and the commit see them (requirements "Roster import"):
 * each row read by the shared rules (`readRosterRow`), and matched against the teacher's caseload
 * and the file's earlier rows. A row matches a student by the school's student ID (trimmed, any
 * letter case); a row without an ID, or whose ID no student has, matches by name (letter case and
 * spacing ignored) and date of birth a student with no ID.
 */
import { eq } from "drizzle-orm";
import type { ImportMapping, ImportPreviewRow } from "../../../shared/contracts/imports.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { type RosterCells, type RosterRow, readRosterRow } from "../../../shared/domain/roster-import.ts";
import { fromStudentRow } from "../../../shared/domain/student-record.ts";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import type { StoredImport } from "./import-store.ts";

/** One row read and matched. `match` is the student it duplicates, or the earlier row of the file. */
export interface MatchedRow extends RosterRow {
  row: number;
  duplicate: ImportPreviewRow["duplicate"];
  /** The existing student it matches (record duplicates only). */
  existing: Student | null;
  /** The earlier row of the file it matches (file duplicates only). */
  earlierRow: number | null;
}

const idKey = (id: string | null | undefined) => (id ?? "").trim().toLowerCase();
const nameKey = (name: string | null | undefined, dob: string | null | undefined) =>
  name && dob ? `${name.replace(/\s+/g, " ").trim().toLowerCase()}|${dob}` : "";

/** Finds students and earlier rows by ID, or by name and date of birth among those without an ID. */
class Matcher<T> {
  private byId = new Map<string, T>();
  private byName = new Map<string, T>();
  add(id: string | null | undefined, name: string | null | undefined, dob: string | null | undefined, it: T) {
    const key = idKey(id);
    if (key !== "") {
      if (!this.byId.has(key)) this.byId.set(key, it);
    } else {
      const nk = nameKey(name, dob);
      if (nk !== "" && !this.byName.has(nk)) this.byName.set(nk, it);
    }
  }
  find(id: string | null | undefined, name: string | null | undefined, dob: string | null | undefined) {
    const key = idKey(id);
    const hit = key === "" ? undefined : this.byId.get(key);
    if (hit !== undefined) return hit;
    const nk = nameKey(name, dob);
    return nk === "" ? undefined : this.byName.get(nk);
  }
}

/** The row's text by field under `mapping` (a column not mapped is left out). */
export function cellsOf(
  columns: readonly string[],
  cells: readonly string[],
  mapping: ImportMapping,
): RosterCells {
  const out: RosterCells = {};
  columns.forEach((column, i) => {
    const field = mapping[column];
    if (field) (out as Record<string, string>)[field] = cells[i] ?? "";
  });
  return out;
}

/**
 * Every row of the stored roster read with `mapping` and matched (read-only; the caller's
 * transaction when it commits).
 * @param now the reference instant for two-digit years.
 */
export async function matchRosterRows(
  db: Db,
  userId: string,
  stored: StoredImport,
  mapping: ImportMapping,
  now: Date,
): Promise<MatchedRow[]> {
  const caseload = await db.select().from(students).where(eq(students.userId, userId));
  const records = new Matcher<Student>();
  for (const row of caseload) {
    const s = fromStudentRow(row);
    records.add(s.studentId, s.name, s.dateOfBirth, s);
  }
  const earlier = new Matcher<number>();
  const { columns, rows, rowNumbers } = stored.table;
  return rows.map((cells, i) => {
    const row = rowNumbers[i] ?? i + 2;
    const read = readRosterRow(cellsOf(columns, cells, mapping), now);
    const id = read.values.studentId;
    const name = read.values.name;
    const dob = read.values.dateOfBirth;
    const existing = records.find(id, name, dob) ?? null;
    const earlierRow = existing ? null : (earlier.find(id, name, dob) ?? null);
    if (read.errors.length === 0) earlier.add(id, name, dob, row);
    const duplicate: MatchedRow["duplicate"] = existing
      ? { of: "record", id: existing.id, label: existing.name }
      : earlierRow !== null
        ? { of: "file", id: null, label: `row ${earlierRow}` }
        : null;
    return { ...read, row, duplicate, existing, earlierRow };
  });
}
