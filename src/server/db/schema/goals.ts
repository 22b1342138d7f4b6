/**
 * IEP goals and their progress entries (requirements "IEP goals", "Progress entries"). The original
 * columns (id, user_id, student_id, baseline_data,
 * measurement_method, evaluation_schedule, target_date, created_at; id, user_id, goal_id, entry_date,
 * progress_value nullable) plus what a measurable annual goal needs (statement, numeric baseline and
 * target, unit, direction, objectives) and who recorded each entry.
 *
 * Deleting a student deletes its goals; deleting a goal deletes its entries (foreign keys cascade; the
 * service also deletes them explicitly in one transaction, requirements "IEP goals").
 */
import { sql } from "drizzle-orm";
import { date, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { students } from "./students.ts";

export const iepGoals = pgTable(
  "iep_goals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /**
     * Who added the goal when it is not the owner: a provider on the student's team, who may then edit
     * it (requirements "IEP teams"). Null: the owner (or a co-teacher acting as one) added it.
     */
    authorId: text("author_id"),
    statement: text("statement").notNull(),
    area: text("area"),
    baselineData: text("baseline_data"),
    baselineValue: doublePrecision("baseline_value"),
    /** The IEP start: where the aimline begins. */
    baselineDate: date("baseline_date", { mode: "string" }).notNull(),
    targetValue: doublePrecision("target_value"),
    unit: text("unit"),
    /** "increase" | "decrease". */
    direction: text("direction").notNull().default("increase"),
    measurementMethod: text("measurement_method"),
    evaluationSchedule: text("evaluation_schedule"),
    targetDate: date("target_date", { mode: "string" }),
    objectives: jsonb("objectives").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("iep_goals_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("iep_goals_user_id_student_id_created_at_idx").on(t.userId, t.studentId, t.createdAt),
  ],
);

export const progressEntries = pgTable(
  "progress_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goalId: uuid("goal_id")
      .notNull()
      .references(() => iepGoals.id, { onDelete: "cascade" }),
    entryDate: date("entry_date", { mode: "string" }).notNull(),
    /** Null: a session with no score is still a record. */
    progressValue: doublePrecision("progress_value"),
    note: text("note"),
    enteredByUserId: text("entered_by_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("progress_entries_goal_id_entry_date_idx").on(t.goalId, t.entryDate)],
);

export type GoalRow = typeof iepGoals.$inferSelect;
export type ProgressEntryRow = typeof progressEntries.$inferSelect;
