/**
 * GET /api/v1/dashboard answer (requirements "Meetings", "Deadlines", "Service compliance"): what the
 * teacher's week holds, computed in the teacher's time zone.
 */
import { z } from "zod";
import { deadlineSchema } from "./deadlines.ts";
import { meetingSchema } from "./meetings.ts";

/** How many upcoming meetings the dashboard shows (requirements "Meetings": the next 5). */
export const UPCOMING_MEETINGS_MAX = 5;

/** One student with services behind or owing minutes ("Services behind"). */
export const dashboardServiceStudentSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  /** Services of the student with status `behind`. */
  behind: z.number(),
  /** Services of the student with status `owed`, and the minutes they owe. */
  owed: z.number(),
  owedMinutes: z.number(),
});
export type DashboardServiceStudent = z.infer<typeof dashboardServiceStudentSchema>;

/**
 * "Services behind" (requirements "Service compliance"): the caseload's services over the default
 * range (8 weeks up to today), counted by status.
 */
export const dashboardServicesSchema = z.object({
  /** The caseload's services (0: none entered yet). */
  services: z.number(),
  behind: z.number(),
  owed: z.number(),
  /** Minutes owed over all services. */
  owedMinutes: z.number(),
  /** Students with a service behind or owing minutes: most minutes owed first, then by name. */
  students: z.array(dashboardServiceStudentSchema),
});
export type DashboardServices = z.infer<typeof dashboardServicesSchema>;

export const dashboardSchema = z.object({
  /** The teacher's calendar date (`YYYY-MM-DD`) the answer was computed for, and the zone used. */
  today: z.string(),
  timeZone: z.string(),
  /** The next 5 meetings from now with status scheduled or rescheduled, soonest first. */
  upcomingMeetings: z.array(meetingSchema),
  /** Pending deadlines due from today through today + 7 days, soonest first, at most 10. */
  upcomingDeadlines: z.array(deadlineSchema),
  /** Pending deadlines due before today, oldest first. */
  overdueDeadlines: z.array(deadlineSchema),
  counts: z.object({
    students: z.number(),
    /** Notes created since the first of this month in the teacher's zone (requirements "Note quota"). */
    notesThisMonth: z.number(),
    goals: z.number(),
    /** Meetings not cancelled (scheduled, rescheduled or held) from Monday 00:00 to the next Monday, teacher's zone. */
    meetingsThisWeek: z.number(),
  }),
  servicesBehind: dashboardServicesSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
