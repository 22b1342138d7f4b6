/**
 * What staff set on one teacher (requirements "Admin area"): a suspension and this month's quota
 * reset, kept in `teacher_admin_state`. Read by the note quota here, and the suspension by the auth
 * layer (`auth/account-standing.ts`: every new session and every `/api/v1` request); written by the
 * admin actions.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { teacherAdminState } from "../../db/schema/index.ts";

type Reader = Pick<Db, "select">;

/**
 * Where this month's note count starts for `userId`: the month's start, or a later reset by staff.
 * @param monthStartAt the first instant of the teacher's month (requirements "Note quota").
 */
export async function quotaCountStart(db: Reader, userId: string, monthStartAt: Date): Promise<Date> {
  const [row] = await db
    .select({ resetAt: teacherAdminState.quotaResetAt })
    .from(teacherAdminState)
    .where(eq(teacherAdminState.userId, userId));
  const resetAt = row?.resetAt;
  return resetAt && resetAt > monthStartAt ? resetAt : monthStartAt;
}

/** Sets some of the teacher's admin state (the row is created when missing). */
export async function setTeacherState(
  db: Pick<Db, "insert">,
  userId: string,
  patch: { suspendedAt?: Date | null; quotaResetAt?: Date | null },
  now: Date,
): Promise<void> {
  await db
    .insert(teacherAdminState)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: teacherAdminState.userId, set: { ...patch, updatedAt: now } });
}
