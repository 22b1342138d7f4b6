/**
 * The date ranges the service screens ask the server about (requirements "Service compliance": a
 * week runs Monday–Sunday, a month is the calendar month). All `YYYY-MM-DD`, inclusive.
 */
import { addDays, endOfWeek, format, parseISO, startOfMonth, startOfWeek, subMonths } from "date-fns";

const iso = (d: Date) => format(d, "yyyy-MM-dd");

/** The Monday–Sunday week holding `today`. */
export function weekOf(today: string): { from: string; to: string } {
  const d = parseISO(today);
  return { from: iso(startOfWeek(d, { weekStartsOn: 1 })), to: iso(endOfWeek(d, { weekStartsOn: 1 })) };
}

/**
 * The student page's range: from the first of the month two months back (so at least two ended
 * months and eight ended weeks) through `today`.
 */
export function recentPeriods(today: string): { from: string; to: string } {
  return { from: iso(startOfMonth(subMonths(parseISO(today), 2))), to: today };
}

/** The export's default range: the 30 days ending `today`. */
export function lastThirtyDays(today: string): { from: string; to: string } {
  return { from: iso(addDays(parseISO(today), -29)), to: today };
}
