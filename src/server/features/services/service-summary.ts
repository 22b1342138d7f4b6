/**
 * The service compliance summary (requirements "Service compliance"): the rule of
 * `shared/domain/service-compliance.ts` applied to a teacher's services and their logged sessions, in
 * the teacher's time zone (`today` is the teacher's calendar date at `now`). Scoped by the session's
 * user: another teacher's student is a 404 like a missing one, and another teacher's sessions are never
 * read. Both summaries read the sessions in one query, whatever the number of students.
 */
import { and, eq, gte, lte, type SQL } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  type CaseloadServiceSummary,
  type Service,
  type ServiceCompliance,
  type ServiceSummary,
  SUMMARY_RANGE_MAX_DAYS,
} from "../../../shared/contracts/services.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { addDays, type CalendarDate } from "../../../shared/domain/legal-clock.ts";
import {
  type ComplianceSession,
  fitsSummaryRange,
  periodBounds,
  serviceCompliance,
} from "../../../shared/domain/service-compliance.ts";
import { todayIn } from "../../../shared/domain/teacher-time.ts";
import type { Db } from "../../db/client.ts";
import { serviceSessions, students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { servicesOfStudents } from "./service-store.ts";

/** Weeks the default range covers, the current one included. */
export const SUMMARY_DEFAULT_WEEKS = 8;

/** An inclusive range of the teacher's calendar dates and the teacher's today. */
export interface SummaryRange {
  from: CalendarDate;
  to: CalendarDate;
  today: CalendarDate;
}

const rangeError = (message: string) => new AppError(400, ErrorCode.VALIDATION_ERROR, message);

/**
 * The range a summary covers (requirements "Service compliance": "Range"): `to` defaults to `today`,
 * `from` to the Monday 7 weeks before the Monday of `to`'s week (8 weeks).
 * @param query dates `YYYY-MM-DD`, already checked by `serviceSummaryQuery`.
 * @throws AppError 400 VALIDATION_ERROR when `from` is after `to` or the range is longer than 400 days.
 */
export function summaryRange(today: CalendarDate, query: { from?: string; to?: string }): SummaryRange {
  const to = query.to ?? today;
  const from = query.from ?? addDays(periodBounds("week", to)[0], -7 * (SUMMARY_DEFAULT_WEEKS - 1));
  if (from > to) throw rangeError("The start date must be on or before the end date.");
  if (!fitsSummaryRange(from, to))
    throw rangeError(`Choose a range of at most ${SUMMARY_RANGE_MAX_DAYS} days.`);
  return { from, to, today };
}

/**
 * The dates whose sessions can count in a range: from the start of the earliest period a listed period
 * can start on (the month or the Monday–Sunday week holding `from`) to the last day of the period
 * holding `to`, never after today (later sessions count nowhere).
 */
function sessionWindow(range: SummaryRange): [CalendarDate, CalendarDate] {
  const [monthStart] = periodBounds("month", range.from);
  const [weekStart] = periodBounds("week", range.from);
  const [, monthEnd] = periodBounds("month", range.to);
  const [, weekEnd] = periodBounds("week", range.to);
  const last = sortedDates(monthEnd, weekEnd)[1] as CalendarDate;
  return [
    sortedDates(monthStart, weekStart)[0] as CalendarDate,
    sortedDates(last, range.today)[0] as CalendarDate,
  ];
}

/** Calendar dates `YYYY-MM-DD` in order (they sort as strings). */
const sortedDates = (...dates: CalendarDate[]) => dates.sort();

/** The sessions of `userId` matching `where` inside the range's window, by service id. */
async function sessionsByService(
  db: Pick<Db, "select">,
  userId: string,
  range: SummaryRange,
  where?: SQL,
): Promise<Map<string, ComplianceSession[]>> {
  const [first, last] = sessionWindow(range);
  const rows = await db
    .select({
      serviceId: serviceSessions.serviceId,
      date: serviceSessions.sessionDate,
      minutes: serviceSessions.minutes,
      status: serviceSessions.status,
    })
    .from(serviceSessions)
    .where(
      and(
        eq(serviceSessions.userId, userId),
        gte(serviceSessions.sessionDate, first),
        lte(serviceSessions.sessionDate, last),
        where,
      ),
    );
  const byService = new Map<string, ComplianceSession[]>();
  for (const row of rows) {
    const list = byService.get(row.serviceId) ?? [];
    list.push({ date: row.date, minutes: row.minutes, status: row.status as ComplianceSession["status"] });
    byService.set(row.serviceId, list);
  }
  return byService;
}

const complianceOf = (services: Service[], sessions: Map<string, ComplianceSession[]>, range: SummaryRange) =>
  services.map((service) => serviceCompliance(service, sessions.get(service.id) ?? [], range));

/** The teacher's range at `now` (their time zone) for `query`. @throws AppError 400 as `summaryRange`. */
async function rangeAt(
  db: Pick<Db, "select">,
  userId: string,
  query: { from?: string; to?: string },
  now: Date,
): Promise<SummaryRange> {
  return summaryRange(todayIn(now, await teacherTimeZone(db, userId)), query);
}

/**
 * One student's services and their compliance over the range (GET
 * /api/v1/students/:studentId/service-summary). Audited as `service_summary.read` with the counts of
 * services and sessions read.
 * @throws AppError 404 "Student not found" for a missing or another teacher's student; 400
 *   VALIDATION_ERROR for a range refused by `summaryRange`.
 */
export async function studentServiceSummary(
  db: Db,
  userId: string,
  studentId: string,
  query: { from?: string; to?: string },
  now: Date,
): Promise<ServiceSummary> {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, userId)))
    .limit(1);
  if (!student) throw notFound(messages.students.notFound);
  const range = await rangeAt(db, userId, query, now);
  const services = await servicesOfStudents(db, userId, [studentId]);
  const sessions = services.length
    ? await sessionsByService(db, userId, range, eq(serviceSessions.studentId, studentId))
    : new Map<string, ComplianceSession[]>();
  await recordAudit(db, {
    userId,
    action: "service_summary.read",
    entity: "service_summary",
    entityId: studentId,
    detail: { services: services.length, sessions: countSessions(sessions) },
  });
  return { from: range.from, to: range.to, services: complianceOf(services, sessions, range) };
}

