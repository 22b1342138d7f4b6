/**
 * The students other teachers share with the signed-in one, as far as the member's role may read
 * them (requirements "IEP teams", "Shared students in lists"; the role table in
 * `shared/domain/team-access.ts`).
 *
 * - A shared student carries `sharing: {role, ownerName, ownerEmail}` (the owner's account name and
 *   address).
 * - The fields the role may not read (`studentFieldsVisible`) are answered empty: lists `[]`, text
 *   `null`, objects `{}`, the parent contact's four strings `""`, `identityFirstLanguage` false and
 *   `homeLanguage` "en" (the values of a record that never had them). The identity (id, name, grade,
 *   dateAdded, createdAt, updatedAt) and the goal statements (`iepGoals`, every role reads the goals)
 *   are always answered; the accommodations (`accommodations`, `defaultAccommodations`) for a role
 *   that reads them.
 * - Only active memberships count: an invited, declined or revoked teacher sees nothing.
 */
import { and, asc, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import type { Student, StudentSummary } from "../../../shared/contracts/students.ts";
import type { StudentSharing } from "../../../shared/contracts/teams.ts";
import { isTeamRole } from "../../../shared/contracts/teams.ts";
import { emptyIepFields, fromStudentRow } from "../../../shared/domain/student-record.ts";
import {
  type StudentAccessRole,
  studentFieldsVisible,
  type TeamRole,
} from "../../../shared/domain/team-access.ts";
import type { Db } from "../../db/client.ts";
import { iepGoals, studentMembers, students, users } from "../../db/schema/index.ts";
import type { StudentAccess } from "../../lib/student-access.ts";
import { summaryColumns, toSummary } from "./student-summary.ts";

/** The fields of a student a role that reads only the identity does not read, with their empty value. */
type Redactable = Omit<
  Student,
  "id" | "name" | "grade" | "dateAdded" | "createdAt" | "updatedAt" | "iepGoals" | "sharing"
>;

/** The accommodations: read by a role with `accommodations.read` (`studentFieldsVisible`). */
const ACCOMMODATION_FIELDS = ["accommodations", "defaultAccommodations"] as const;

/** Every redactable field's empty value (typed: a new field of `Student` must be placed here). */
function emptyFields(): Redactable {
  return {
    dateOfBirth: null,
    studentId: null,
    parentContact: { name: "", relationship: "", email: "", phone: "" },
    annualMeetingDueDate: null,
    lastEvaluationDate: null,
    caseManager: null,
    serviceProviders: [],
    disabilities: [],
    notes: null,
    // The IEP sections, accommodations, strengths, needs… as a new student has them.
    ...emptyIepFields(),
    identityFirstLanguage: false,
    homeLanguage: "en",
  };
}

/** The empty values that replace what `role` may not read (none for a role that reads the record). */
function hiddenFor(role: StudentAccessRole): Partial<Redactable> {
  const visible = studentFieldsVisible(role);
  if (visible === "all") return {};
  const hidden: Partial<Redactable> = emptyFields();
  if (visible === "identity+accommodations") for (const field of ACCOMMODATION_FIELDS) delete hidden[field];
  return hidden;
}

/**
 * `student` (a full record or a summary) as `role` may read it: the fields it may not read answered
 * empty (see the module comment); unchanged for the owner and a role that reads the record.
 */
export function redactStudent<T extends Partial<Student>>(student: T, role: StudentAccessRole): T {
  const out: Record<string, unknown> = { ...student };
  for (const [field, empty] of Object.entries(hiddenFor(role))) if (field in out) out[field] = empty;
  return out as T;
}

/**
 * `sharing` of a student whose owner is `ownerId`, for a member with `role`: the owner's account
 * name and address.
 * @throws Error when the owner has no account (a student always has one: the foreign key).
 */
export async function sharingOf(db: Db, ownerId: string, role: TeamRole): Promise<StudentSharing> {
  const [owner] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  if (!owner) throw new Error("a shared student's owner has no account");
  return { role, ownerName: owner.name, ownerEmail: owner.email };
}

/** The member's role and the owner, selected beside a shared student's columns. */
const sharingColumns = { role: studentMembers.role, ownerName: users.name, ownerEmail: users.email };

/**
 * The active memberships of `userId` (an invited, declined or revoked one is not a membership), on
 * students another teacher owns (a student transferred to a member is listed once, as their own).
 */
const sharedRowsOf = (userId: string) =>
  and(eq(studentMembers.userId, userId), eq(studentMembers.status, "active"), ne(students.userId, userId));

/** The students list's order (`listStudents`): name case-insensitively, then name and id. */
const sharedRowsOrder = [sql`lower(${students.name})`, asc(students.name), asc(students.id)];

/** A row's `sharing` and the rest of its columns; null for a role this version does not know. */
function splitSharing<R extends { role: string; ownerName: string; ownerEmail: string }>(
  row: R,
): { sharing: StudentSharing; rest: Omit<R, "role" | "ownerName" | "ownerEmail"> } | null {
  const { role, ownerName, ownerEmail, ...rest } = row;
  return isTeamRole(role) ? { sharing: { role, ownerName, ownerEmail }, rest } : null;
}

/**
 * The full records of the students shared with `userId` (active memberships), ordered like the
 * teacher's own list (name, case-insensitively, then name and id), each redacted for the member's
 * role and carrying `sharing`. One query when nothing is shared, two otherwise.
 */
export async function listSharedStudents(db: Db, userId: string): Promise<Student[]> {
  const rows = await db
    .select({ ...getTableColumns(students), ...sharingColumns })
    .from(studentMembers)
    .innerJoin(students, eq(students.id, studentMembers.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(sharedRowsOf(userId))
    .orderBy(...sharedRowsOrder);
  if (rows.length === 0) return [];
  const goals = await db
    .select({ studentId: iepGoals.studentId, statement: iepGoals.statement })
    .from(iepGoals)
    .where(
      inArray(
        iepGoals.studentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(iepGoals.createdAt), asc(iepGoals.id));
  const statements = new Map<string, string[]>();
  for (const g of goals) statements.set(g.studentId, [...(statements.get(g.studentId) ?? []), g.statement]);
  return rows.flatMap((row) => {
    const split = splitSharing(row);
    if (!split) return [];
    const student = { ...fromStudentRow(split.rest), iepGoals: statements.get(row.id) ?? [] };
    return [{ ...redactStudent(student, split.sharing.role), sharing: split.sharing }];
  });
}

/**
 * The summaries of the students shared with `userId`, in the order of {@link listSharedStudents},
 * redacted for the member's role and carrying `sharing`. One query.
 */
export async function listSharedStudentSummaries(db: Db, userId: string): Promise<StudentSummary[]> {
  const rows = await db
    .select({ ...summaryColumns, ...sharingColumns })
    .from(studentMembers)
    .innerJoin(students, eq(students.id, studentMembers.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(sharedRowsOf(userId))
    .orderBy(...sharedRowsOrder);
  return rows.flatMap((row) => {
    const split = splitSharing(row);
    if (!split) return [];
    return [{ ...redactStudent(toSummary(split.rest), split.sharing.role), sharing: split.sharing }];
  });
}

/**
 * One student as the signed-in teacher may read it: unchanged for its owner (`access` absent or the
 * owner's), else redacted for the member's role and carrying `sharing` (GET and PATCH /students/:id,
 * where the access gate set `access`).
 */
export async function studentAsSeenBy(
  db: Db,
  student: Student,
  access: StudentAccess | undefined,
): Promise<Student> {
  if (!access || access.role === "owner") return student;
  return {
    ...redactStudent(student, access.role),
    sharing: await sharingOf(db, access.ownerId, access.role),
  };
}
