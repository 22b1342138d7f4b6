/**
 * The plan's student limit on the server (requirements "Plans and trial", "Roster import"): the room
 * a teacher has left, and the refusal of a student beyond it. Every path that creates students
 * calls these (POST /students, the roster import, the restore).
 */
import { count, eq } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { planStatus } from "../../../shared/domain/plan-status.ts";
import {
  type StudentRoom,
  studentLimitMessage,
  studentRoomOf,
} from "../../../shared/domain/student-limit.ts";
import type { Runner } from "../../db/client.ts";
import { students, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

export type { StudentRoom };

/**
 * The teacher's room under the plan's student limit at `now`.
 * @param lock true inside a transaction about to add students: the teacher's row is locked
 *   (`SELECT … FOR UPDATE`) so two parallel creations cannot both take the last place.
 * @returns `{maxStudents, existing, available}`, or null when the plan has no limit (Pro, active trial).
 * @throws AppError 401 when the teacher's row is gone (account deleted mid-session).
 */
export async function studentRoom(
  db: Runner,
  userId: string,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<StudentRoom | null> {
  const query = db
    .select({
      planType: users.planType,
      trialEndDate: users.trialEndDate,
      subscriptionStartDate: users.subscriptionStartDate,
      maxStudents: users.maxStudents,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [user] = lock ? await query.for("update") : await query;
  if (!user) throw new AppError(401, ErrorCode.UNAUTHENTICATED, messages.students.mustLogInToAdd);
  const state = planStatus(user, now).state;
  if (state === "pro" || state === "active_trial") return null;
  const [row] = await db.select({ n: count() }).from(students).where(eq(students.userId, userId));
  return studentRoomOf(state, user.maxStudents, Number(row?.n ?? 0));
}

/**
 * Refuses `adding` more students when they do not fit.
 * @throws AppError 403 `STUDENT_LIMIT_REACHED` with {@link studentLimitMessage}; `details` = the room.
 */
export function assertStudentRoom(room: StudentRoom | null, adding = 1): void {
  if (room === null || room.available >= adding) return;
  throw new AppError(403, ErrorCode.STUDENT_LIMIT_REACHED, studentLimitMessage(room.maxStudents), {
    maxStudents: room.maxStudents,
    existing: room.existing,
    available: room.available,
  });
}
