/**
 * Upcoming annual IEP reviews from the students' `annualMeetingDueDate` (requirements "Student fields"; domain
 * primer: "IEP reviewed at least once a year (annual review): 34 CFR §300.324(b). Districts schedule
 * it 3–4 weeks before the due date to keep a buffer").
 */
import type { Student } from "@shared/contracts/students";
import { differenceInCalendarDays, isValid, parseISO } from "date-fns";

/** How far ahead the dashboard looks: 60 days leaves time to schedule 3–4 weeks before the date. */
export const ANNUAL_REVIEW_WINDOW_DAYS = 60;

export interface AnnualReview {
  studentId: string;
  name: string;
  grade: string | null;
  /** The due date as stored, `YYYY-MM-DD`. */
  dueDate: string;
  /** Calendar days from `today` to the due date; negative when overdue. */
  daysUntil: number;
}

/**
 * Students whose annual review is overdue or due within `windowDays` of `today` (a local date),
 * soonest first (overdue first), ties by name. Students without a valid date are left out. Pure.
 */
export function annualReviewsDue(
  students: readonly Pick<Student, "id" | "name" | "grade" | "annualMeetingDueDate">[],
  today: Date,
  windowDays = ANNUAL_REVIEW_WINDOW_DAYS,
): AnnualReview[] {
  const out: AnnualReview[] = [];
  for (const s of students) {
    if (!s.annualMeetingDueDate) continue;
    const due = parseISO(s.annualMeetingDueDate);
    if (!isValid(due)) continue;
    const daysUntil = differenceInCalendarDays(due, today);
    if (daysUntil > windowDays) continue;
    out.push({ studentId: s.id, name: s.name, grade: s.grade, dueDate: s.annualMeetingDueDate, daysUntil });
  }
  return out.sort((a, b) => a.daysUntil - b.daysUntil || a.name.localeCompare(b.name));
}

/** "Due today", "Due tomorrow", "Due in 12 days", "1 day overdue", "5 days overdue". */
export function describeDue(daysUntil: number): string {
  if (daysUntil === 0) return "Due today";
  if (daysUntil === 1) return "Due tomorrow";
  if (daysUntil > 1) return `Due in ${daysUntil} days`;
  const late = -daysUntil;
  return `${late} ${late === 1 ? "day" : "days"} overdue`;
}
