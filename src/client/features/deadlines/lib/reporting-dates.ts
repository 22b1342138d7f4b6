/**
 * Words for the progress-report dates (requirements "Deadlines"): preset names and month-days as
 * "Oct 31", the format the reporting-dates section shows and reads back.
 */
import type { ReportingPreset } from "@shared/domain/legal-clock-reporting";
import { MONTH_NAMES } from "@shared/domain/teacher-time";

export const REPORTING_PRESET_LABELS: Record<ReportingPreset, string> = {
  quarterly: "Quarterly (4 reports a year)",
  trimester: "Trimester (3 reports a year)",
  semester: "Semester (2 reports a year)",
  custom: "My own dates",
};

export { MONTH_NAMES };

/** "Oct 31" for `10-31`; the text itself when it is not a month-day. */
export function formatMonthDay(monthDay: string): string {
  const m = /^(\d{2})-(\d{2})$/.exec(monthDay);
  const month = m ? MONTH_NAMES[Number(m[1]) - 1] : undefined;
  return m && month ? `${month.slice(0, 3)} ${Number(m[2])}` : monthDay;
}

/** `MM-DD` of a month (1–12) and day (1–31). */
export const monthDay = (month: number, day: number) =>
  `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
