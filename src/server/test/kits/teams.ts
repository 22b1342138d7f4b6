/**
 * Test set-up for IEP teams (requirements "IEP teams"): puts a teacher on a student's team directly
 * in `student_members`, active or invited, without the invitation routes, so a test of any feature
 * can act as a member. Not a test file; imports no feature (decision 020).
 */

import { and, eq } from "drizzle-orm";
import type { TeamRole } from "../../../shared/domain/team-access.ts";
import type { Db } from "../../db/client.ts";
import { studentMembers, students } from "../../db/schema/index.ts";

/** A member to add: the teacher's id and address (a `TestUser` fits). */
export interface MemberAccount {
  id: string;
  email: string;
}

/**
 * Adds `member` to `studentId`'s team with `role`, active (accepted now) unless `status` is
 * "invited"; the student's owner is recorded as the inviter. Returns the membership's id.
 * @throws when the student does not exist.
 */
export async function shareStudent(
  db: Db,
  studentId: string,
  member: MemberAccount,
  role: TeamRole,
  status: "active" | "invited" = "active",
): Promise<string> {
  const [student] = await db
    .select({ ownerId: students.userId })
    .from(students)
    .where(eq(students.id, studentId));
  if (!student) throw new Error(`shareStudent: no student ${studentId}`);
  const [row] = await db
    .insert(studentMembers)
    .values({
      studentId,
      userId: member.id,
      email: member.email.toLowerCase(),
      role,
      status,
      invitedByUserId: student.ownerId,
      acceptedAt: status === "active" ? new Date() : null,
    })
    .returning({ id: studentMembers.id });
  return (row as { id: string }).id;
}

/** Removes `member` from `studentId`'s team (a revoke), whatever their status. */
export async function unshareStudent(db: Db, studentId: string, memberUserId: string): Promise<void> {
  await db
    .delete(studentMembers)
    .where(and(eq(studentMembers.studentId, studentId), eq(studentMembers.userId, memberUserId)));
}
