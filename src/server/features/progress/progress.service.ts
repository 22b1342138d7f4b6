/**
 * Progress entries: the data points of a goal (requirements "Progress entries": id, user_id,
 * goal_id, entry_date, progress_value nullable; requirements "Progress entries": "progress_entries: GET ordered by entry_date
 * descending; POST; PATCH by id; DELETE by id"). A session with no score is still a record
 * (progress_value null). The server records who entered each one (entered_by_user_id: the signed-in
 * teacher, a team member on a shared student) and answers their name (requirements "Authorship").
 *
 * Scoped by the session's user: another teacher's goal or entry is a 404 like a missing one. Every read
 * and change is written to the audit log (architecture "Security model").
 */
import { and, desc, eq, max, ne } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type {
  CreateProgressEntryInput,
  ProgressEntry,
  ProgressEntryPage,
  UpdateProgressEntryInput,
} from "../../../shared/contracts/goals.ts";
import { checkProgressEntry, type EntryCandidate } from "../../../shared/domain/progress-entry-check.ts";
import { todayIn } from "../../../shared/domain/teacher-time.ts";
import type { Db, Runner } from "../../db/client.ts";
import { iepGoals, type ProgressEntryRow, progressEntries } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { withAuthorName, withAuthorNames } from "../../lib/authors.ts";
import { datedKeyset, pageOf } from "../../lib/keyset.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { fieldLine } from "../../lib/validation.ts";
import { GOAL_MESSAGES, goalNotFound } from "../goals/index.ts";

const ENTITY = "progress_entry";

const entryNotFound = () => notFound(GOAL_MESSAGES.entryNotFound);

const entryByIdAndOwner = (id: string, userId: string) =>
  and(eq(progressEntries.id, id), eq(progressEntries.userId, userId));

