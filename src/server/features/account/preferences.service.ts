/**
 * Per-user preferences (requirements "Profile": preferences): default note type, e-mail reminders
 * and their lead time, identity-first default. One `user_preferences` row per teacher, written on
 * the first change; until then the defaults apply.
 */
import { eq } from "drizzle-orm";
import {
  DEFAULT_PREFERENCES,
  type Preferences,
  type UpdatePreferencesInput,
} from "../../../shared/contracts/account.ts";
import { NOTE_TYPES, type NoteType } from "../../../shared/contracts/notes.ts";
import type { Db } from "../../db/client.ts";
import { type UserPreferencesRow, userPreferences } from "../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";

const isNoteType = (value: string): value is NoteType => (NOTE_TYPES as readonly string[]).includes(value);

function toPreferences(row: UserPreferencesRow | undefined): Preferences {
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    defaultNoteType: isNoteType(row.defaultNoteType)
      ? row.defaultNoteType
      : DEFAULT_PREFERENCES.defaultNoteType,
    emailReminders: row.emailReminders,
    reminderLeadDays: row.reminderLeadDays,
    identityFirstDefault: row.identityFirstDefault,
    staffMayViewStudents: row.staffMayViewStudents,
  };
}

/**
 * The preferences of `userId`: the stored row, or `DEFAULT_PREFERENCES` (progress notes, reminders
 * on, 3 days ahead, person-first) when the teacher never changed them. Other features (meetings
 * reminders, the generate screen) read them through this function.
 * @param db the database or a transaction handle.
 */
export async function getUserPreferences(db: Pick<Db, "select">, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return toPreferences(row);
}

/**
 * Applies `input` (any subset) to the teacher's preferences, creating the row on first change, and
 * returns the result.
 */
export async function updateUserPreferences(
  db: Db,
  userId: string,
  input: UpdatePreferencesInput,
  now: Date,
): Promise<Preferences> {
  const before = await getUserPreferences(db, userId);
  const merged = { ...before, ...stripUndefined(input) };
  await db.transaction(async (tx) => {
    await tx
      .insert(userPreferences)
      .values({ userId, ...merged, updatedAt: now })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { ...merged, updatedAt: now } });
    // Letting staff see student records, or withdrawing it, is a disclosure decision: audited
    // (requirements "Admin area", "Audit log").
    if (merged.staffMayViewStudents !== before.staffMayViewStudents) {
      await recordAudit(tx, {
        userId,
        action: merged.staffMayViewStudents ? "consent.staff_view.grant" : "consent.staff_view.withdraw",
        entity: "teacher",
        entityId: userId,
      });
    }
  });
  return merged;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
