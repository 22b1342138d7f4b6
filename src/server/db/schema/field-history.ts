/**
 * Field history of a student's record (requirements "IEP draft": saving keeps the previous version,
 * which the teacher can restore). One row per field a save or a restore changed, with the value
 * before and after; deleted with the student.
 */
import { bigint, customType, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { students } from "./students.ts";

/**
 * A field's value in a `jsonb` column, read back exactly as written. Both drivers already parse
 * `jsonb`; drizzle's own `jsonb` type parses a string result again, so a teacher's text such as "42"
 * or "true" came back as a number or a boolean. This type parses once.
 */
const fieldValueJsonb = customType<{ data: string | string[] | null; driverData: unknown }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value as string | string[] | null,
});

export const studentFieldHistory = pgTable(
  "student_field_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Order of writing (two saves in the same millisecond still have an order). */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /** "presentLevels" | "iepDetails" | "serviceDelivery" | "accommodations" (the app's field name). */
    field: text("field").notNull(),
    /** Text, a list of lines, or null. */
    previousValue: fieldValueJsonb("previous_value"),
    newValue: fieldValueJsonb("new_value"),
    /** "iep_draft" | "restore". */
    origin: text("origin").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("student_field_history_student_seq_idx").on(t.userId, t.studentId, t.seq)],
);

export type StudentFieldHistoryRow = typeof studentFieldHistory.$inferSelect;
