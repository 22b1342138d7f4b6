/**
 * The teacher's reminder and reporting preferences (requirements "Notifications", "Deadlines"): whether
 * reminders are e-mailed and how many days ahead, from the account preferences
 * (`account/preferences.service.ts`, defaults: on, 3 days), and the progress-report dates the teacher
 * set (set through `deadlines/reporting-dates.service.ts`, quarterly by default). This is the one function the
 * reminder job and the legal clock read them through.
 */
import { eq } from "drizzle-orm";
import {
  DEFAULT_REPORTING_DATES,
  normalizeReportingDates,
} from "../../../shared/domain/legal-clock-reporting.ts";
import type { Db } from "../../db/client.ts";
import { userPreferences } from "../../db/schema/index.ts";
import { getUserPreferences } from "../account/index.ts";

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
    reportingDates: await readReportingDates(db, userId),
  };
}

/** The stored dates `MM-DD` of `userId` (valid ones, school-year order), else the quarterly default. */
export async function readReportingDates(db: Pick<Db, "select">, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ dates: userPreferences.reportingDates })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  const dates = normalizeReportingDates(Array.isArray(row?.dates) ? row.dates : []);
  return dates.length > 0 ? dates : [...normalizeReportingDates(DEFAULT_REPORTING_DATES)];
}
