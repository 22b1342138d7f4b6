/**
 * Calendar days and weeks in the teacher's time zone (requirements "Meetings", "Deadlines"): where a
 * day starts, which week a meeting falls in, what "the next 7 days" are. A missing or unknown zone
 * counts as UTC, as for the note quota (decision 004).
 */
import { TZDate } from "@date-fns/tz";
import { startOfWeek } from "date-fns";
import { addDays, type CalendarDate } from "./legal-clock.ts";
import { isValidTimeZone } from "./note-quota.ts";
import { calendarDateIn } from "./note-record.ts";

/** The zone used for a teacher: theirs when valid, else "UTC". */
export const zoneOf = (timeZone: string | null | undefined): string =>
  isValidTimeZone(timeZone) ? timeZone : "UTC";

/** The teacher's calendar date at `now`. */
export const todayIn = (now: Date, timeZone: string | null | undefined): CalendarDate =>
  calendarDateIn(now, zoneOf(timeZone));

/**
 * The instant a calendar day starts (00:00) in the zone; on a daylight-saving day that is still the
 * day's first minute (e.g. 2026-03-08 in America/New_York → 05:00Z; 2026-03-09 → 04:00Z).
 */
export function dayStart(date: CalendarDate, timeZone: string | null | undefined): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, zoneOf(timeZone)).getTime());
}

/** [start, end) of the calendar day `date` in the zone; 23 or 25 hours long on a daylight-saving change. */
export function dayRange(date: CalendarDate, timeZone: string | null | undefined): [Date, Date] {
  return [dayStart(date, timeZone), dayStart(addDays(date, 1), timeZone)];
}

/** [Monday 00:00, next Monday 00:00) of the week holding `now`, in the zone (ISO weeks start on Monday). */
export function weekRange(now: Date, timeZone: string | null | undefined): [Date, Date] {
  const zone = zoneOf(timeZone);
  const monday = startOfWeek(new TZDate(now.getTime(), zone), { weekStartsOn: 1 });
  const mondayDate = calendarDateIn(new Date(monday.getTime()), zone);
  return [dayStart(mondayDate, zone), dayStart(addDays(mondayDate, 7), zone)];
}

/** The English month names, January first (index = month number - 1). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
