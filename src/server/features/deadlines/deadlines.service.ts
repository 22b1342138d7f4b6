/**
 * Deadlines of one teacher's students (requirements "Deadlines"): list by due date ascending, create,
 * change, delete — every query scoped by the session's user; another teacher's deadline or student is
 * reported exactly like a missing one (404). A computed deadline (legal clock, `deadline-sync.ts`) can only
 * be marked done, dismissed or pending again; changing its status re-runs the clock (the next progress
 * report follows a closed one). Reads and changes go to the audit log (architecture "Security model").
 */
import { and, asc, desc, eq, gte, inArray, lte, ne, type SQL } from "drizzle-orm";
import type {
  CreateDeadlineData,
  Deadline,
  DeadlineKind,
  DeadlineListQuery,
  DeadlineSource,
  DeadlineStatus,
  UpdateDeadlineData,
} from "../../../shared/contracts/deadlines.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import type { Db, Runner } from "../../db/client.ts";
import { type DeadlineRow, deadlines, meetings, students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { markShared, ownOrShared, type ReadableShared } from "../../lib/team-reads.ts";
import { syncStudentDeadlines } from "./deadline-sync.ts";

const ENTITY = "deadline";

export const DEADLINE_MESSAGES = {
  notFound: "Deadline not found",
  computedFixed:
    "This deadline is computed from the student's record: change the record (or the meeting) and its date follows; you can mark it done or dismiss it.",
} as const;

const deadlineNotFound = () => notFound(DEADLINE_MESSAGES.notFound);
const studentNotFound = () => notFound(messages.students.notFound);

/** Selected columns of a deadline with its student's name. */
const deadlineColumns = {
  row: deadlines,
  studentName: students.name,
};

/** The meeting scheduled for each deadline (the latest one not cancelled), by deadline id. */
async function meetingsFor(db: Runner, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: meetings.id, deadlineId: meetings.deadlineId })
    .from(meetings)
    .where(and(inArray(meetings.deadlineId, ids), ne(meetings.status, "cancelled")))
    .orderBy(desc(meetings.scheduledDate));
  for (const r of rows) if (r.deadlineId && !out.has(r.deadlineId)) out.set(r.deadlineId, r.id);
  return out;
}

/** A stored row → the `Deadline` API shape. */
export function toDeadline(row: DeadlineRow, studentName: string, meetingId: string | null): Deadline {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName,
    dueDate: row.dueDate,
    status: row.status as DeadlineStatus,
    title: row.title,
    kind: row.kind as DeadlineKind,
    source: row.source as DeadlineSource,
    meetingId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Deadlines of the user matching `where` (already scoped by the caller), due date ascending (ties by
 * id), each with its student's name and scheduled meeting; at most `limit` when given.
 */
export async function selectDeadlines(
  db: Runner,
  where: SQL | undefined,
  limit?: number,
): Promise<Deadline[]> {
  const query = db
    .select(deadlineColumns)
    .from(deadlines)
    .innerJoin(students, eq(students.id, deadlines.studentId))
    .where(where)
    .orderBy(asc(deadlines.dueDate), asc(deadlines.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const linked = await meetingsFor(
    db,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => toDeadline(r.row, r.studentName, linked.get(r.row.id) ?? null));
}

async function assertStudentOwned(db: Runner, userId: string, studentId: string): Promise<void> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, userId)))
    .limit(1);
  if (!row) throw studentNotFound();
}

/**
 * The user's deadlines by due date ascending (requirements "Deadlines"), filtered by student, status,
 * kind, source and an inclusive due-date range. Without a student, the deadlines of the `shared`
 * students are included (requirements "Shared students in lists"); a deadline of a `shared` student
 * carries `sharedBy`.
 * @param userId the records' owner (`dataOwnerOf`: with `studentId` of a shared student, its owner).
 * @throws AppError 404 "Student not found" when `studentId` is missing or another teacher's.
 */
