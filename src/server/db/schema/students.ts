/**
 * Students and the deleted-student archive (requirements "Student fields", "Deleting students").
 * Column names are those of requirements "Student fields"; the app↔column mapping lives in `src/shared/domain/student-record.ts`.
 * Lists and objects are jsonb; `parent_contact` is text holding a JSON string (decision 003).
 */
import { sql } from "drizzle-orm";
import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

const studentColumns = () => ({
  name: text("name").notNull(),
  grade: text("grade"),
  dateOfBirth: date("date_of_birth", { mode: "string" }),
  studentIdNumber: text("student_id_number"),
  parentContact: text("parent_contact"),
  annualMeetingDueDate: date("annual_meeting_due_date", { mode: "string" }),
  /** The last (re)evaluation date; the reevaluation is due three years later (34 CFR §300.303(b)(2)). */
  lastEvaluationDate: date("last_evaluation_date", { mode: "string" }),
  caseManager: text("case_manager"),
  serviceProviders: jsonb("service_providers").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  disability: text("disability"),
  disabilities: jsonb("disabilities").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  iepGoals: jsonb("iep_goals").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  notesText: text("notes_text"),
  dateAdded: date("date_added", { mode: "string" }),
  presentLevels: text("present_levels"),
  assessmentParticipation: text("assessment_participation"),
  placement: text("placement"),
  serviceDelivery: text("service_delivery"),
  iepDetails: text("iep_details"),
  progressMeasurement: text("progress_measurement"),
  behaviorSupport: text("behavior_support"),
  assistiveTechnology: text("assistive_technology"),
  communication: text("communication"),
  extendedSchoolYear: text("extended_school_year"),
  lreSetting: text("lre_setting"),
  transitionServices: text("transition_services"),
  accommodations: jsonb("accommodations").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  strengths: jsonb("strengths").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  areasOfNeed: jsonb("areas_of_need").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  defaultStrategies: jsonb("default_strategies")
    .$type<{ name: string; frequency: string; duration: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  defaultAccommodations: jsonb("default_accommodations")
    .$type<{ name: string; conditions: string; whenUsed: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  assessmentTools: jsonb("assessment_tools")
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  iepGoalTargets: jsonb("iep_goal_targets")
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /**
   * The student's or family's stated preference for identity-first language ("autistic student";
   * APA 7 §5.4). False: person-first ("student with autism"), the default of IEP writing.
   */
  identityFirstLanguage: boolean("identity_first_language").notNull().default(false),
  /** The family's language for reports: "en" | "es" (validated by the contract); null = English. */
  homeLanguage: text("home_language"),
});

export const students = pgTable(
  "students",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...studentColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("students_user_id_name_idx").on(t.userId, t.name)],
);

export const deletedStudents = pgTable(
  "deleted_students",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    originalStudentId: uuid("original_student_id").notNull(),
    userId: text("user_id").notNull(),
    deletedByUserId: text("deleted_by_user_id").notNull(),
    ...studentColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("deleted_students_user_id_idx").on(t.userId)],
);

export type StudentRow = typeof students.$inferSelect;
export type NewStudentRow = typeof students.$inferInsert;
