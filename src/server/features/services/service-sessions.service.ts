/**
 * The service log: one row per logged session of a service (requirements "Service log"), created,
 * listed as keyset pages, changed and deleted. A group session logged for several students is one row
 * per student sharing the client's `groupId`.
 *
 * Scoped by the session's user: another teacher's student, service or session is a 404 exactly like a
 * missing one (architecture "Security model"). Every read and change is written to the audit log with
 * ids, counts and field names only, never the session's note.
 */
import { and, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type {
  CreateServiceSessionData,
  ServiceSession,
  ServiceSessionPage,
  SessionStatus,
  UpdateServiceSessionData,
} from "../../../shared/contracts/services.ts";
import { todayIn } from "../../../shared/domain/teacher-time.ts";
import type { Db, Runner } from "../../db/client.ts";
import { iepGoals, type ServiceRow, type ServiceSessionRow, serviceSessions } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { withAuthorName, withAuthorNames } from "../../lib/authors.ts";
import { datedKeyset, pageOf } from "../../lib/keyset.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { fieldLine } from "../../lib/validation.ts";
import { ownedService, ownedStudent, SERVICE_MESSAGES } from "./services.service.ts";

const ENTITY = "service_session";

const sessionNotFound = () => notFound(SERVICE_MESSAGES.sessionNotFound);

const sessionByIdAndOwner = (id: string, userId: string) =>
  and(eq(serviceSessions.id, id), eq(serviceSessions.userId, userId));

/** A stored row → the `ServiceSession` API shape. */
export function toServiceSession(row: ServiceSessionRow): ServiceSession {
  return {
    id: row.id,
    serviceId: row.serviceId,
    studentId: row.studentId,
    date: row.sessionDate,
    minutes: row.minutes,
    status: row.status as SessionStatus,
    groupSize: row.groupSize,
    groupId: row.groupId,
    goalIds: row.goalIds,
    note: row.note,
    enteredBy: row.enteredByUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A session as it will be stored, for the checks of {@link assertSessionAcceptable}. */
interface SessionCandidate {
  date: string;
  status: SessionStatus;
  goalIds: readonly string[];
}

/**
 * The service log's rules (requirements "Service log"), on the session as it will be stored, for
 * create and change alike; every broken rule is one line of one 400 naming its field:
 * - `date` not after today in the teacher's time zone;
 * - `date` not before the service's start date;
 * - `date` not after the service's end date, unless the status is `makeup` (minutes owed may be made
 *   up after the service ended);
 * - every `goalIds` entry a goal of the service's student.
 * @throws AppError 400 `VALIDATION_ERROR` (`details.fields`).
 */
async function assertSessionAcceptable(
  db: Pick<Runner, "select">,
  userId: string,
  service: ServiceRow,
  session: SessionCandidate,
  now: Date,
): Promise<void> {
  const lines: string[] = [];
  const today = todayIn(now, await teacherTimeZone(db, userId));
  if (session.date > today) {
    lines.push(fieldLine("date", `the session date (${session.date}) is after today (${today})`));
  }
  if (session.date < service.startDate) {
    lines.push(
      fieldLine(
        "date",
        `the session date (${session.date}) is before the service starts (${service.startDate})`,
      ),
    );
  }
  if (session.date > service.endDate && session.status !== "makeup") {
    lines.push(
      fieldLine(
        "date",
        `the session date (${session.date}) is after the service ended (${service.endDate}); only a make-up session may be logged after the end date`,
      ),
    );
  }
  if (session.goalIds.length > 0) {
    const found = await db
      .select({ id: iepGoals.id })
      .from(iepGoals)
      .where(
        and(
          inArray(iepGoals.id, [...session.goalIds]),
          eq(iepGoals.userId, userId),
          eq(iepGoals.studentId, service.studentId),
        ),
      );
    if (found.length !== session.goalIds.length) {
      lines.push(fieldLine("goalIds", "each goal must be one of this student's goals"));
    }
  }
  if (lines.length > 0)
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, lines.join("; "), { fields: lines });
}

/** Each id once, in the order first sent. */
const unique = (ids: readonly string[] | undefined): string[] => [...new Set(ids ?? [])];

/**
 * Logs a session of one of the user's services; `groupSize`, `groupId` and `note` default to null,
 * `goalIds` to none. Audit `service_session.create`.
 * @param userId the service's owner (a team member's request acts on the owner's service).
 * @param authorId the signed-in teacher who logs it, kept as `enteredBy` (requirements
 *   "Authorship"); the owner when not given.
 * @throws AppError 404 "Service not found"; 400 for a broken rule (see `assertSessionAcceptable`).
 */
export async function createServiceSession(
  db: Db,
  userId: string,
  data: CreateServiceSessionData,
  now: Date,
  authorId: string = userId,
): Promise<ServiceSession> {
  const session = await db.transaction(async (tx) => {
    const service = await ownedService(tx, userId, data.serviceId);
    const goalIds = unique(data.goalIds);
    await assertSessionAcceptable(
      tx,
      userId,
      service,
      { date: data.date, status: data.status, goalIds },
      now,
    );
    const [row] = await tx
      .insert(serviceSessions)
      .values({
        userId,
        serviceId: service.id,
        studentId: service.studentId,
        sessionDate: data.date,
        minutes: data.minutes,
        status: data.status,
        groupSize: data.groupSize ?? null,
        groupId: data.groupId ?? null,
        goalIds,
        note: data.note ?? null,
        enteredByUserId: authorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("insert into service_sessions returned no row");
    await recordAudit(tx, {
      userId,
      action: "service_session.create",
      entity: ENTITY,
      entityId: row.id,
      detail: { serviceId: service.id, studentId: service.studentId },
    });
    return toServiceSession(row);
  });
  return withAuthorName(db, session, (s) => s.enteredBy);
}

/**
 * Changes the fields sent and checks the session as it will be stored (a new date or status is held
 * to the service's dates again). Audit `service_session.update` with the field names.
 * @throws AppError 404 "Session not found"; 400 for a broken rule.
 */
export async function updateServiceSession(
  db: Db,
  userId: string,
  id: string,
  data: UpdateServiceSessionData,
  now: Date,
): Promise<ServiceSession> {
  const session = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(serviceSessions).where(sessionByIdAndOwner(id, userId)).limit(1);
    if (!current) throw sessionNotFound();
    const service = await ownedService(tx, userId, current.serviceId);
    const goalIds = data.goalIds !== undefined ? unique(data.goalIds) : undefined;
    const merged: SessionCandidate = {
      date: data.date ?? current.sessionDate,
      status: data.status ?? (current.status as SessionStatus),
      // Goals already stored stay as they were, even one since deleted; only sent ones are checked.
      goalIds: goalIds ?? [],
    };
    await assertSessionAcceptable(tx, userId, service, merged, now);
    const set: Partial<typeof serviceSessions.$inferInsert> = { updatedAt: now };
    if (data.date !== undefined) set.sessionDate = data.date;
    if (data.minutes !== undefined) set.minutes = data.minutes;
    if (data.status !== undefined) set.status = data.status;
    if (data.groupSize !== undefined) set.groupSize = data.groupSize;
    if (goalIds !== undefined) set.goalIds = goalIds;
    if (data.note !== undefined) set.note = data.note;
    const [row] = await tx
      .update(serviceSessions)
      .set(set)
      .where(sessionByIdAndOwner(id, userId))
      .returning();
    if (!row) throw sessionNotFound();
    await recordAudit(tx, {
      userId,
      action: "service_session.update",
      entity: ENTITY,
      entityId: id,
      detail: { serviceId: row.serviceId, studentId: row.studentId, fields: Object.keys(data) },
    });
    return toServiceSession(row);
  });
  return withAuthorName(db, session, (s) => s.enteredBy);
}

/**
 * Deletes one logged session. Audit `service_session.delete`.
 * @throws AppError 404 "Session not found".
 */
export async function deleteServiceSession(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(serviceSessions)
      .where(sessionByIdAndOwner(id, userId))
      .returning({ serviceId: serviceSessions.serviceId, studentId: serviceSessions.studentId });
    if (!row) throw sessionNotFound();
    await recordAudit(tx, {
      userId,
      action: "service_session.delete",
      entity: ENTITY,
      entityId: id,
      detail: { serviceId: row.serviceId, studentId: row.studentId },
    });
  });
}

