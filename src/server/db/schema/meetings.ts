/**
 * Meetings, attendees, deadlines, in-app notifications, the reminder ledger and calendar-feed tokens
 * (requirements "Meetings", "Deadlines", "Notifications").
 *
 * - `meetings` and `meeting_attendees` carry the columns of requirements "Meetings" plus type,
 *   duration, location, the reschedule history, the iCalendar SEQUENCE and the linked deadline.
 * - `deadlines` carry the columns of requirements "Deadlines" plus title, kind and source;
 *   `computed_key` is the kind of the current computed deadline (null for manual ones and for computed
 *   ones kept as history), unique per student, so the legal clock never duplicates a deadline.
 * - `reminders_sent` is the ledger of the reminder job: one row per (kind, subject, target date),
 *   claimed with INSERT … ON CONFLICT DO NOTHING before anything is sent, so two servers on one
 *   database (or a restart) never send the same reminder twice.
 * - `calendar_feeds` holds the SHA-256 of each teacher's secret feed token, never the token itself.
 */
import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { students } from "./students.ts";

/** One earlier date of a rescheduled meeting (ISO instants). */
export interface MeetingHistoryItem {
  previousDate: string;
  newDate: string;
  changedAt: string;
  reason: string | null;
}

export const deadlines = pgTable(
  "deadlines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** "pending" | "done" | "dismissed". */
    status: text("status").notNull().default("pending"),
    title: text("title").notNull(),
    /** annual_review | reevaluation | progress_report | initial_evaluation | transition_plan | follow_up | custom. */
    kind: text("kind").notNull().default("custom"),
    /** "manual" | "computed". */
    source: text("source").notNull().default("manual"),
    /** The kind, while this is the student's current computed deadline of that kind; else null. */
    computedKey: text("computed_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("deadlines_user_id_due_date_idx").on(t.userId, t.dueDate),
    uniqueIndex("deadlines_student_id_computed_key_idx").on(t.studentId, t.computedKey),
  ],
);

export const meetings = pgTable(
  "meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }).notNull(),
    /** "scheduled" | "rescheduled" | "cancelled" | "held". */
    status: text("status").notNull().default("scheduled"),
    /** initial | annual_review | reevaluation | amendment | transition | other. */
    type: text("type").notNull().default("other"),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    location: text("location"),
    virtualLink: text("virtual_link"),
    notes: text("notes"),
    cancellationReason: text("cancellation_reason"),
    history: jsonb("history").$type<MeetingHistoryItem[]>().notNull().default(sql`'[]'::jsonb`),
    /** The deadline this meeting answers (annual review due for an annual-review meeting). */
    deadlineId: uuid("deadline_id").references(() => deadlines.id, { onDelete: "set null" }),
    /** iCalendar SEQUENCE of the invitation; raised by each reschedule and by the cancel (RFC 5545 §3.8.7.4). */
    icalSequence: integer("ical_sequence").notNull().default(0),
    heldAt: timestamp("held_at", { withTimezone: true }),
    /**
     * When the attendees were first sent the invitation (null: never). From then on each reschedule
     * and the cancel mail them unless the teacher says not to (requirements "Notifications").
     */
    attendeesInvitedAt: timestamp("attendees_invited_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("meetings_user_id_scheduled_date_idx").on(t.userId, t.scheduledDate),
    index("meetings_student_id_idx").on(t.studentId),
  ],
);

export const meetingAttendees = pgTable(
  "meeting_attendees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    attendeeName: text("attendee_name").notNull(),
    attendeeEmail: text("attendee_email"),
    attendeeRole: text("attendee_role").notNull().default("other"),
    attendanceStatus: text("attendance_status").notNull().default("invited"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meeting_attendees_meeting_id_idx").on(t.meetingId)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** See NOTIFICATION_TYPES in the contract. */
    type: text("type").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "set null" }),
    deadlineId: uuid("deadline_id").references(() => deadlines.id, { onDelete: "set null" }),
    /** Set for notifications that must exist once (a quota warning per month); unique per user. */
    dedupeKey: text("dedupe_key"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_id_created_at_idx").on(t.userId, t.createdAt),
    uniqueIndex("notifications_user_id_dedupe_key_idx").on(t.userId, t.dedupeKey),
  ],
);

export const remindersSent = pgTable(
  "reminders_sent",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "meeting_reminder" | "deadline_reminder" | "deadline_overdue" | "services_owed". */
    kind: text("kind").notNull(),
    /** The meeting or deadline id; for "services_owed", a UUID made from the teacher's id. */
    subjectId: uuid("subject_id").notNull(),
    /**
     * The meeting's date-time or the deadline's due date it was sent for (a moved one is reminded
     * again); for "services_owed", the week's Monday.
     */
    targetDate: text("target_date").notNull(),
    /** "claimed" while sending, then "sent", "failed" or "in_app_only" (e-mail reminders off). */
    outcome: text("outcome").notNull().default("claimed"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One claim per teacher: a shared student's meeting is reminded to its owner and its co-teachers.
  (t) => [
    uniqueIndex("reminders_sent_user_kind_subject_target_idx").on(
      t.userId,
      t.kind,
      t.subjectId,
      t.targetDate,
    ),
  ],
);

export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Hex SHA-256 of the secret token. */
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type MeetingRow = typeof meetings.$inferSelect;
export type AttendeeRow = typeof meetingAttendees.$inferSelect;
export type DeadlineRow = typeof deadlines.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
