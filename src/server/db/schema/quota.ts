/**
 * Note generation events: one row per generated note, never deleted with the note, so the monthly
 * quota counts generations, not surviving notes (requirements "Note quota"; decision 010).
 */
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const noteGenerations = pgTable(
  "note_generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The note it produced; kept as a plain id (no foreign key) so deleting the note keeps the event. */
    noteId: uuid("note_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("note_generations_user_id_created_at_idx").on(t.userId, t.createdAt)],
);

export type NoteGenerationRow = typeof noteGenerations.$inferSelect;
