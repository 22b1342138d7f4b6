/**
 * Students: the caseload of one teacher (requirements "Student fields", "Saving students": "Student updates and deletes are scoped
 * to the student id and the owning user", requirements "Students").
 *
 * Every function takes the session's user id (never one from the request, architecture "Request path") and scopes
 * every query by it; a row of another teacher is reported exactly like a missing row: AppError 404
 * "Student not found" (requirements "Error catalogue"). Every read and change is written to the audit log (architecture "Security model").
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type {
  CreateStudentData,
  Student,
  StudentSummary,
  UpdateStudentData,
} from "../../../shared/contracts/students.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { fromStudentRow, toStudentColumns } from "../../../shared/domain/student-record.ts";
import type { Db } from "../../db/client.ts";
import { deletedStudents, iepGoals, type StudentRow, students } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { FileStore } from "../../lib/hono-env.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { syncNewStudentsDeadlines, syncStudentDeadlines } from "../deadlines/index.ts";
import { removeStoredFiles, storedFileKeys } from "../files/index.ts";
import { listSharedStudentSummaries, listSharedStudents } from "./shared-students.ts";
import { assertStudentRoom, studentRoom } from "./student-room.ts";
import { summaryColumns, toSummary } from "./student-summary.ts";

const ENTITY = "student";

/** requirements "Error catalogue" as the one 404 of this feature. */
const studentNotFound = () => notFound(messages.students.notFound);

const byIdAndOwner = (id: string, userId: string) => and(eq(students.id, id), eq(students.userId, userId));

/**
 * The statements of the students' structured goals (table iep_goals), oldest first, by student id:
 * the read-only `iepGoals` projection of the wire (decision 017, requirements "IEP goals").
 * @param studentIds the students to read; all of the user's when absent.
 */
export async function goalStatementsByStudent(
  db: Db,
  userId: string,
  studentIds?: string[],
): Promise<Map<string, string[]>> {
  const byStudent = new Map<string, string[]>();
  if (studentIds?.length === 0) return byStudent;
  const rows = await db
    .select({ studentId: iepGoals.studentId, statement: iepGoals.statement })
    .from(iepGoals)
    .where(
      studentIds
        ? and(eq(iepGoals.userId, userId), inArray(iepGoals.studentId, studentIds))
        : eq(iepGoals.userId, userId),
    )
    .orderBy(asc(iepGoals.createdAt), asc(iepGoals.id));
  for (const r of rows) byStudent.set(r.studentId, [...(byStudent.get(r.studentId) ?? []), r.statement]);
  return byStudent;
}

/** A stored row → `Student`, its `iepGoals` the structured goals' statements (decision 017). */
function toStudent(row: StudentRow, statements: Map<string, string[]>): Student {
  return { ...fromStudentRow(row), iepGoals: statements.get(row.id) ?? [] };
}

/**
 * All students of the user, ordered by name (requirements "Students": Read all students of a user ordered by name),
 * then the students shared with the user in the same order, redacted for the member's role and
 * carrying `sharing` (requirements "Shared students in lists").
 * The order is case-insensitive, then by exact name and id, so it is the same on PGlite and on a
 * PostgreSQL server whatever its collation.
 * @returns Student[] (possibly empty).
 */
export async function listStudents(db: Db, userId: string): Promise<Student[]> {
  const rows = await db
    .select()
    .from(students)
    .where(eq(students.userId, userId))
    .orderBy(sql`lower(${students.name})`, asc(students.name), asc(students.id));
  const shared = await listSharedStudents(db, userId);
  const count = rows.length + shared.length;
  await recordAudit(db, { userId, action: "student.list", entity: ENTITY, detail: { count } });
  const statements = await goalStatementsByStudent(db, userId);
  return [...rows.map((row) => toStudent(row, statements)), ...shared];
}

/**
 * The list projection (requirements "Students"): the user's students and those shared with them in
 * the order of {@link listStudents}, with the summary fields only (the shared ones redacted and
 * carrying `sharing`), read from those columns alone. The same read
 * rules apply (`fromStudentRow`: the single legacy disability, dateAdded from created_at).
 * @returns StudentSummary[] (possibly empty).
 */
export async function listStudentSummaries(db: Db, userId: string): Promise<StudentSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(students)
    .where(eq(students.userId, userId))
    .orderBy(sql`lower(${students.name})`, asc(students.name), asc(students.id));
  const shared = await listSharedStudentSummaries(db, userId);
  await recordAudit(db, {
    userId,
    action: "student.list",
    entity: ENTITY,
    detail: { count: rows.length + shared.length, view: "summary" },
  });
  return [...rows.map(toSummary), ...shared];
}

