/**
 * Idempotency keys: the first answer to each change a teacher's device sent with an
 * `Idempotency-Key`, so a replay after a lost answer gets that answer instead of a second row
 * (requirements "Local storage"; decision 008). Kept at least 7 days, then deleted.
 */
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The client's key (a UUID in practice; 1–200 printable characters). */
    key: text("key").notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    /** The stored answer's HTTP status and body (JSON text, or empty for 204). */
    status: integer("status").notNull(),
    body: text("body").notNull(),
    contentType: text("content_type"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
