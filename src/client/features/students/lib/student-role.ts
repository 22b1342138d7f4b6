/**
 * What the signed-in teacher may do on a student, read from the student the API answered
 * (requirements "IEP teams", "What each role may do"): the owner's students carry no `sharing`; a
 * student shared with the teacher carries `sharing.role`. The screens offer only what the role may
 * do; the server refuses the rest anyway (404 or 403). The table itself is
 * `shared/domain/team-access.ts`.
 */
import type { Student, StudentSummary } from "@shared/contracts/students";
import { countOf } from "@shared/domain/plural";
import { grantOf, type StudentAccessRole, type TeamCapability } from "@shared/domain/team-access";

/** Any answer about a student that may carry `sharing` (the full record or a list summary). */
type WithSharing = Pick<Student | StudentSummary, "sharing">;

/** What the signed-in teacher is to `student`: `"owner"` (no `sharing`) or their role on its team. */
export function roleOf(student: WithSharing): StudentAccessRole {
  return student.sharing?.role ?? "owner";
}

/**
 * True when the signed-in teacher may use `capability` on `student` at least for the rows they
 * wrote (an `"own"` grant counts: adding a new row is allowed). To change an existing row, use
 * {@link canChangeRow}.
 */
export function canOnStudent(student: WithSharing, capability: TeamCapability): boolean {
  return grantOf(roleOf(student), capability) !== null;
}

/**
 * True when the signed-in teacher (`meId`) may change or delete one existing row of `student`:
 * the grant is `"all"`, or it is `"own"` and the row's writer (`writerId`: a goal's or note's
 * `authorId`, an entry's, session's or contact's `enteredBy`) is the teacher. A row whose writer is
 * unknown (null, undefined) counts as the owner's, so an `"own"` member may not change it
 * (requirements "What each role may do": "own only").
 */
export function canChangeRow(
  student: WithSharing,
  capability: TeamCapability,
  writerId: string | null | undefined,
  meId: string | undefined,
): boolean {
  const grant = grantOf(roleOf(student), capability);
  if (grant === "all") return true;
  return grant === "own" && meId !== undefined && writerId === meId;
}

/** The writer's id of a row that may carry `authorId` or `enteredBy` (read defensively: both optional). */
export function writerOf(row: object): string | null | undefined {
  const r = row as { authorId?: unknown; enteredBy?: unknown };
  if (typeof r.authorId === "string") return r.authorId;
  if (typeof r.enteredBy === "string") return r.enteredBy;
  return null;
}

/**
 * `(studentId) => boolean`: whether the teacher may use `capability` on the student of that id in
 * `students` (their caseload). A student not in the list counts as the teacher's own (the caseload
 * is still loading; the server refuses what the role may not do anyway).
 */
export function mayOnStudentId(
  students: readonly (WithSharing & { id: string })[] | undefined,
  capability: TeamCapability,
): (studentId: string) => boolean {
  const byId = new Map((students ?? []).map((s) => [s.id, s]));
  return (studentId) => {
    const student = byId.get(studentId);
    return !student || canOnStudent(student, capability);
  };
}

/** The caseload's "Show" choice when some students are shared with the teacher. */
export const CASELOAD_SCOPES = ["all", "mine", "shared"] as const;
export type CaseloadScope = (typeof CASELOAD_SCOPES)[number];
export const CASELOAD_SCOPE_LABELS: Record<CaseloadScope, string> = {
  all: "All students",
  mine: "My students",
  shared: "Shared with me",
};

/** True when `student` belongs in `scope`: every one, the teacher's own, or those shared with them. */
export function inCaseloadScope(student: WithSharing, scope: CaseloadScope): boolean {
  if (scope === "all") return true;
  return (student.sharing !== undefined) === (scope === "shared");
}

/** How many of `students` are shared with the teacher (carry `sharing`). */
export function sharedCount(students: readonly WithSharing[]): number {
  return students.filter((s) => s.sharing !== undefined).length;
}

/**
 * The caseload's count in words: "12 students (3 shared with you)", or "12 students" when none is
 * shared (requirements "IEP teams": shared students appear in the member's caseload).
 */
export function caseloadCountLabel(students: readonly WithSharing[]): string {
  const shared = sharedCount(students);
  const all = countOf(students.length, "student");
  return shared > 0 ? `${all} (${shared} shared with you)` : all;
}
