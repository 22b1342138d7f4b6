/**
 * The teacher's dashboard (requirements "Meetings", "Deadlines"), computed at `now` in the teacher's
 * time zone:
 * - upcomingMeetings: the next 5 meetings from now that are scheduled or rescheduled;
 * - upcomingDeadlines: pending, due from today through today + 7 days, soonest first, at most 10;
 * - overdueDeadlines: pending, due before today, oldest first;
 * - counts: students, notes since the first of the month, goals, meetings not cancelled this week
 *   (Monday to Sunday);
 * - servicesBehind: the caseload's services behind or owing minutes (requirements "Service
 *   compliance"; `services-behind.ts`).
 *
 * With students shared with the teacher (requirements "Shared students in lists"): the meetings and
 * deadlines (and the week's meeting count) include those of the shared students whose role reads
 * them (`team-records.read`), each marked `sharedBy`; the student and goal counts include every
 * shared student and its goals (every role reads the goals); notes this month stay the teacher's own
 * records; services behind stay the owner's alone (the case manager holds the compliance duty).
 */
import { and, count, eq, gte, inArray, lt, lte, ne, type SQL } from "drizzle-orm";
import type { Dashboard } from "../../../shared/contracts/dashboard.ts";
import { UPCOMING_MEETINGS_MAX } from "../../../shared/contracts/dashboard.ts";
import { UPCOMING_DEADLINE_DAYS, UPCOMING_DEADLINES_MAX } from "../../../shared/contracts/deadlines.ts";
import { UPCOMING_MEETING_STATUSES } from "../../../shared/contracts/meetings.ts";
import { addDays } from "../../../shared/domain/legal-clock.ts";
import { monthStart } from "../../../shared/domain/note-quota.ts";
import { todayIn, weekRange, zoneOf } from "../../../shared/domain/teacher-time.ts";
import type { Db } from "../../db/client.ts";
import { deadlines, iepGoals, meetings, notes, students } from "../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { markShared, ownOrShared, readableSharedStudents } from "../../lib/team-reads.ts";
import { selectDeadlines } from "../deadlines/index.ts";
import { selectMeetings } from "../meetings/index.ts";
import { servicesBehind } from "./services-behind.ts";

async function countWhere(db: Db, table: typeof students | typeof iepGoals, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** Notes of `userId` created at or after `since` (kept notes; the quota counts generations instead). */
async function countNotesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notes)
    .where(and(eq(notes.userId, userId), gte(notes.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** The dashboard of `userId` at `now` (see the module comment for each part). */
export async function getDashboard(db: Db, userId: string, now: Date): Promise<Dashboard> {
  const timeZone = await teacherTimeZone(db, userId);
  const today = todayIn(now, timeZone);
  const shared = await readableSharedStudents(db, userId, "team-records.read");
  const listed = await readableSharedStudents(db, userId, "goals.read");
  const pending = and(
    ownOrShared(deadlines.userId, deadlines.studentId, userId, shared),
    eq(deadlines.status, "pending"),
  );
  const [weekStart, weekEnd] = weekRange(now, timeZone);
  const [upcomingMeetings, upcomingDeadlines, overdueDeadlines] = [
    await selectMeetings(
      db,
      and(
        ownOrShared(meetings.userId, meetings.studentId, userId, shared),
        inArray(meetings.status, [...UPCOMING_MEETING_STATUSES]),
        gte(meetings.scheduledDate, now),
      ),
      UPCOMING_MEETINGS_MAX,
    ),
    await selectDeadlines(
      db,
      and(
        pending,
        gte(deadlines.dueDate, today),
        lte(deadlines.dueDate, addDays(today, UPCOMING_DEADLINE_DAYS)),
      ),
      UPCOMING_DEADLINES_MAX,
    ),
    await selectDeadlines(db, and(pending, lt(deadlines.dueDate, today))),
  ];
  const [meetingsThisWeek] = await db
    .select({ n: count() })
    .from(meetings)
    .where(
      and(
        ownOrShared(meetings.userId, meetings.studentId, userId, shared),
        ne(meetings.status, "cancelled"),
        gte(meetings.scheduledDate, weekStart),
        lt(meetings.scheduledDate, weekEnd),
      ),
    );
  const dashboard: Dashboard = {
    today,
    timeZone: zoneOf(timeZone),
    upcomingMeetings: markShared(upcomingMeetings, shared),
    upcomingDeadlines: markShared(upcomingDeadlines, shared),
    overdueDeadlines: markShared(overdueDeadlines, shared),
    counts: {
      students: (await countWhere(db, students, eq(students.userId, userId))) + listed.size,
      notesThisMonth: await countNotesSince(db, userId, monthStart(now, timeZone)),
      goals: await countWhere(db, iepGoals, ownOrShared(iepGoals.userId, iepGoals.studentId, userId, listed)),
      meetingsThisWeek: Number(meetingsThisWeek?.n ?? 0),
    },
    servicesBehind: await servicesBehind(db, userId, today),
  };
  await recordAudit(db, { userId, action: "dashboard.read", entity: "dashboard" });
  return dashboard;
}
