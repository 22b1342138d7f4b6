/**
 * Who a teacher is to a student (requirements "IEP teams"): its owner, an active member with a role,
 * or nobody. Read by the access gate on every request that names a student (`team-gate.ts`) and by
 * the lists that include shared students. Queries only: lib/ imports no feature (decision 020).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { isTeamRole } from "../../shared/contracts/teams.ts";
import type { StudentAccessRole, TeamRole } from "../../shared/domain/team-access.ts";
import type { Db } from "../db/client.ts";
import {
  deadlines,
  iepGoals,
  iepServices,
  iepSigningLinks,
  ieps,
  meetings,
  notes,
  parentContacts,
  progressEntries,
  serviceSessions,
  studentFiles,
  studentMembers,
  students,
} from "../db/schema/index.ts";

/** A teacher's access to one student: the owner's id (every row of the student carries it) and the role. */
export interface StudentAccess {
  studentId: string;
  ownerId: string;
  role: StudentAccessRole;
}

/**
 * The access `userId` has to each of `studentIds` (one query): the owner's, an active member's role,
 * or absent from the map for a student they have no part in (or that does not exist, or an id that is
 * not a UUID).
 */
export async function accessToStudents(
  db: Db,
  userId: string,
  studentIds: readonly string[],
): Promise<Map<string, StudentAccess>> {
  const found = new Map<string, StudentAccess>();
  // An id that is not a UUID names no student (and would be a database error, not a 404).
  const ids = [...new Set(studentIds)].filter((id) => UUID.test(id));
  if (ids.length === 0) return found;
  const rows = await db
    .select({ studentId: students.id, ownerId: students.userId, role: studentMembers.role })
    .from(students)
    .leftJoin(
      studentMembers,
      and(
        eq(studentMembers.studentId, students.id),
        eq(studentMembers.userId, userId),
        eq(studentMembers.status, "active"),
      ),
    )
    .where(inArray(students.id, ids));
  for (const row of rows) {
    if (row.ownerId === userId) found.set(row.studentId, { ...row, role: "owner" });
    else if (row.role && isTeamRole(row.role)) found.set(row.studentId, { ...row, role: row.role });
  }
  return found;
}

/** True when `userId` is an active member of at least one student's team (one indexed read). */
export async function isOnAnyTeam(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(studentMembers)
    .where(and(eq(studentMembers.userId, userId), eq(studentMembers.status, "active")))
    .limit(1);
  return row !== undefined;
}

/** The students shared with `userId` (active memberships): student id → role. */
export async function sharedStudentRoles(db: Db, userId: string): Promise<Map<string, TeamRole>> {
  const rows = await db
    .select({ studentId: studentMembers.studentId, role: studentMembers.role })
    .from(studentMembers)
    .where(and(eq(studentMembers.userId, userId), eq(studentMembers.status, "active")));
  const roles = new Map<string, TeamRole>();
  for (const row of rows) if (isTeamRole(row.role)) roles.set(row.studentId, row.role);
  return roles;
}

/** The kinds of row a route may name by id, each tied to one student. */
export type StudentRowKind =
  | "goal"
  | "entry"
  | "note"
  | "service"
  | "session"
  | "contact"
  | "meeting"
  | "deadline"
  | "member"
  // IEP versions
  | "iep"
  // Signatures and consent
  | "signing-link"
  // Attachments
  | "file";

/** A row's student and who wrote it (null: the owner, or a kind without an author). */
export interface RowOwner {
  studentId: string | null;
  authorId: string | null;
}

/**
 * The student a row of `kind` belongs to and its author, or null for no such row. Ids that are not
 * UUIDs name no row (the route's own 404 answers them).
 */
export async function rowOwner(db: Db, kind: StudentRowKind, id: string): Promise<RowOwner | null> {
  if (!UUID.test(id)) return null;
  const [row] = await rowQuery(db, kind, id);
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function rowQuery(db: Db, kind: StudentRowKind, id: string): Promise<RowOwner[]> {
  switch (kind) {
    case "goal":
      return db
        .select({ studentId: iepGoals.studentId, authorId: iepGoals.authorId })
        .from(iepGoals)
        .where(eq(iepGoals.id, id));
    case "entry":
      return db
        .select({ studentId: iepGoals.studentId, authorId: progressEntries.enteredByUserId })
        .from(progressEntries)
        .innerJoin(iepGoals, eq(iepGoals.id, progressEntries.goalId))
        .where(eq(progressEntries.id, id));
    case "note":
      return db
        .select({ studentId: notes.studentId, authorId: notes.authorId })
        .from(notes)
        .where(eq(notes.id, id));
    case "service":
      return db
        .select({ studentId: iepServices.studentId, authorId: sql<string | null>`null` })
        .from(iepServices)
        .where(eq(iepServices.id, id));
    case "session":
      return db
        .select({ studentId: serviceSessions.studentId, authorId: serviceSessions.enteredByUserId })
        .from(serviceSessions)
        .where(eq(serviceSessions.id, id));
    case "contact":
      return db
        .select({ studentId: parentContacts.studentId, authorId: parentContacts.enteredByUserId })
        .from(parentContacts)
        .where(eq(parentContacts.id, id));
    case "meeting":
      return db
        .select({ studentId: meetings.studentId, authorId: sql<string | null>`null` })
        .from(meetings)
        .where(eq(meetings.id, id));
    case "deadline":
      return db
        .select({ studentId: deadlines.studentId, authorId: sql<string | null>`null` })
        .from(deadlines)
        .where(eq(deadlines.id, id));
    case "member":
      return db
        .select({ studentId: studentMembers.studentId, authorId: sql<string | null>`null` })
        .from(studentMembers)
        .where(eq(studentMembers.id, id));
    // IEP versions
    case "iep":
      return db
        .select({ studentId: ieps.studentId, authorId: ieps.authorId })
        .from(ieps)
        .where(eq(ieps.id, id));
    // Signatures and consent
    case "signing-link":
      return db
        .select({ studentId: iepSigningLinks.studentId, authorId: sql<string | null>`null` })
        .from(iepSigningLinks)
        .where(eq(iepSigningLinks.id, id));
    // Attachments
    case "file":
      return db
        .select({ studentId: studentFiles.studentId, authorId: sql<string | null>`null` })
        .from(studentFiles)
        .where(eq(studentFiles.id, id));
  }
}