/** The filters of a page of the service log; dates inclusive. */
export interface SessionListQuery {
  studentId?: string;
  serviceId?: string;
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
}

/** The keyset of a session (lib/keyset.ts `datedKeyset`): session date, then created_at; the id breaks ties. */
const sessionKeyset = datedKeyset({
  date: serviceSessions.sessionDate,
  createdAt: serviceSessions.createdAt,
  id: serviceSessions.id,
});

/** The where clause of the user's sessions in a student, service and inclusive date range. */
export function sessionFilter(
  userId: string,
  filter: { studentId?: string; serviceId?: string; from?: string; to?: string },
): SQL[] {
  const where: SQL[] = [eq(serviceSessions.userId, userId)];
  if (filter.studentId) where.push(eq(serviceSessions.studentId, filter.studentId));
  if (filter.serviceId) where.push(eq(serviceSessions.serviceId, filter.serviceId));
  if (filter.from) where.push(gte(serviceSessions.sessionDate, filter.from));
  if (filter.to) where.push(lte(serviceSessions.sessionDate, filter.to));
  return where;
}

/**
 * One page of the user's service log, newest session date first, then the most recently logged
 * (requirements "Service log"): at most `limit` after `cursor`, reading `limit + 1` rows.
 * Audit `service_session.list` with the count.
 * @throws AppError 404 "Student not found" / "Service not found" for a missing or foreign filter id;
 *   400 when `from` is after `to` or for a cursor this server did not give out.
 */
export async function listServiceSessions(
  db: Db,
  userId: string,
  query: SessionListQuery,
): Promise<ServiceSessionPage> {
  if (query.studentId) await ownedStudent(db, userId, query.studentId);
  if (query.serviceId) await ownedService(db, userId, query.serviceId);
  if (query.from && query.to && query.from > query.to) {
    const line = fieldLine("to", "the end of the range must be on or after its start");
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, line, { fields: [line] });
  }
  const where = sessionFilter(userId, query);
  if (query.cursor) where.push(...sessionKeyset.after(query.cursor));
  const rows = await db
    .select({ row: serviceSessions, key: sessionKeyset.key })
    .from(serviceSessions)
    .where(and(...where))
    .orderBy(desc(serviceSessions.sessionDate), desc(serviceSessions.createdAt), desc(serviceSessions.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  await recordAudit(db, {
    userId,
    action: "service_session.list",
    entity: ENTITY,
    detail: {
      ...(query.studentId ? { studentId: query.studentId } : {}),
      ...(query.serviceId ? { serviceId: query.serviceId } : {}),
      count: page.rows.length,
      page: query.cursor ? "next" : "first",
    },
  });
  const items = await withAuthorNames(
    db,
    page.rows.map((r) => toServiceSession(r.row)),
    (s) => s.enteredBy,
  );
  return { items, nextCursor: page.nextCursor };
}
