/**
 * IEP goals of one teacher's students (requirements "IEP goals": "Goal creation: blank optional fields are
 * stored as null", requirements "IEP goals": "iep_goals: GET in the record's order; POST; PATCH by id; DELETE by id (the goal's
 * progress entries are removed)"), each returned with its computed progress view (requirements "Progress trend" trend, the
 * aimline, least-squares trendline and four-point decision — `goalProgressView`, decision record 005).
 *
 * Every function takes the session's user id and scopes every query by it; another teacher's goal or
 * student is reported exactly like a missing one (404 "Goal not found" / "Student not found"). Every read
 * and change is written to the audit log (architecture "Security model").
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type { CreateGoalData, Goal, UpdateGoalData } from "../../../shared/contracts/goals.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { calendarDateIn } from "../../../shared/domain/note-record.ts";
import { goalProgressView } from "../../../shared/domain/progress-decision.ts";
import type { Db, Runner } from "../../db/client.ts";
import { type GoalRow, iepGoals, progressEntries, students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { authorColumn, withAuthorName, withAuthorNames } from "../../lib/authors.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";

const ENTITY = "goal";

/** The 404 messages of goals and progress entries (architecture "Request path": missing and foreign ids alike). */
export const GOAL_MESSAGES = {
  goalNotFound: "Goal not found",
  entryNotFound: "Progress entry not found",
  datesOutOfOrder: "targetDate: the target date must be on or after the baseline date",
} as const;

export const goalNotFound = () => notFound(GOAL_MESSAGES.goalNotFound);
const studentNotFound = () => notFound(messages.students.notFound);

const goalByIdAndOwner = (id: string, userId: string) =>
  and(eq(iepGoals.id, id), eq(iepGoals.userId, userId));

/** The teacher's "today" (`YYYY-MM-DD`) at `now`, in their time zone (users.time_zone, else UTC). */
export async function teacherToday(db: Runner, userId: string, now: Date): Promise<string> {
  return calendarDateIn(now, await teacherTimeZone(db, userId));
}

/**
 * How many of a goal's newest entries its summary is computed from (decision 016): the trend, the
 * least-squares trendline and the four-point decision read the last `SUMMARY_POINTS` entries (more than
 * a school year of weekly probes); `entryCount` still counts every entry.
 */
export const SUMMARY_POINTS = 60;

/** A goal's newest entries (at most {@link SUMMARY_POINTS}) and how many it has in all. */
interface SummaryEntries {
  entries: { entryDate: string; progressValue: number | null; createdAt: string }[];
  total: number;
}

/**
 * The entry fields the progress view reads, per goal id: for each goal only its newest
 * {@link SUMMARY_POINTS} entries (entry_date, then created_at, then id, descending: the order of the
 * entry list) leave the database, with the goal's total count, whatever the number of entries.
 */
async function entriesByGoal(db: Runner, userId: string, goalIds: string[]) {
  const byGoal = new Map<string, SummaryEntries>();
  if (goalIds.length === 0) return byGoal;
  const ranked = db
    .select({
      goalId: progressEntries.goalId,
      entryDate: progressEntries.entryDate,
      progressValue: progressEntries.progressValue,
      createdAt: progressEntries.createdAt,
      rank: sql<number>`row_number() over (partition by ${progressEntries.goalId} order by ${progressEntries.entryDate} desc, ${progressEntries.createdAt} desc, ${progressEntries.id} desc)`.as(
        "rank",
      ),
      total: sql<number>`count(*) over (partition by ${progressEntries.goalId})`.as("total"),
    })
    .from(progressEntries)
    .where(and(eq(progressEntries.userId, userId), inArray(progressEntries.goalId, goalIds)))
    .as("ranked");
  const rows = await db.select().from(ranked).where(lte(ranked.rank, SUMMARY_POINTS));
  for (const r of rows) {
    const goal = byGoal.get(r.goalId) ?? { entries: [], total: Number(r.total) };
    goal.entries.push({
      entryDate: r.entryDate,
      progressValue: r.progressValue,
      createdAt: new Date(r.createdAt).toISOString(),
    });
    byGoal.set(r.goalId, goal);
  }
  return byGoal;
}

const NO_ENTRIES: SummaryEntries = { entries: [], total: 0 };

