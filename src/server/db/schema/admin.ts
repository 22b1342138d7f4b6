/**
 * The admin area's tables (requirements "Admin area"; decision 013):
 * - `admin_users`: staff accounts, apart from teachers (their own password, role and TOTP secret);
 * - `admin_sessions`: the separate admin session, token stored as a SHA-256 digest, 24 hours absolute;
 * - `teacher_admin_state`: what staff set on a teacher (suspension, the quota reset of this month);
 * - `app_settings`: settings staff change without a restart (note limit, trial length, sign-ups…);
 * - `support_tickets` and `ticket_messages`: the teacher's support requests and the replies.
 */
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const adminUsers = pgTable("admin_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Lower-cased address. */
  email: text("email").notNull().unique(),
  /** The library's scrypt hash (`better-auth/crypto`). */
  passwordHash: text("password_hash").notNull(),
  /** True for a one-time password (printed by `admin:create`): it must be changed at first sign-in. */
  mustChangePassword: boolean("must_change_password").notNull().default(true),
  /** Server-side role; "admin" is the only one today. */
  role: text("role").notNull().default("admin"),
  /** Base32 TOTP secret; set when enrolment starts, trusted once `totpEnabledAt` is set. */
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  /**
   * The 30-second time step (Unix time / 30) of the last code accepted; a code of this step or an
   * earlier one is refused, so a code works once (RFC 6238 section 5.2).
   */
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the cookie's token. */
    tokenHash: text("token_hash").notNull().unique(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** When the second factor was checked in this session; null = password only. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end: created + 24 hours, never extended. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("admin_sessions_admin_id_idx").on(t.adminId)],
);

export const teacherAdminState = pgTable("teacher_admin_state", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Set while the account is suspended: sign-in and every /api/v1 call are refused. */
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  /** Notes generated before this instant do not count against this month's quota. */
  quotaResetAt: timestamp("quota_reset_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedBy: uuid("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The app page the teacher was on, e.g. "/dashboard/generate". */
    page: text("page"),
    /** The teacher agrees that staff may ask for a screenshot of the page. */
    screenshotConsent: boolean("screenshot_consent").notNull().default(false),
    /** "open" (waiting for staff), "pending" (waiting for the teacher) or "closed". */
    status: text("status").notNull().default("open"),
    assignedTo: uuid("assigned_to").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_tickets_user_id_idx").on(t.userId),
    index("support_tickets_status_idx").on(t.status),
  ],
);

export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    /** "teacher" or "staff". */
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_messages_ticket_id_idx").on(t.ticketId)],
);

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type SupportTicketRow = typeof supportTickets.$inferSelect;