export async function listDeadlines(
  db: Db,
  userId: string,
  filter: DeadlineListQuery,
  shared: ReadableShared = new Map(),
): Promise<Deadline[]> {
  if (filter.studentId) await assertStudentOwned(db, userId, filter.studentId);
  const where = and(
    filter.studentId
      ? eq(deadlines.userId, userId)
      : ownOrShared(deadlines.userId, deadlines.studentId, userId, shared),
    filter.studentId ? eq(deadlines.studentId, filter.studentId) : undefined,
    filter.status ? eq(deadlines.status, filter.status) : undefined,
    filter.kind ? eq(deadlines.kind, filter.kind) : undefined,
    filter.source ? eq(deadlines.source, filter.source) : undefined,
    filter.from ? gte(deadlines.dueDate, filter.from) : undefined,
    filter.to ? lte(deadlines.dueDate, filter.to) : undefined,
  );
  const list = await selectDeadlines(db, where);
  await recordAudit(db, { userId, action: "deadline.list", entity: ENTITY, detail: { count: list.length } });
  return markShared(list, shared);
}

async function readOne(db: Runner, userId: string, id: string): Promise<Deadline> {
  const [one] = await selectDeadlines(db, and(eq(deadlines.id, id), eq(deadlines.userId, userId)));
  if (!one) throw deadlineNotFound();
  return one;
}

/** One deadline of the user. @throws AppError 404 "Deadline not found". */
export async function getDeadline(db: Db, userId: string, id: string): Promise<Deadline> {
  const one = await readOne(db, userId, id);
  await recordAudit(db, { userId, action: "deadline.read", entity: ENTITY, entityId: id });
  return one;
}

/**
 * Adds a manual deadline to one of the user's students (`kind` defaults to `custom`, `status` to `pending`).
 * @throws AppError 404 "Student not found".
 */
export async function createDeadline(
  db: Db,
  userId: string,
  data: CreateDeadlineData,
  now: Date,
): Promise<Deadline> {
  return db.transaction(async (tx) => {
    await assertStudentOwned(tx, userId, data.studentId);
    const [row] = await tx
      .insert(deadlines)
      .values({
        userId,
        studentId: data.studentId,
        dueDate: data.dueDate,
        title: data.title,
        kind: data.kind ?? "custom",
        status: data.status ?? "pending",
        source: "manual",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: deadlines.id });
    if (!row) throw new Error("insert into deadlines returned no row");
    await recordAudit(tx, { userId, action: "deadline.create", entity: ENTITY, entityId: row.id });
    return readOne(tx, userId, row.id);
  });
}

/**
 * Changes the fields sent. A computed deadline accepts only `status`; a status change re-runs the clock
 * for its student (a closed progress report makes way for the next one).
 * @throws AppError 404 "Deadline not found"; 400 COMPUTED_DEADLINE when a computed one's date, title or kind is sent.
 */
export async function updateDeadline(
  db: Db,
  userId: string,
  id: string,
  data: UpdateDeadlineData,
  now: Date,
): Promise<Deadline> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(deadlines)
      .where(and(eq(deadlines.id, id), eq(deadlines.userId, userId)))
      .limit(1)
      .for("update");
    if (!current) throw deadlineNotFound();
    const computed = current.source === "computed";
    if (computed && (data.dueDate !== undefined || data.title !== undefined || data.kind !== undefined)) {
      throw new AppError(400, ErrorCode.COMPUTED_DEADLINE, DEADLINE_MESSAGES.computedFixed);
    }
    await tx
      .update(deadlines)
      .set({ ...data, updatedAt: now })
      .where(eq(deadlines.id, id));
    if (computed && data.status !== undefined) await syncStudentDeadlines(tx, userId, current.studentId, now);
    await recordAudit(tx, {
      userId,
      action: "deadline.update",
      entity: ENTITY,
      entityId: id,
      detail: { fields: Object.keys(data) },
    });
    return readOne(tx, userId, id);
  });
}

/**
 * Deletes a manual deadline. A computed one cannot be deleted (the clock would add it again): dismiss it.
 * @throws AppError 404 "Deadline not found"; 400 COMPUTED_DEADLINE for a current computed deadline.
 */
export async function deleteDeadline(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: deadlines.id, computedKey: deadlines.computedKey })
      .from(deadlines)
      .where(and(eq(deadlines.id, id), eq(deadlines.userId, userId)))
      .limit(1)
      .for("update");
    if (!current) throw deadlineNotFound();
    if (current.computedKey !== null)
      throw new AppError(400, ErrorCode.COMPUTED_DEADLINE, DEADLINE_MESSAGES.computedFixed);
    await tx.delete(deadlines).where(eq(deadlines.id, id));
    await recordAudit(tx, { userId, action: "deadline.delete", entity: ENTITY, entityId: id });
  });
}
