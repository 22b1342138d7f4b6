/**
 * Uploaded files waiting to be imported (requirements "Import"): the parsed table of one roster or
 * progress-data file, kept for its teacher until it is committed, discarded or 24 hours old.
 *
 * - `kind`: `students` (a roster) or `progress` (data points for one goal, or several goals of one
 *   student with a goal column).
 * - `goal_id` / `student_id`: what a progress import is for (null for a roster); deleting the goal or
 *   the student deletes the pending import.
 * - `table_data`: `{ columns: string[], rows: string[][], rowNumbers: number[] }` — the header and the
 *   data rows as text, each row's number in the file (the header's row is 1 for a file whose first
 *   line is the header). Held as the file said it, never as student records: nothing is written to the
 *   record until the commit.
 * - `expires_at`: 24 hours after the upload; a later read is 404, and expired rows are deleted.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { iepGoals } from "./goals.ts";
import { students } from "./students.ts";

/** The parsed table held with a pending import (see the module docstring). */
export interface StoredTable {
  columns: string[];
  rows: string[][];
  rowNumbers: number[];
}

export const pendingImports = pgTable(
  "pending_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** students | progress. */
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    /** csv | xlsx. */
    format: text("format").notNull(),
    studentId: uuid("student_id").references(() => students.id, { onDelete: "cascade" }),
    goalId: uuid("goal_id").references(() => iepGoals.id, { onDelete: "cascade" }),
    tableData: jsonb("table_data").$type<StoredTable>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("pending_imports_user_id_idx").on(t.userId),
    index("pending_imports_expires_at_idx").on(t.expiresAt),
  ],
);