/** A stored row → the `ProgressEntry` API shape. */
function toEntry(row: ProgressEntryRow): ProgressEntry {
  return {
    id: row.id,
    goalId: row.goalId,
    entryDate: row.entryDate,
    progressValue: row.progressValue,
    note: row.note,
    enteredBy: row.enteredByUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function assertGoalOwned(db: Pick<Db, "select">, userId: string, goalId: string): Promise<void> {
  const [row] = await db
    .select({ id: iepGoals.id })
    .from(iepGoals)
    .where(and(eq(iepGoals.id, goalId), eq(iepGoals.userId, userId)))
    .limit(1);
  if (!row) throw goalNotFound();
}

/**
 * Applies the data-point rule (`shared/domain/progress-entry-check.ts`; requirements "Progress
 * entries") to the entry as it will be stored, inside the writing transaction, for every write path
 * (create and change alike).
 * @param excludeId the entry being changed, left out of "the largest value so far".
 * @throws AppError 404 "Goal not found" for a missing or foreign goal; 400 `VALIDATION_ERROR` with a
 *   sentence for each refused field (`details.fields`, `fieldLine`); 409 `IMPLAUSIBLE_VALUE` with `details.reasons`
 *   (`{ field, reason, message }[]`) unless `confirmed`.
 */
async function assertEntryAcceptable(
  db: Pick<Db, "select">,
  userId: string,
  goalId: string,
  entry: EntryCandidate,
  options: { now: Date; confirmed: boolean; excludeId?: string },
): Promise<void> {
  const [goal] = await db
    .select({
      unit: iepGoals.unit,
      targetValue: iepGoals.targetValue,
      baselineValue: iepGoals.baselineValue,
      baselineDate: iepGoals.baselineDate,
    })
    .from(iepGoals)
    .where(and(eq(iepGoals.id, goalId), eq(iepGoals.userId, userId)))
    .limit(1);
  if (!goal) throw goalNotFound();
  const others = [eq(progressEntries.goalId, goalId), eq(progressEntries.userId, userId)];
  if (options.excludeId) others.push(ne(progressEntries.id, options.excludeId));
  const [largest] = await db
    .select({ value: max(progressEntries.progressValue) })
    .from(progressEntries)
    .where(and(...others));
  const today = todayIn(options.now, await teacherTimeZone(db, userId));
  const check = checkProgressEntry(entry, goal, { today, largestSoFar: largest?.value ?? null });
  if (check.refused.length > 0) {
    const lines = check.refused.map((p) => fieldLine(p.field, p.message));
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, lines.join("; "), { fields: lines });
  }
  if (check.implausible.length > 0 && !options.confirmed) {
    const message = `Check this score before saving: ${check.implausible.map((p) => p.message).join(" ")} If it is right, save it anyway.`;
    throw new AppError(409, ErrorCode.IMPLAUSIBLE_VALUE, message, { reasons: check.implausible });
  }
}

/**
 * The entries of one of the user's goals, entry_date descending (requirements "Progress entries"); same date: the most recently
 * recorded first.
 * @throws AppError 404 "Goal not found" for a missing or foreign goal.
 */
export async function listProgressEntries(db: Db, userId: string, goalId: string): Promise<ProgressEntry[]> {
  await assertGoalOwned(db, userId, goalId);
  const rows = await db
    .select()
    .from(progressEntries)
    .where(and(eq(progressEntries.goalId, goalId), eq(progressEntries.userId, userId)))
    .orderBy(desc(progressEntries.entryDate), desc(progressEntries.createdAt), desc(progressEntries.id));
  await recordAudit(db, {
    userId,
    action: "progress_entry.list",
    entity: ENTITY,
    detail: { goalId, count: rows.length },
  });
  return withAuthorNames(db, rows.map(toEntry), (e) => e.enteredBy);
}

/** The keyset of an entry (lib/keyset.ts `datedKeyset`): entry date, then created_at; the id breaks ties. */
const entryKeyset = datedKeyset({
  date: progressEntries.entryDate,
  createdAt: progressEntries.createdAt,
  id: progressEntries.id,
});

/**
 * One page of a goal's entries in the order of {@link listProgressEntries} (requirements "Progress
 * entries"): at most `limit` after `cursor`, reading `limit + 1` rows through the
 * (goal_id, entry_date) index however deep the page.
 * @throws AppError 404 "Goal not found" for a missing or foreign goal; 400 for a cursor this server
 *   did not give out.
 */
export async function listProgressEntriesPage(
  db: Db,
  userId: string,
  query: { goalId: string; limit: number; cursor?: string },
): Promise<ProgressEntryPage> {
  await assertGoalOwned(db, userId, query.goalId);
  const where = [eq(progressEntries.goalId, query.goalId), eq(progressEntries.userId, userId)];
  if (query.cursor) where.push(...entryKeyset.after(query.cursor));
  const rows = await db
    .select({ row: progressEntries, key: entryKeyset.key })
    .from(progressEntries)
    .where(and(...where))
    .orderBy(desc(progressEntries.entryDate), desc(progressEntries.createdAt), desc(progressEntries.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  await recordAudit(db, {
    userId,
    action: "progress_entry.list",
    entity: ENTITY,
    detail: { goalId: query.goalId, count: page.rows.length, page: query.cursor ? "next" : "first" },
  });
  const items = await withAuthorNames(
    db,
    page.rows.map((r) => toEntry(r.row)),
    (e) => e.enteredBy,
  );
  return { items, nextCursor: page.nextCursor };
}

/**
 * Records a data point for one of the user's goals; `progressValue` and `note` default to null.
 * @param userId the goal's owner (the records' owner: a team member's request acts on the owner's goal).
 * @param authorId the signed-in teacher who records it, kept as `enteredBy` (requirements
 *   "Authorship"); the owner when not given.
 * @throws AppError 404 "Goal not found" for a missing or foreign goal.
 */
export async function createProgressEntry(
  db: Db,
  userId: string,
  data: CreateProgressEntryInput,
  now: Date = new Date(),
  authorId: string = userId,
): Promise<ProgressEntry> {
  const entry = await db.transaction(async (tx) => {
    await assertEntryAcceptable(tx, userId, data.goalId, data, {
      now,
      confirmed: data.confirmImplausible === true,
    });
    const [row] = await tx
      .insert(progressEntries)
      .values({
        goalId: data.goalId,
        entryDate: data.entryDate,
        progressValue: data.progressValue ?? null,
        note: data.note ?? null,
        userId,
        enteredByUserId: authorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("insert into progress_entries returned no row");
    await recordAudit(tx, {
      userId,
      action: "progress_entry.create",
      entity: ENTITY,
      entityId: row.id,
      detail: { goalId: data.goalId },
    });
    return toEntry(row);
  });
  return withAuthorName(db, entry, (e) => e.enteredBy);
}

/** Rows of one multi-row insert of {@link createCheckedProgressEntries}. */
const INSERT_CHUNK = 500;

/**
 * Records many data points of the user's goals at once, inside the caller's transaction (the
 * progress-data import, requirements "Progress-data import"): multi-row inserts of 500, and one
 * audit line per goal with the count. The caller has already checked every entry by the data-point
 * rule (`checkProgressEntry`, as {@link createProgressEntry} does one at a time) and that every goal
 * is the user's; a refused or implausible entry must never reach here.
 * @returns the new entries' ids, in the order given.
 */
export async function createCheckedProgressEntries(
  tx: Runner,
  userId: string,
  entries: readonly {
    goalId: string;
    entryDate: string;
    progressValue: number | null;
    note: string | null;
  }[],
  now: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
    const rows = await tx
      .insert(progressEntries)
      .values(
        entries.slice(i, i + INSERT_CHUNK).map((e) => ({
          ...e,
          userId,
          enteredByUserId: userId,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: progressEntries.id });
    ids.push(...rows.map((r) => r.id));
  }
  const perGoal = new Map<string, number>();
  for (const e of entries) perGoal.set(e.goalId, (perGoal.get(e.goalId) ?? 0) + 1);
  for (const [goalId, count] of perGoal) {
    await recordAudit(tx, {
      userId,
      action: "progress_entry.create",
      entity: ENTITY,
      detail: { goalId, count, source: "import" },
    });
  }
  return ids;
}

/**
 * Changes the fields sent (entryDate, progressValue — null clears the score —, note); sets updated_at.
 * @throws AppError 404 "Progress entry not found" for a missing or foreign entry.
 */
export async function updateProgressEntry(
  db: Db,
  userId: string,
  id: string,
  data: UpdateProgressEntryInput,
  now: Date = new Date(),
): Promise<ProgressEntry> {
  const entry = await db.transaction(async (tx) => {
    const set: Partial<typeof progressEntries.$inferInsert> = { updatedAt: now };
    if (data.entryDate !== undefined) set.entryDate = data.entryDate;
    if (data.progressValue !== undefined) set.progressValue = data.progressValue;
    if (data.note !== undefined) set.note = data.note;
    if (data.entryDate !== undefined || data.progressValue !== undefined) {
      const [current] = await tx.select().from(progressEntries).where(entryByIdAndOwner(id, userId)).limit(1);
      if (!current) throw entryNotFound();
      const merged = {
        entryDate: data.entryDate ?? current.entryDate,
        progressValue: data.progressValue !== undefined ? data.progressValue : current.progressValue,
      };
      await assertEntryAcceptable(tx, userId, current.goalId, merged, {
        now,
        confirmed: data.confirmImplausible === true,
        excludeId: id,
      });
    }
    const [row] = await tx.update(progressEntries).set(set).where(entryByIdAndOwner(id, userId)).returning();
    if (!row) throw entryNotFound();
    await recordAudit(tx, {
      userId,
      action: "progress_entry.update",
      entity: ENTITY,
      entityId: id,
      detail: { goalId: row.goalId, fields: Object.keys(data).filter((k) => k !== "confirmImplausible") },
    });
    return toEntry(row);
  });
  return withAuthorName(db, entry, (e) => e.enteredBy);
}

/**
 * Deletes one entry.
 * @throws AppError 404 "Progress entry not found" for a missing or foreign entry.
 */
export async function deleteProgressEntry(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(progressEntries)
      .where(entryByIdAndOwner(id, userId))
      .returning({ goalId: progressEntries.goalId });
    if (!row) throw entryNotFound();
    await recordAudit(tx, {
      userId,
      action: "progress_entry.delete",
      entity: ENTITY,
      entityId: id,
      detail: { goalId: row.goalId },
    });
  });
}
