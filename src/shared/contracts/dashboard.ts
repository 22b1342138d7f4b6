/**
 * GET /api/v1/dashboard answer (requirements "Meetings", "Deadlines"): what the teacher's week holds,
 * computed in the teacher's time zone.
 */
import { z } from "zod";
import { deadlineSchema } from "./deadlines.ts";
import { meetingSchema } from "./meetings.ts";

/** How many upcoming meetings the dashboard shows (requirements "Meetings": the next 5). */
export const UPCOMING_MEETINGS_MAX = 5;

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
});
export type Dashboard = z.infer<typeof dashboardSchema>;
