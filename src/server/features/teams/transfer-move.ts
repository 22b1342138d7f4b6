/**
 * The move of students from one case manager to another (requirements "Transfer"): every row that
 * carries the owner's `user_id` and belongs to one of the students changes owner, inside the
 * caller's transaction. Who wrote a row stays who wrote it: `entered_by_user_id` and a member's
 * `author_id` as they were, and the sender's own goals and notes (`author_id` null) get the sender's id.
 *
 * `TRANSFER_TABLES` names what happens to each table that has both `user_id` and `student_id` (or
 * `goal_id`); a test compares it with the schema, so a new table of a student's records cannot be
 * forgotten here.
 */
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Runner } from "../../db/client.ts";
import {
  deadlines,
  iepConsents,
  iepDraftedSections,
  iepGoals,
  iepServices,
  iepSignatures,
  iepSigningLinks,
  ieps,
  meetings,
  notes,
  parentContacts,
  pendingImports,
  progressEntries,
  serviceSessions,
  studentFieldHistory,
  studentFiles,
  students,
} from "../../db/schema/index.ts";

/**
 * What a transfer does with each table (SQL name) whose rows have an owner (`user_id`) and a student
 * (`student_id` or `goal_id`): "moved" (the row's owner becomes the receiver), "deleted", or why the
 * table is left alone.
 */
export const TRANSFER_TABLES: Readonly<Record<string, string>> = {
  students: "moved",
  iep_goals: "moved",
  progress_entries: "moved",
  notes: "moved",
  student_field_history: "moved",
  iep_drafted_sections: "moved",
  meetings: "moved",
  deadlines: "moved",
  iep_services: "moved",
  service_sessions: "moved",
  parent_contacts: "moved",
  ieps: "moved",
  iep_signatures: "moved",
  iep_signing_links: "moved",
  iep_consents: "moved",
  student_files: "moved",
  pending_imports: "deleted: an unfinished import is the sender's upload, never the receiver's",
  archived_notes: "kept: notes of a deleted account, archived for retention; no live owner to move",
  student_members: "kept: its user_id is the member, not the owner (the receiver's own row is removed)",
};

/**
 * Moves `studentIds` (all owned by `fromUserId`; the caller checked) and every row attached to them
 * to `toUserId`. Meeting attendees follow their meeting (no owner column); the caseload versions of
 * both teachers change by trigger (migration 0019).
 */
export async function moveStudents(
  tx: Runner,
  studentIds: readonly string[],
  fromUserId: string,
  toUserId: string,
): Promise<void> {
  if (studentIds.length === 0) return;
  const ids = [...studentIds];
  const to = { userId: toUserId };
  const goalIds = tx
    .select({ id: iepGoals.id })
    .from(iepGoals)
    .where(and(inArray(iepGoals.studentId, ids), eq(iepGoals.userId, fromUserId)));
  await tx
    .update(progressEntries)
    .set(to)
    .where(and(inArray(progressEntries.goalId, goalIds), eq(progressEntries.userId, fromUserId)));
  await tx
    .delete(pendingImports)
    .where(
      and(
        eq(pendingImports.userId, fromUserId),
        or(inArray(pendingImports.studentId, ids), inArray(pendingImports.goalId, goalIds)),
      ),
    );
  // A null author means "the owner" (requirements "Authorship"): the sender's own goals, notes and IEP
  // versions name the sender before the owner changes, so they are not read as the receiver's afterwards.
  for (const table of [iepGoals, notes, ieps]) {
    await tx
      .update(table)
      .set({ authorId: fromUserId })
      .where(and(inArray(table.studentId, ids), eq(table.userId, fromUserId), isNull(table.authorId)));
  }
  for (const table of [
    iepGoals,
    notes,
    studentFieldHistory,
    iepDraftedSections,
    meetings,
    deadlines,
    iepServices,
    serviceSessions,
    parentContacts,
    ieps,
    iepSignatures,
    iepSigningLinks,
    iepConsents,
    studentFiles,
  ]) {
    await tx
      .update(table)
      .set(to)
      .where(and(inArray(table.studentId, ids), eq(table.userId, fromUserId)));
  }
  await tx
    .update(students)
    .set(to)
    .where(and(inArray(students.id, ids), eq(students.userId, fromUserId)));
}
