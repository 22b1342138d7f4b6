/**
 * Per-user settings, the profile picture, and what outlives an account: the e-mail blacklist, the
 * trial ledger and the archive of a deleted account's notes (requirements "Profile", "Account
 * deletion", "Plans and trial").
 *
 * Tables keyed by user id cascade with the account; the blacklist, the ledger and the archive have
 * no foreign key to `users`, so deleting the account keeps them.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** PostgreSQL `bytea` as a Node `Buffer`. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One row per teacher (requirements "Profile": preferences). Missing row = the defaults. */
export const userPreferences = pgTable("user_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** One of the note types (requirements "Note fields"); preselected on the generate screen. */
  defaultNoteType: text("default_note_type").notNull().default("progress"),
  /** E-mail reminders before meetings and deadlines (requirements "Meetings", "Notifications"). */
  emailReminders: boolean("email_reminders").notNull().default(true),
  /** How many days before a meeting or deadline the reminder goes out. */
  reminderLeadDays: integer("reminder_lead_days").notNull().default(3),
  /** New students default to identity-first language (APA 7 §5.4); person-first when false. */
  identityFirstDefault: boolean("identity_first_default").notNull().default(false),
  /**
   * The teacher lets support staff open their students' records (requirements "Admin area"); off by
   * default. Every change and every view is audited.
   */
  staffMayViewStudents: boolean("staff_may_view_students").notNull().default(false),
  /**
   * Progress-report dates `MM-DD` in school-year order (requirements "Deadlines"; 34 CFR §300.320(a)(3));
   * null = the quarterly default. Read and written by `deadlines/reporting-dates.service.ts`.
   */
  reportingDates: jsonb("reporting_dates").$type<string[]>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The teacher's profile picture, 256 × 256 WebP, kept in the database so backups hold it. */
export const userPictures = pgTable("user_pictures", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  image: bytea("image").notNull(),
  contentType: text("content_type").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses of deleted accounts (requirements "Account deletion"); sign-up is refused while blocked. */
export const emailBlacklist = pgTable("email_blacklist", {
  /** Lower-cased, trimmed address. */
  email: text("email").primaryKey(),
  reason: text("reason").notNull().default("account_deleted"),
  /** True once re-registration has been allowed (an administrator's action). */
  reregistrationAllowed: boolean("reregistration_allowed").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per address that ever started a Pro trial (requirements "Plans and trial": one trial per e-mail). */
export const trialLedger = pgTable("trial_ledger", {
  email: text("email").primaryKey(),
  trialStartedAt: timestamp("trial_started_at", { withTimezone: true }).notNull(),
});

/** Notes of deleted accounts, kept for the district's retention (requirements "Account deletion"). */
export const archivedNotes = pgTable(
  "archived_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    originalNoteId: uuid("original_note_id").notNull(),
    /** The deleted account's id; no foreign key (the account is gone). */
    userId: text("user_id").notNull(),
    studentId: uuid("student_id"),
    studentName: text("student_name").notNull().default(""),
    date: date("date", { mode: "string" }),
    type: text("type").notNull(),
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
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("archived_notes_user_id_idx").on(t.userId)],
);

export type UserPreferencesRow = typeof userPreferences.$inferSelect;
