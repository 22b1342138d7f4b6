/**
 * The annual IEP review clock shown next to each student (domain primer "Legal clock": IDEA
 * §300.324(b) requires a review at least once a year; districts schedule the meeting 3–4 weeks
 * before the due date). The spec stores the date as `annualMeetingDueDate` (requirements "Student fields").
 */
import { countOf } from "@shared/domain/plural";
import { differenceInCalendarDays, format, isValid, parseISO } from "date-fns";

/** Days before the due date from which the review counts as "due soon" (4 weeks of buffer + 2 days). */
export const DUE_SOON_DAYS = 30;

export type AnnualReviewStatus =
  | { kind: "not-set" }
  | { kind: "overdue"; days: number }
  | { kind: "due-today" }
  | { kind: "due-soon"; days: number }
  | { kind: "scheduled"; days: number };

/**
 * Where a student's annual review stands on `today` (calendar days, local time).
 * @param dueDate `YYYY-MM-DD` or null/unparsable (→ not-set).
 * @returns `overdue` with the days past (≥ 1), `due-today`, `due-soon` within {@link DUE_SOON_DAYS}
 *   days, else `scheduled`; `days` counts calendar days between today and the due date.
 */
export function annualReviewStatus(dueDate: string | null, today: Date): AnnualReviewStatus {
  if (!dueDate) return { kind: "not-set" };
  const due = parseISO(dueDate);
  if (!isValid(due)) return { kind: "not-set" };
  const days = differenceInCalendarDays(due, today);
  if (days < 0) return { kind: "overdue", days: -days };
  if (days === 0) return { kind: "due-today" };
  if (days <= DUE_SOON_DAYS) return { kind: "due-soon", days };
  return { kind: "scheduled", days };
}

/** The badge wording: "Overdue by 3 days", "Due today", "Due in 1 day", "Due in 45 days", "Not set". */
export function annualReviewLabel(status: AnnualReviewStatus): string {
  switch (status.kind) {
    case "not-set":
      return "Not set";
    case "overdue":
      return `Overdue by ${countOf(status.days, "day")}`;
    case "due-today":
      return "Due today";
    case "due-soon":
    case "scheduled":
      return `Due in ${countOf(status.days, "day")}`;
  }
}

/**
 * A `YYYY-MM-DD` date for people: "Mar 12, 2027". Returns null for null; the input itself when it
 * is not a date (so nothing typed is ever hidden).
 */
export function formatDate(date: string | null): string | null {
  if (!date) return null;
  const d = parseISO(date);
  return isValid(d) ? format(d, "MMM d, yyyy") : date;
}

/** Today as `YYYY-MM-DD` in the browser's time zone (the value a date input expects). */
export function todayIsoDate(now: Date = new Date()): string {
  return format(now, "yyyy-MM-dd");
}
