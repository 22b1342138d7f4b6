/**
 * The words and choices of the team screens (requirements "IEP teams", "Invitations", "Transfer"),
 * as pure functions so the rules are tested without a screen. Free of zod (types only from the
 * contracts): the dashboard's invitations card uses them in the first load (architecture "Layout").
 */
import type { StudentSummary } from "@shared/contracts/students";
import type { Invitation, KeepAccess, Member, Transfer, TransferStatus } from "@shared/contracts/teams";
import { formatDate } from "@shared/domain/date-format";
import { countOf } from "@shared/domain/plural";
import { TEAM_ROLE_LABELS } from "@shared/domain/team-access";

/** What the old case manager keeps after a transfer, as the radio group reads. */
export const KEEP_ACCESS_CHOICES: readonly { value: KeepAccess; label: string; hint: string }[] = [
  { value: "none", label: "Nothing", hint: "You no longer see the record." },
  { value: "viewer", label: "Viewer", hint: "You keep the IEP at a glance and the goals' progress." },
  {
    value: "co_teacher",
    label: "Co-teacher",
    hint: "You keep working on the record, but no longer share, transfer or delete it.",
  },
];

/** Everything attached to a student that moves with it (requirements "Transfer"). */
export const WHAT_MOVES =
  "Everything attached moves too: goals and their data, notes, meetings, deadlines, services and their sessions, parent contacts, and the record's history.";

/** The status of a transfer as a sender reads it. */
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  pending: "Waiting for an answer",
  accepted: "Accepted",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** "Invited Nov 3, 2026" while the invitation is open, "Joined Nov 5, 2026" once accepted. */
export function memberSince(member: Pick<Member, "status" | "invitedAt" | "acceptedAt">): string {
  if (member.status === "active" && member.acceptedAt) return `Joined ${formatDate(member.acceptedAt)}`;
  return `Invited ${formatDate(member.invitedAt)}`;
}

/** What the owner is told before removing `member` from `studentName`'s team. */
export function removalConsequence(member: Pick<Member, "status" | "name">, studentName: string): string {
  if (member.status === "invited") {
    return `The invitation is withdrawn: ${member.name} can no longer accept it.`;
  }
  return `${member.name} loses ${studentName} at once: the record, goals, data and notes are gone from their caseload on their next request. What they wrote stays on the record.`;
}

/** "Rosa Lopez invited you to Maya R.'s team as Provider". */
export function invitationLine(invitation: Pick<Invitation, "ownerName" | "studentName" | "role">): string {
  return `${invitation.ownerName} invited you to ${invitation.studentName}'s team as ${TEAM_ROLE_LABELS[invitation.role]}`;
}

/** "Rosa Lopez wants to hand you 3 students: Maya R., Leo K., Ana P." (one student: by name). */
export function transferOffer(transfer: Pick<Transfer, "fromName" | "students">): string {
  const names = transfer.students.map((s) => s.name);
  if (names.length === 1) return `${transfer.fromName} wants to hand you ${names[0]}`;
  return `${transfer.fromName} wants to hand you ${countOf(names.length, "student")}: ${names.join(", ")}`;
}

/** "Maya R.", "Maya R. and Leo K.", "3 students" for a list a sender reads. */
export function transferStudentsLabel(transfer: Pick<Transfer, "students">): string {
  const names = transfer.students.map((s) => s.name);
  if (names.length <= 2) return names.join(" and ");
  return countOf(names.length, "student");
}

/** The students a teacher may transfer: their own (a shared student is its owner's to transfer). */
export function ownStudents<T extends Pick<StudentSummary, "sharing">>(students: readonly T[]): T[] {
  return students.filter((s) => !s.sharing);
}

/** The pending transfer the teacher sent that includes `studentId`, if any. */
export function pendingTransferOf(transfers: readonly Transfer[], studentId: string): Transfer | undefined {
  return transfers.find(
    (t) => !t.incoming && t.status === "pending" && t.students.some((s) => s.id === studentId),
  );
}

/**
 * The students a teacher may choose for a new transfer: `students` less those already in a pending
 * transfer they sent (the server refuses a student offered twice, requirements "Transfer").
 */
export function freeToTransfer<T extends { id: string }>(
  students: readonly T[],
  transfers: readonly Transfer[],
): T[] {
  return students.filter((s) => pendingTransferOf(transfers, s.id) === undefined);
}

/** The transfers the teacher sent, pending first, then newest first. */
export function sentTransfers(transfers: readonly Transfer[]): Transfer[] {
  return transfers
    .filter((t) => !t.incoming)
    .sort(
      (a, b) =>
        Number(b.status === "pending") - Number(a.status === "pending") ||
        b.createdAt.localeCompare(a.createdAt),
    );
}

/**
 * The checklist after "Select all" is changed: every id of `all` when `on`, none otherwise (in the
 * caseload's order).
 */
export function selectAll(all: readonly { id: string }[], on: boolean): string[] {
  return on ? all.map((s) => s.id) : [];
}

/** The checklist after one student is ticked or unticked, kept in the caseload's order. */
export function toggleOne(
  all: readonly { id: string }[],
  chosen: readonly string[],
  id: string,
  on: boolean,
): string[] {
  const next = new Set(chosen);
  if (on) next.add(id);
  else next.delete(id);
  return all.map((s) => s.id).filter((sid) => next.has(sid));
}
