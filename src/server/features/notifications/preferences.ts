/**
 * The teacher's reminder and reporting preferences (requirements "Notifications", "Deadlines").
 * No per-user settings table exists yet, so every teacher gets the defaults; this is the one function
 * to change when user preferences are stored.
 */
import { DEFAULT_REPORTING_DATES } from "../../../shared/domain/legal-clock.ts";
import type { Db } from "../../db/client.ts";

/** Days before a meeting or deadline its reminder e-mail goes out (requirements "Notifications"). */
export const DEFAULT_REMINDER_DAYS_BEFORE = 3;

export interface ReminderPreferences {
  /** Whole days before a meeting or a deadline the reminder is sent (≥ 0). */
  reminderDaysBefore: number;
  /** Progress-report dates `MM-DD` (34 CFR §300.320(a)(3)); quarterly by default. */
  reportingDates: readonly string[];
}

/** The preferences of one teacher; the defaults until preferences are stored. */
export async function readReminderPreferences(
  _db: Pick<Db, "select">,
  _userId: string,
): Promise<ReminderPreferences> {
  return { reminderDaysBefore: DEFAULT_REMINDER_DAYS_BEFORE, reportingDates: DEFAULT_REPORTING_DATES };
}
