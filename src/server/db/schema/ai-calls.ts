/**
 * One row per request to the AI text service (requirements "Admin area": AI errors by class, the
 * fallback rate and latency; "AI errors" for the classes). No text, no student and no teacher is
 * stored: only what was asked for, who wrote it, how it ended and how long it took, so staff see how
 * the service behaves without seeing anything a teacher typed.
 */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const aiCalls = pgTable(
  "ai_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The writing task: `note`, `enhance`, `suggestions` or `iepSection`. */
    feature: text("feature").notNull(),
    /** The writer: `ai` (a language model) or `template` (the offline drafter). */
    writer: text("writer").notNull(),
    /** `ok` (the writer's text was used), `fallback` (the required fallback was used) or `aborted`. */
    result: text("result").notNull(),
    /**
     * Why it was not `ok`: an AI error class (`rate_limited`, `timeout`, …) or a guard's
     * rejection (`too_short`, `facts_changed`, `unsourced`, `judgement`); null when the text was used.
     */
    errorClass: text("error_class"),
    /** Writer calls made (a guard failure is retried once). */
    attempts: integer("attempts").notNull(),
    /** From the first call to the result, in milliseconds. */
    latencyMs: integer("latency_ms").notNull(),
  },
  (t) => [index("ai_calls_at_idx").on(t.at)],
);