/**
 * One student of the user.
 * @throws AppError 404 "Student not found" when the id is missing or belongs to another user.
 */
export async function getStudent(db: Db, userId: string, id: string): Promise<Student> {
  const [row] = await db.select().from(students).where(byIdAndOwner(id, userId)).limit(1);
  if (!row) throw studentNotFound();
  await recordAudit(db, { userId, action: "student.read", entity: ENTITY, entityId: id });
  return toStudent(row, await goalStatementsByStudent(db, userId, [id]));
}

/**
 * Inserts a student owned by the user (requirements "Students": Insert a student), refused beyond the
 * plan's student limit (requirements "Plans and trial"). Fields not sent take their defaults
 * (requirements "Saving students": null, `[]` or `{}`). When `dateAdded` is not sent it is today's
 * date in the teacher's time zone (users.time_zone, else UTC) at `now`, so it never shows tomorrow's date.
 * @returns the saved Student.
 * @throws AppError 403 STUDENT_LIMIT_REACHED when the caseload is full on the teacher's plan.
 */
export async function createStudent(
  db: Db,
  userId: string,
  data: CreateStudentData,
  now: Date = new Date(),
): Promise<Student> {
  return db.transaction(async (tx) => {
    assertStudentRoom(await studentRoom(tx, userId, now, { lock: true }));
    const timeZone = await teacherTimeZone(tx, userId);
    const student = await insertStudent(tx, userId, data, now, timeZone);
    await recordAudit(tx, {
      userId,
      action: "student.create",
      entity: ENTITY,
      entityId: student.id,
    });
    return student;
  });
}

/**
 * The insert of one student inside the caller's transaction, as {@link createStudent} does it (its
 * text goals, its deadlines synced: requirements "Deadlines"), without the limit check or the audit,
 * which the caller does once for its batch (the roster import).
 * @param timeZone the teacher's zone (`teacherTimeZone`) for `dateAdded`.
 * @returns the saved Student.
 */
