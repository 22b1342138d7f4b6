/**
 * IEP teams (requirements "IEP teams"):
 *
 * - `student_members`: one teacher on a student's team besides its owner (the case manager), with a
 *   role (`co_teacher` | `provider` | `para` | `viewer`). Invited by e-mail: `user_id` is null until
 *   the address has an account, and the invitation is matched to that account by its address.
 *   `status` is `invited` until the invitee accepts (`active`); a declined or revoked membership is
 *   deleted, so it grants nothing from the next request on.
 * - `student_transfers`: a case manager hands one or several students to another teacher; `pending`
 *   until the receiver accepts (ownership moves, in one transaction) or declines; the sender may
 *   cancel a pending one.
 *
 * Deleting the student or either account deletes its memberships (foreign keys cascade).
 */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { students } from "./students.ts";

export const studentMembers = pgTable(
  "student_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /** The member's account; null while the invited address has none. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The invited address, normalised (`shared/domain/email-address.ts`). */
    email: text("email").notNull(),
    /** co_teacher | provider | para | viewer. */
    role: text("role").notNull(),
    /** invited | active. */
    status: text("status").notNull().default("invited"),
    invitedByUserId: text("invited_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("student_members_student_id_email_idx").on(t.studentId, t.email),
    index("student_members_user_id_status_idx").on(t.userId, t.status),
    index("student_members_email_idx").on(t.email),
  ],
);

export const studentTransfers = pgTable(
  "student_transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromUserId: text("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The receiver's address, normalised; matched to their account when they answer. */
    toEmail: text("to_email").notNull(),
    /** The students handed over (ids), in the order the sender chose them. */
    studentIds: jsonb("student_ids").$type<string[]>().notNull(),
    /** none | viewer | co_teacher: what the sender keeps after an accepted transfer. */
    keepAccess: text("keep_access").notNull().default("none"),
    /** pending | accepted | declined | cancelled. */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    index("student_transfers_from_user_id_idx").on(t.fromUserId),
    index("student_transfers_to_email_status_idx").on(t.toEmail, t.status),
  ],
);

export type StudentMemberRow = typeof studentMembers.$inferSelect;
export type StudentTransferRow = typeof studentTransfers.$inferSelect;
