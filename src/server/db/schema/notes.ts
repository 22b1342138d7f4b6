/**
 * Progress notes (requirements "Note fields"). Column names are the stored ones listed there; the
 * save/read rules ("Note save and read rules") live in
 * `src/shared/domain/note-record.ts`.
 */
import { sql } from "drizzle-orm";
import { boolean, date, index, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { students } from "./students.ts";

export const notes = pgTable(
  "notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * Who wrote the note when it is not the owner: a member of the student's team (requirements
     * "IEP teams"). Null: the owner wrote it.
     */
    authorId: text("author_id"),
    /** Kept when the student is deleted (the note stays in the teacher's history with student_name). */
    studentId: uuid("student_id").references(() => students.id, { onDelete: "set null" }),
    studentName: text("student_name").notNull().default(""),
    date: date("date", { mode: "string" }),
    type: text("type").notNull().default("progress"),
    subject: text("subject"),
    observations: text("observations"),
    generatedNote: text("generated_note"),
    noteText: text("note_text").notNull().default(""),
    goalsAddressed: jsonb("goals_addressed").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    goalArea: text("goal_area"),
    inputSummary: text("input_summary"),
    progressPercentage: numeric("progress_percentage", { mode: "number" }),
    isEdited: boolean("is_edited").notNull().default(false),
    performanceData: jsonb("performance_data").$type<Record<string, unknown>>(),
    strategyData: jsonb("strategy_data").$type<Record<string, unknown>>(),
    contextData: jsonb("context_data").$type<Record<string, unknown>>(),
    /**
     * The student as the note was written (requirements "Note fields" studentContext): grade,
     * disabilities and goals at the time, so the note reads right after the record changes. Null
     * for notes saved before the column existed.
     */
    studentContext: jsonb("student_context").$type<Record<string, unknown>>(),
    /** Which drafter produced generated_note: "ai" (the provider) or "template" (offline drafter / fallback). */
    source: text("source"),
    /**
     * When the note was drafted in the browser while offline (the template note, saved once the
     * device was back online; decision 008); null for a note drafted by the server.
     */
    draftedOfflineAt: timestamp("drafted_offline_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notes_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("notes_user_id_student_id_idx").on(t.userId, t.studentId),
  ],
);

export type NoteRow = typeof notes.$inferSelect;
export type NewNoteRow = typeof notes.$inferInsert;
