/**
 * State that several app instances on one PostgreSQL share (architecture "Two ways to run"): the
 * per-teacher AI request budget and the suggestion reply cache (requirements "Rate limits",
 * "Suggestions"). Kept here rather than in each process's memory, so two servers behind one
 * address count together and answer alike. Rows expire; writers delete expired rows as they go.
 */
import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** One fixed window per key (e.g. `ai:<userId>`): requests counted since `window_start` (ms since epoch). */
export const requestBudgets = pgTable(
  "request_budgets",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
  },
  (t) => [index("request_budgets_window_start_idx").on(t.windowStart)],
);

/**
 * The provider's de-identified suggestion replies (names already replaced by placeholders), keyed
 * by SHA-256 of user, field type, input, grade and note type; deleted with the teacher's account.
 */
export const suggestionReplies = pgTable(
  "suggestion_replies",
  {
    keyHash: text("key_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reply: text("reply").notNull(),
    /** When the reply stops being served, ms since epoch. */
    expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("suggestion_replies_user_idx").on(t.userId),
    index("suggestion_replies_expires_idx").on(t.expiresAt),
  ],
);
