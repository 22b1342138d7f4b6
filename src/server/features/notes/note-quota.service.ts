/**
 * The monthly note quota of one teacher (requirements "Note quota", "Notes": "Count the notes of a
 * user created since the start of the current month (first day, 00:00 local)", requirements "Note quota").
 *
 * The rules are pure functions in `src/shared/domain` (`planStatus`, `monthStart`, `noteQuota`);
 * this module reads what they need from the database.
 */
import { and, count, eq, gte } from "drizzle-orm";
import { NOTE_LIMIT_REACHED } from "../../../shared/contracts/notes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import {
  monthStart,
  type NoteQuota,
  noteQuota,
  quotaRefusalMessage,
} from "../../../shared/domain/note-quota.ts";
import { type PlanStatus, planStatus } from "../../../shared/domain/plan-status.ts";
import type { Db } from "../../db/client.ts";
import { notes, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/** The database or a transaction handle (anything with drizzle's `select`). */
export type Reader = Pick<Db, "select">;

export interface QuotaStatus {
  plan: PlanStatus;
  quota: NoteQuota;
  /** The teacher's IANA zone (null = UTC), used for the month start and calendar dates. */
  timeZone: string | null;
  /** The first instant of the current month in the teacher's zone. */
  since: Date;
}

/** Notes of `userId` created at or after `since` (requirements "Notes"). */
export async function countNotesSince(db: Reader, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notes)
    .where(and(eq(notes.userId, userId), gte(notes.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * The plan status and the quota of the user at `now`.
 * @param lock true inside a transaction that is about to add a note: the user's row is locked
 *   (`SELECT … FOR UPDATE`) so two generations cannot both take the last free note.
 * @throws AppError 401 when the user row is gone (account deleted mid-session).
 */
export async function getQuotaStatus(
  db: Reader,
  userId: string,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<QuotaStatus> {
  const query = db
    .select({
      planType: users.planType,
      trialEndDate: users.trialEndDate,
      subscriptionStartDate: users.subscriptionStartDate,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [user] = lock ? await query.for("update") : await query;
  if (!user) throw new AppError(401, "UNAUTHENTICATED", messages.notes.notAuthenticated);
  const plan = planStatus(user, now);
  const since = monthStart(now, user.timeZone);
  const used = await countNotesSince(db, userId, since);
  return {
    plan,
    quota: noteQuota({ state: plan.state, usedThisMonth: used }),
    timeZone: user.timeZone,
    since,
  };
}

/**
 * requirements "Note quota": refuses generation when the quota says so.
 * @throws AppError 403 `NOTE_LIMIT_REACHED` whose message names the notes used (free plan) or the
 *   ended trial; `details` = { reason, used, limit }.
 */
export function assertCanGenerate(status: QuotaStatus): void {
  const { quota } = status;
  if (quota.canGenerate) return;
  throw new AppError(403, NOTE_LIMIT_REACHED, quotaRefusalMessage(quota), {
    reason: quota.reason,
    used: quota.used,
    limit: quota.limit,
  });
}