const countSessions = (sessions: Map<string, ComplianceSession[]>) =>
  [...sessions.values()].reduce((n, list) => n + list.length, 0);

/**
 * Every student of the teacher who has services, with each service's compliance over `range`, without
 * an audit line (the caller records its own: the caseload screen, the dashboard, the weekly
 * notification). Students in the order of `servicesOfStudents`.
 */
export async function caseloadCompliance(
  db: Pick<Db, "select">,
  userId: string,
  range: SummaryRange,
): Promise<{ students: { studentId: string; services: ServiceCompliance[] }[]; sessionCount: number }> {
  const services = await servicesOfStudents(db, userId);
  if (services.length === 0) return { students: [], sessionCount: 0 };
  const sessions = await sessionsByService(db, userId, range);
  const byStudent = new Map<string, ServiceCompliance[]>();
  for (const service of services) {
    const list = byStudent.get(service.studentId) ?? [];
    list.push(serviceCompliance(service, sessions.get(service.id) ?? [], range));
    byStudent.set(service.studentId, list);
  }
  return {
    students: [...byStudent].map(([studentId, list]) => ({ studentId, services: list })),
    sessionCount: countSessions(sessions),
  };
}

/**
 * The caseload's services and their compliance over the range (GET /api/v1/service-summary: "Services
 * this week"): every student with services. Audited as `service_summary.list` with the counts of
 * students, services and sessions read.
 * @throws AppError 400 VALIDATION_ERROR for a range refused by `summaryRange`.
 */
export async function caseloadServiceSummary(
  db: Db,
  userId: string,
  query: { from?: string; to?: string },
  now: Date,
): Promise<CaseloadServiceSummary> {
  const range = await rangeAt(db, userId, query, now);
  const { students: list, sessionCount } = await caseloadCompliance(db, userId, range);
  await recordAudit(db, {
    userId,
    action: "service_summary.list",
    entity: "service_summary",
    detail: {
      students: list.length,
      services: list.reduce((n, s) => n + s.services.length, 0),
      sessions: sessionCount,
    },
  });
  return { from: range.from, to: range.to, students: list };
}