export async function insertStudent(
  tx: Db,
  userId: string,
  data: CreateStudentData,
  now: Date,
  timeZone: string | null,
): Promise<Student> {
  // The goals live in iep_goals, never in the retired students.iep_goals column (decision 017).
  const { iepGoals: textGoals, ...fields } = data;
  const columns = toStudentColumns(fields);
  const [row] = await tx
    .insert(students)
    .values({
      ...columns,
      name: data.name,
      dateAdded: columns.dateAdded ?? calendarDate(now, timeZone),
      userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("insert into students returned no row");
  const statements = await insertTextGoals(
    tx,
    userId,
    row.id,
    textGoals ?? [],
    calendarDate(now, timeZone),
    now,
  );
  // The legal clock's deadlines follow the record (requirements "Deadlines").
  await syncStudentDeadlines(tx, userId, row.id, now);
  return { ...fromStudentRow(row), iepGoals: statements };
}

/** Students per multi-row insert (about 40 columns each: well under PostgreSQL's 65,535 parameters). */
const STUDENT_INSERT_CHUNK = 200;

/**
 * Inserts many students of the user inside the caller's transaction (a roster import): the same row
 * as {@link insertStudent} for each, written in multi-row inserts, and their computed deadlines made
 * in one pass (`syncNewStudentsDeadlines`: the legal clock of a student with no meeting yet). Without
 * the limit check or the audit, which the caller does once for its batch. Text goals (`iepGoals`)
 * are not taken here: a roster has none.
 * @param timeZone the teacher's zone (`teacherTimeZone`) for `dateAdded`.
 * @returns how many students were inserted.
 */
export async function insertStudents(
  tx: Db,
  userId: string,
  data: readonly Omit<CreateStudentData, "iepGoals">[],
  now: Date,
  timeZone: string | null,
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < data.length; i += STUDENT_INSERT_CHUNK) {
    const rows = await tx
      .insert(students)
      .values(
        data.slice(i, i + STUDENT_INSERT_CHUNK).map((d) => {
          const columns = toStudentColumns(d);
          return {
            ...columns,
            name: d.name,
            dateAdded: columns.dateAdded ?? calendarDate(now, timeZone),
            userId,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning({
        id: students.id,
        dateOfBirth: students.dateOfBirth,
        annualMeetingDueDate: students.annualMeetingDueDate,
        lastEvaluationDate: students.lastEvaluationDate,
        createdAt: students.createdAt,
      });
    // The legal clock's deadlines follow the record (requirements "Deadlines").
    await syncNewStudentsDeadlines(tx, userId, rows, now);
    inserted += rows.length;
  }
  return inserted;
}

/**
 * `iepGoals` sent with a new student (the compatibility input of decision 017): each distinct
 * statement becomes a structured goal with only its statement (baseline date `today`, everything else
 * empty), in the order sent, 1 ms apart so they list in that order.
 * @returns the statements stored, in order.
 */
async function insertTextGoals(
  tx: Db,
  userId: string,
  studentId: string,
  goals: string[],
  today: string,
  now: Date,
): Promise<string[]> {
  const statements = [...new Set(goals.map((g) => g.trim()).filter((g) => g !== ""))];
  if (statements.length === 0) return [];
  await tx.insert(iepGoals).values(
    statements.map((statement, i) => {
      const at = new Date(now.getTime() + i);
      return { userId, studentId, statement, baselineDate: today, createdAt: at, updatedAt: at };
    }),
  );
  return statements;
}

/**
 * Changes the fields sent (requirements "Students": Update by id and user_id, returning the row); sets updated_at.
 * @throws AppError 404 "Student not found" when the id is missing or belongs to another user.
 */
export async function updateStudent(
  db: Db,
  userId: string,
  id: string,
  data: UpdateStudentData,
  now: Date = new Date(),
): Promise<Student> {
  return db.transaction(async (tx) => {
    const student = await changeStudent(tx, userId, id, data, now);
    await recordAudit(tx, {
      userId,
      action: "student.update",
      entity: ENTITY,
      entityId: id,
      detail: { fields: Object.keys(data).filter((k) => data[k as keyof typeof data] !== undefined) },
    });
    return student;
  });
}

/**
 * The change of one student inside the caller's transaction, as {@link updateStudent} does it (its
 * deadlines synced), without the audit, which the caller does once for its batch (the roster import).
 * @throws AppError 404 "Student not found" when the id is missing or belongs to another user.
 */
export async function changeStudent(
  tx: Db,
  userId: string,
  id: string,
  data: UpdateStudentData,
  now: Date,
): Promise<Student> {
  const [row] = await tx
    .update(students)
    .set({ ...toStudentColumns(data), updatedAt: now })
    .where(byIdAndOwner(id, userId))
    .returning();
  if (!row) throw studentNotFound();
  await syncStudentDeadlines(tx, userId, id, now);
  return toStudent(row, await goalStatementsByStudent(tx, userId, [id]));
}

/**
 * Deletes a student, keeping a copy (requirements "Students": "Delete: first read by id and user_id. If not found,
 * raise Student not found. Then insert a copy into deleted_students, then delete from students";
 * requirements "Deleting students"). All three steps are one transaction: either the student is
 * archived and gone, or nothing changed. The user's notes keep their student_name (notes.student_id
 * becomes null by the foreign key). With `files`, the student's attachments' bytes are removed from
 * the store after the transaction (their rows go with the student).
 * @throws AppError 404 "Student not found" when the id is missing or belongs to another user.
 */
export async function deleteStudent(
  db: Db,
  userId: string,
  id: string,
  files?: { store: FileStore; log: (line: string) => void },
): Promise<void> {
  // The student's attachments go with it: rows by cascade, their bytes once the deletion committed
  // (requirements "Deleting students", "Attachments").
  let fileKeys: string[] = [];
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(students).where(byIdAndOwner(id, userId)).limit(1).for("update");
    if (!row) throw studentNotFound();
    const { id: originalStudentId, userId: ownerId, ...columns } = row;
    // The archive keeps the goal statements (the goals themselves go with the student).
    const statements = await goalStatementsByStudent(tx, userId, [id]);
    await tx.insert(deletedStudents).values({
      ...columns,
      iepGoals: statements.get(id) ?? [],
      originalStudentId,
      userId: ownerId,
      deletedByUserId: userId,
    });
    fileKeys = await storedFileKeys(tx, userId, id);
    await tx.delete(students).where(byIdAndOwner(id, userId));
    await recordAudit(tx, {
      userId,
      action: "student.delete",
      entity: ENTITY,
      entityId: id,
      detail: fileKeys.length > 0 ? { files: fileKeys.length } : null,
    });
  });
  if (files) await removeStoredFiles(files.store, fileKeys, files.log);
}

/** `YYYY-MM-DD` of `at` in the IANA zone `timeZone` (UTC when absent or unknown). */
function calendarDate(at: Date, timeZone: string | null | undefined): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(at);
  try {
    return format(timeZone || "UTC");
  } catch {
    return format("UTC");
  }
}
