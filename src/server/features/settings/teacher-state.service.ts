/**
 * What staff set on one teacher (requirements "Admin area"): a suspension and this month's quota
 * reset, kept in `teacher_admin_state`. Read by the note quota and by sign-in; written by the admin
 * actions.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { teacherAdminState, users } from "../../db/schema/index.ts";

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

/** True when the account with this address (any case) is suspended. */
export async function isSuspendedEmail(db: Reader, email: string): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: teacherAdminState.suspendedAt })
    .from(users)
    .innerJoin(teacherAdminState, eq(teacherAdminState.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  return Boolean(row?.suspendedAt);
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
