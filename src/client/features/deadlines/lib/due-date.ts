/**
 * How far away a deadline is, in words that do not rely on colour (requirements "Deadlines":
 * overdue = due date passed; upcoming = due within the next 7 days).
 */
import { formatShortWeekdayDay } from "@client/lib/date-labels";
import { differenceInCalendarDays, isValid, parseISO } from "date-fns";

/** Days from `today` to `dueDate` (both `YYYY-MM-DD`); negative when overdue. */
export function daysUntil(dueDate: string, today: string): number {
  return differenceInCalendarDays(parseISO(dueDate), parseISO(today));
}

/** "Overdue by 3 days", "Due today", "Due tomorrow", "Due in 5 days". */
export function describeDueDate(dueDate: string, today: string): string {
  const d = daysUntil(dueDate, today);
  if (d < 0) return `Overdue by ${-d} ${d === -1 ? "day" : "days"}`;
  if (d === 0) return "Due today";
  if (d === 1) return "Due tomorrow";
  return `Due in ${d} days`;
}

/** "Mon, Nov 30, 2026" for a `YYYY-MM-DD` date; the raw text when it does not parse. */
export function formatDueDate(dueDate: string): string {
  const d = parseISO(dueDate);
  return isValid(d) ? formatShortWeekdayDay(d) : dueDate;
}
