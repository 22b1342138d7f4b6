/**
 * The teacher's reminder and reporting preferences (requirements "Notifications", "Deadlines"): whether
 * reminders are e-mailed and how many days ahead, from the account preferences
 * (`account/preferences.service.ts`, defaults: on, 3 days); the progress-report dates are the quarterly
 * default until teachers can set their own. This is the one function the reminder job and the legal
 * clock read them through.
 */
import { DEFAULT_REPORTING_DATES } from "../../../shared/domain/legal-clock.ts";
import type { Db } from "../../db/client.ts";
import { getUserPreferences } from "../account/preferences.service.ts";

/** Days before a meeting or deadline its reminder e-mail goes out when the teacher set nothing. */
export const DEFAULT_REMINDER_DAYS_BEFORE = 3;

export interface ReminderPreferences {
  /** False: reminders appear in the app only, no e-mail. */
  emailReminders: boolean;
  /** Whole days before a meeting or a deadline the reminder is sent (≥ 0). */
  reminderDaysBefore: number;
  /** Progress-report dates `MM-DD` (34 CFR §300.320(a)(3)); quarterly by default. */
  reportingDates: readonly string[];
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
    reportingDates: DEFAULT_REPORTING_DATES,
  };
}
