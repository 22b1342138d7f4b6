/**
 * The students shared with a teacher whose records a list may include (requirements "Shared students
 * in lists"): caseload-wide lists (meetings, deadlines, the dashboard, the calendar feed, reminders)
 * answer the teacher's own rows and the rows of the students shared with them whose role grants the
 * list's capability (`team-records.read` for meetings and deadlines: co-teachers and providers), each
 * marked with the owner's name (`sharedBy`). Queries only: lib/ imports no feature (decision 020).
 */
import { and, eq, inArray, ne, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { isTeamRole } from "../../shared/contracts/teams.ts";
import { can, type TeamCapability, type TeamRole } from "../../shared/domain/team-access.ts";
import type { Db } from "../db/client.ts";
import { studentMembers, students, users } from "../db/schema/index.ts";

/** A student shared with the teacher that a list may include. */
export interface ReadableSharedStudent {
  ownerId: string;
  /** The owner's account name: the list's `sharedBy`. */
  ownerName: string;
  role: TeamRole;
}

/** Shared students by id; empty for a teacher on no team (or whose roles grant nothing here). */
export type ReadableShared = ReadonlyMap<string, ReadableSharedStudent>;

/**
 * The students shared with `userId` (active memberships, students another teacher owns) whose role
 * grants `capability`, by student id (one indexed query).
 */
export async function readableSharedStudents(
  db: Pick<Db, "select">,
  userId: string,
  capability: TeamCapability,
): Promise<ReadableShared> {
  const rows = await db
    .select({
      studentId: studentMembers.studentId,
      role: studentMembers.role,
      ownerId: students.userId,
      ownerName: users.name,
    })
    .from(studentMembers)
    .innerJoin(students, eq(students.id, studentMembers.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        eq(studentMembers.userId, userId),
        eq(studentMembers.status, "active"),
        ne(students.userId, userId),
      ),
    );
  const shared = new Map<string, ReadableSharedStudent>();
  for (const { studentId, role, ownerId, ownerName } of rows) {
    if (isTeamRole(role) && can(role, capability)) shared.set(studentId, { ownerId, ownerName, role });
  }
  return shared;
}

/**
 * The condition "a row of `userId`'s own records, or of one of the `shared` students": the rows of
 * a shared student carry its owner's id, so the owner is checked beside the student.
 */
export function ownOrShared(
  userColumn: PgColumn,
  studentColumn: PgColumn,
  userId: string,
  shared: ReadableShared,
): SQL {
  const own = eq(userColumn, userId);
  if (shared.size === 0) return own;
  const byOwner = new Map<string, string[]>();
  for (const [studentId, s] of shared) byOwner.set(s.ownerId, [...(byOwner.get(s.ownerId) ?? []), studentId]);
  const theirs = [...byOwner].map(([ownerId, ids]) =>
    and(eq(userColumn, ownerId), inArray(studentColumn, ids)),
  );
  return or(own, ...theirs) as SQL;
}

/**
 * `rows` with `sharedBy` (the owner's name) on each row of a `shared` student; the teacher's own rows
 * unchanged.
 */
export function markShared<T extends { studentId: string }>(
  rows: T[],
  shared: ReadableShared,
): (T & { sharedBy?: string })[] {
  if (shared.size === 0) return rows;
  return rows.map((row) => {
    const s = shared.get(row.studentId);
    return s ? { ...row, sharedBy: s.ownerName } : row;
  });
}
