/**
 * IEP services, their logged sessions and the parent contact log (requirements "Services",
 * "Service log", "Parent contact log").
 *
 * - `iep_services`: one structured service of a student's IEP (name, provider, setting, individual or
 *   group, minutes per day/week/month, start and end dates; 34 CFR 300.320(a)(7)).
 * - `service_sessions`: one logged session of a service. `student_id` repeats the service's student so
 *   a student's log and the caseload export read one index; `group_id` ties the rows of a group
 *   session logged for several students at once.
 * - `parent_contacts`: one call, letter, e-mail or visit with its result (34 CFR 300.322(d)),
 *   optionally tied to a meeting and with the `follow_up` deadline its follow-up date made.
 *
 * Deleting a student deletes all three; deleting a service deletes its sessions; deleting a meeting
 * or a deadline only unlinks the contacts (foreign keys).
 */
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { deadlines, meetings } from "./meetings.ts";
import { students } from "./students.ts";

export const iepServices = pgTable(
  "iep_services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    providerName: text("provider_name"),
    providerRole: text("provider_role"),
    /** general_education | special_education | related_service | other. */
    setting: text("setting").notNull(),
    /** individual | group. */
    delivery: text("delivery").notNull(),
    /** Minutes required per `period`. */
    minutes: integer("minutes").notNull(),
    /** day | week | month. */
    period: text("period").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("iep_services_user_id_student_id_idx").on(t.userId, t.studentId)],
);

export const serviceSessions = pgTable(
  "service_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => iepServices.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    sessionDate: date("session_date", { mode: "string" }).notNull(),
    minutes: integer("minutes").notNull(),
    /** delivered | makeup | student_absent | student_unavailable | provider_absent | school_closed. */
    status: text("status").notNull(),
    groupSize: integer("group_size"),
    groupId: uuid("group_id"),
    goalIds: jsonb("goal_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    note: text("note"),
    enteredByUserId: text("entered_by_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_sessions_service_id_session_date_idx").on(t.serviceId, t.sessionDate),
    index("service_sessions_user_id_student_id_session_date_idx").on(t.userId, t.studentId, t.sessionDate),
    index("service_sessions_user_id_session_date_idx").on(t.userId, t.sessionDate),
  ],
);

export const parentContacts = pgTable(
  "parent_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    contactDate: date("contact_date", { mode: "string" }).notNull(),
    /** phone | email | in_person | letter | video | text | other. */
    method: text("method").notNull(),
    /** outgoing | incoming. */
    direction: text("direction").notNull(),
    contactName: text("contact_name"),
    relationship: text("relationship"),
    /** meeting_notice | progress | behavior | general | other. */
    purpose: text("purpose").notNull(),
    /** reached | left_message | no_answer | sent | returned | other. */
    outcome: text("outcome").notNull(),
    summary: text("summary"),
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "set null" }),
    followUpDate: date("follow_up_date", { mode: "string" }),
    followUpDeadlineId: uuid("follow_up_deadline_id").references(() => deadlines.id, {
      onDelete: "set null",
    }),
    enteredByUserId: text("entered_by_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("parent_contacts_user_id_student_id_contact_date_idx").on(t.userId, t.studentId, t.contactDate),
    index("parent_contacts_meeting_id_idx").on(t.meetingId),
  ],
);

export type ServiceRow = typeof iepServices.$inferSelect;
export type ServiceSessionRow = typeof serviceSessions.$inferSelect;
export type ParentContactRow = typeof parentContacts.$inferSelect;
