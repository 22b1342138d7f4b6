/**
 * Staff viewing a teacher's student records (requirements "Admin area"): only when the teacher has
 * allowed it in their preferences (`staffMayViewStudents`), and every view writes one admin audit
 * line (who, which teacher, which student, when, from where), the record of access FERPA asks for
 * (34 CFR 99.32). Without consent staff see counts only (`teachers.service.ts`).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { SharedStudentLine } from "../../../shared/contracts/admin.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { fromStudentRow } from "../../../shared/domain/student-record.ts";
import type { Db } from "../../db/client.ts";
import { students, users } from "../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditAdmin } from "../../lib/admin-audit.ts";
import { AppError } from "../../lib/app-error.ts";
import { getUserPreferences } from "../account/index.ts";
import { goalStatementsByStudent } from "../students/index.ts";

/** The answer when the teacher has not allowed staff to see student records. */
export const NO_STAFF_CONSENT_MESSAGE =
  "This teacher has not allowed support staff to see student records. Ask them to turn it on under Account → Preferences.";

/**
 * Throws unless the teacher exists and has allowed staff to see their students.
 * @throws AppError 404 when there is no such teacher; 403 `NO_STAFF_CONSENT` without consent.
 */
async function requireConsent(db: Db, teacherId: string): Promise<void> {
  const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.id, teacherId)).limit(1);
  if (!teacher) throw new AppError(404, ErrorCode.NOT_FOUND, "Teacher not found.");
  const { staffMayViewStudents } = await getUserPreferences(db, teacherId);
  if (!staffMayViewStudents) throw new AppError(403, ErrorCode.NO_STAFF_CONSENT, NO_STAFF_CONSENT_MESSAGE);
}

/**
 * The teacher's students (id, name, grade), by name, for staff; one audit line `admin.students.view`
 * for `actor`.
 * @throws see {@link requireConsent}.
 */
export async function listSharedStudents(
  db: Db,
  actor: Actor,
  teacherId: string,
): Promise<SharedStudentLine[]> {
  await requireConsent(db, teacherId);
  const rows = await db
    .select({ id: students.id, name: students.name, grade: students.grade })
    .from(students)
    .where(eq(students.userId, teacherId))
    .orderBy(sql`lower(${students.name})`, asc(students.id));
  await auditAdmin(db, actor, {
    action: "students.view",
    entity: "teacher",
    entityId: teacherId,
    detail: { count: rows.length },
  });
  return rows;
}

/**
 * One student record of the teacher for staff; one audit line `admin.student.view` for `actor`
 * naming the student.
 * @throws see {@link requireConsent}; AppError 404 when the student is not this teacher's.
 */
export async function getSharedStudent(
  db: Db,
  actor: Actor,
  teacherId: string,
  studentId: string,
): Promise<Student> {
  await requireConsent(db, teacherId);
  // Student ids are UUIDs: anything else names no record (and must not reach the uuid column).
  if (!z.uuid().safeParse(studentId).success)
    throw new AppError(404, ErrorCode.NOT_FOUND, "Student not found.");
  const [row] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, teacherId)))
    .limit(1);
  if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, "Student not found.");
  await auditAdmin(db, actor, {
    action: "student.view",
    entity: "teacher",
    entityId: teacherId,
    detail: { studentId },
  });
  // The structured goals' statements are the record's goals (decision 017).
  const goals = await goalStatementsByStudent(db, teacherId, [studentId]);
  return { ...fromStudentRow(row), iepGoals: goals.get(studentId) ?? [] };
}