/** A stored row + its entries → the `Goal` API shape with its computed view at `today`. */
function toGoal(row: GoalRow, summary: SummaryEntries, today: string): Goal {
  const direction = row.direction === "decrease" ? "decrease" : "increase";
  const base = {
    id: row.id,
    studentId: row.studentId,
    statement: row.statement,
    area: row.area,
    baselineData: row.baselineData,
    baselineValue: row.baselineValue,
    baselineDate: row.baselineDate,
    targetValue: row.targetValue,
    unit: row.unit,
    direction,
    measurementMethod: row.measurementMethod,
    evaluationSchedule: row.evaluationSchedule,
    targetDate: row.targetDate,
    objectives: row.objectives,
    // null author_id: the owner added it (requirements "Authorship").
    authorId: row.authorId ?? row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as const;
  return { ...base, ...goalProgressView(base, summary.entries, today), entryCount: summary.total };
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
 * The user's goals in the record's order, oldest first, ties by id (requirements "IEP goals": one goal
 * order everywhere, the same as the student's `iepGoals`), optionally of one
 * student, each with its computed view at the teacher's today.
 * @throws AppError 404 "Student not found" when `studentId` is missing or another teacher's.
 */
export async function listGoals(
  db: Db,
  userId: string,
  filter: { studentId?: string },
  now: Date = new Date(),
): Promise<Goal[]> {
  if (filter.studentId) await assertStudentOwned(db, userId, filter.studentId);
  const where = filter.studentId
    ? and(eq(iepGoals.userId, userId), eq(iepGoals.studentId, filter.studentId))
    : eq(iepGoals.userId, userId);
  const rows = await db
    .select()
    .from(iepGoals)
    .where(where)
    .orderBy(asc(iepGoals.createdAt), asc(iepGoals.id));
  const entries = await entriesByGoal(
    db,
    userId,
    rows.map((r) => r.id),
  );
  const today = await teacherToday(db, userId, now);
  await recordAudit(db, {
    userId,
    action: "goal.list",
    entity: ENTITY,
    detail: { count: rows.length, ...(filter.studentId ? { studentId: filter.studentId } : {}) },
  });
  const goals = rows.map((r) => toGoal(r, entries.get(r.id) ?? NO_ENTRIES, today));
  return withAuthorNames(db, goals, (g) => g.authorId);
}

/**
 * One goal of the user with its computed view.
 * @throws AppError 404 "Goal not found" when the id is missing or another teacher's.
 */
export async function getGoal(db: Db, userId: string, id: string, now: Date = new Date()): Promise<Goal> {
  const [row] = await db.select().from(iepGoals).where(goalByIdAndOwner(id, userId)).limit(1);
  if (!row) throw goalNotFound();
  const entries = await entriesByGoal(db, userId, [id]);
  const today = await teacherToday(db, userId, now);
  await recordAudit(db, { userId, action: "goal.read", entity: ENTITY, entityId: id });
  return withAuthorName(db, toGoal(row, entries.get(id) ?? NO_ENTRIES, today), (g) => g.authorId);
}

/** The writable columns from validated input; absent fields stay absent, blank text is already null (requirements "IEP goals"). */
function toGoalColumns(data: UpdateGoalData) {
  const columns: Partial<typeof iepGoals.$inferInsert> = {};
  const keys = [
    "statement",
    "area",
    "baselineData",
    "baselineValue",
    "baselineDate",
    "targetValue",
    "unit",
    "direction",
    "measurementMethod",
    "evaluationSchedule",
    "targetDate",
    "objectives",
  ] as const;
  for (const key of keys) {
    const value = data[key];
    if (value === undefined) continue;
    // baselineDate and direction are NOT NULL: null means "the default" and is handled by the caller.
    if (value === null && (key === "baselineDate" || key === "direction")) continue;
    (columns as Record<string, unknown>)[key] = value;
  }
  return columns;
}

const datesOutOfOrder = () =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, GOAL_MESSAGES.datesOutOfOrder, {
    fields: [GOAL_MESSAGES.datesOutOfOrder],
  });

/**
 * Adds a goal to one of the user's students. Fields not sent are null (requirements "IEP goals"), `objectives` [],
 * `direction` "increase", `baselineDate` the teacher's today.
 * @param userId the student's owner (a team member's request acts on the owner's student).
 * @param authorId the signed-in teacher who adds it: a team member is kept as the goal's author, the
 *   owner as none (requirements "Authorship"); the owner when not given.
 * @throws AppError 404 "Student not found" for a missing or foreign student; 400 VALIDATION_ERROR when
 *   the target date is before the (defaulted) baseline date.
 */
export async function createGoal(
  db: Db,
  userId: string,
  data: CreateGoalData,
  now: Date = new Date(),
  authorId: string = userId,
): Promise<Goal> {
  const goal = await db.transaction(async (tx) => {
    await assertStudentOwned(tx, userId, data.studentId);
    const today = await teacherToday(tx, userId, now);
    const baselineDate = data.baselineDate ?? today;
    if (data.targetDate && data.targetDate < baselineDate) throw datesOutOfOrder();
    const [row] = await tx
      .insert(iepGoals)
      .values({
        area: null,
        baselineData: null,
        baselineValue: null,
        targetValue: null,
        unit: null,
        measurementMethod: null,
        evaluationSchedule: null,
        targetDate: null,
        ...toGoalColumns(data),
        statement: data.statement,
        studentId: data.studentId,
        baselineDate,
        direction: data.direction ?? "increase",
        objectives: data.objectives ?? [],
        userId,
        authorId: authorColumn(userId, authorId),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("insert into iep_goals returned no row");
    await recordAudit(tx, { userId, action: "goal.create", entity: ENTITY, entityId: row.id });
    return toGoal(row, NO_ENTRIES, today);
  });
  return withAuthorName(db, goal, (g) => g.authorId);
}

/**
 * Changes the fields sent; sets updated_at. `baselineDate: null` resets it to the creation date,
 * `direction: null` to "increase".
 * @throws AppError 404 "Goal not found"; 400 VALIDATION_ERROR when the result would have its target date
 *   before its baseline date (nothing is changed).
 */
export async function updateGoal(
  db: Db,
  userId: string,
  id: string,
  data: UpdateGoalData,
  now: Date = new Date(),
): Promise<Goal> {
  const goal = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(iepGoals)
      .where(goalByIdAndOwner(id, userId))
      .limit(1)
      .for("update");
    if (!current) throw goalNotFound();
    const columns = toGoalColumns(data);
    if (data.baselineDate === null) columns.baselineDate = current.createdAt.toISOString().slice(0, 10);
    if (data.direction === null) columns.direction = "increase";
    const baselineDate = columns.baselineDate ?? current.baselineDate;
    const targetDate = columns.targetDate !== undefined ? columns.targetDate : current.targetDate;
    if (targetDate && targetDate < baselineDate) throw datesOutOfOrder();
    const [row] = await tx
      .update(iepGoals)
      .set({ ...columns, updatedAt: now })
      .where(goalByIdAndOwner(id, userId))
      .returning();
    if (!row) throw goalNotFound();
    const entries = await entriesByGoal(tx, userId, [id]);
    const today = await teacherToday(tx, userId, now);
    await recordAudit(tx, {
      userId,
      action: "goal.update",
      entity: ENTITY,
      entityId: id,
      detail: { fields: Object.keys(data).filter((k) => data[k as keyof typeof data] !== undefined) },
    });
    return toGoal(row, entries.get(id) ?? NO_ENTRIES, today);
  });
  return withAuthorName(db, goal, (g) => g.authorId);
}

/**
 * Deletes a goal and its progress entries in one transaction (requirements "IEP goals": "DELETE by id (the goal's
 * progress entries are removed)"): either both are gone or nothing changed.
 * @throws AppError 404 "Goal not found".
 */
export async function deleteGoal(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: iepGoals.id })
      .from(iepGoals)
      .where(goalByIdAndOwner(id, userId))
      .limit(1)
      .for("update");
    if (!row) throw goalNotFound();
    const removed = await tx
      .delete(progressEntries)
      .where(and(eq(progressEntries.goalId, id), eq(progressEntries.userId, userId)))
      .returning({ id: progressEntries.id });
    await tx.delete(iepGoals).where(goalByIdAndOwner(id, userId));
    await recordAudit(tx, {
      userId,
      action: "goal.delete",
      entity: ENTITY,
      entityId: id,
      detail: { entriesRemoved: removed.length },
    });
  });
}
