/**
 * What the IEP drafter itself wrote (requirements "IEP draft": a new draft starts from the record as
 * it is now, teacher edits included). One row per drafted section, the drafter's text before the
 * teacher's lines are put back; the newest `IEP_DRAFTED_KEPT` of each section of a student are kept.
 * A line of a saved field found in one of them is the drafter's, not the teacher's, even when an AI
 * provider words the next draft differently. Deleted with the student or the account.
 */
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { students } from "./students.ts";

export const iepDraftedSections = pgTable(
  "iep_drafted_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Order of drafting (two drafts in the same millisecond still have an order). */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /** "presentLevels" | "annualGoals" | "services" | "accommodations" (contracts/ai.ts). */
    section: text("section").notNull(),
    /** The section as the drafter (AI provider or offline template) wrote it. */
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("iep_drafted_sections_student_idx").on(t.userId, t.studentId, t.section, t.seq)],
);

export type IepDraftedSectionRow = typeof iepDraftedSections.$inferSelect;
