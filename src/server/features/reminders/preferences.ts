/**
 * The teacher's reminder preferences (requirements "Notifications"): whether reminders are e-mailed and
 * how many days ahead, from the account preferences (`getUserPreferences`, the one reader of the
 * preferences row; defaults: on, 3 days). The reminder job reads them through this function.
 */
import type { Db } from "../../db/client.ts";
import { getUserPreferences } from "../account/index.ts";

/** Days before a meeting or deadline its reminder e-mail goes out when the teacher set nothing. */
export const DEFAULT_REMINDER_DAYS_BEFORE = 3;

export interface ReminderPreferences {
  /** False: reminders appear in the app only, no e-mail. */
  emailReminders: boolean;
  /** Whole days before a meeting or a deadline the reminder is sent (≥ 0). */
  reminderDaysBefore: number;
}

/** The preferences of one teacher (stored ones, else the defaults). */
export async function readReminderPreferences(
  db: Pick<Db, "select">,
  userId: string,
): Promise<ReminderPreferences> {
  const prefs = await getUserPreferences(db, userId);
  return {
    emailReminders: prefs.emailReminders,
    reminderDaysBefore: Math.max(0, prefs.reminderLeadDays ?? DEFAULT_REMINDER_DAYS_BEFORE),
  };
}
