/**
 * The invitations a teacher answers (requirements "IEP teams", "Invitations"): the memberships still
 * "invited" that name the teacher's account or, before the address had an account, the teacher's
 * address (normalised). Listing ties such an address match to the account. Accepting makes the
 * membership active; declining deletes it; either way the student's owner is notified. Another
 * teacher's invitation, an answered one or an unknown id answers 404 "Invitation not found".
 */
import { and, asc, eq, isNull, or } from "drizzle-orm";
import {
  type Invitation,
  isTeamRole,
  type Member,
  TEAM_ROLE_LABELS,
} from "../../../shared/contracts/teams.ts";
import { normalizeEmail } from "../../../shared/domain/email-address.ts";
import type { Db, Runner } from "../../db/client.ts";
import { studentMembers, students, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { SessionUser } from "../../lib/hono-env.ts";
import { readMember } from "./members.service.ts";
import { notify, shortName, studentLink } from "./team-notices.ts";

export const INVITATION_MESSAGES = { notFound: "Invitation not found" } as const;

/**
 * The invitee's unanswered memberships: tied to their account, or — once the account's address is
 * confirmed — to their address without an account. Anyone may sign up with any address and use the
 * product during the confirmation grace period (decision 011), so an invitation sent to an address
 * nobody had an account for reaches only the one who proves the address (requirements "Invitations").
 */
const invitedTo = (user: Pick<SessionUser, "id" | "email">, confirmed: boolean) =>
  and(
    eq(studentMembers.status, "invited"),
    confirmed
      ? or(
          eq(studentMembers.userId, user.id),
          and(isNull(studentMembers.userId), eq(studentMembers.email, normalizeEmail(user.email))),
        )
      : eq(studentMembers.userId, user.id),
  );

/** True when the account's address is confirmed (the link of the confirmation mail was opened). */
async function addressConfirmed(db: Runner, userId: string): Promise<boolean> {
  const [row] = await db.select({ confirmed: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row?.confirmed === true;
}

/**
 * The teacher's unanswered invitations, oldest first; those matched by address are tied to the
 * account from now on. The student is named by first name and last initial until accepted.
 */
export async function listInvitations(db: Db, user: SessionUser): Promise<Invitation[]> {
  const confirmed = await addressConfirmed(db, user.id);
  if (confirmed)
    await db
      .update(studentMembers)
      .set({ userId: user.id })
      .where(
        and(
          eq(studentMembers.status, "invited"),
          isNull(studentMembers.userId),
          eq(studentMembers.email, normalizeEmail(user.email)),
        ),
      );
  const rows = await db
    .select({
      id: studentMembers.id,
      studentId: studentMembers.studentId,
      studentName: students.name,
      role: studentMembers.role,
      ownerName: users.name,
      ownerEmail: users.email,
      invitedAt: studentMembers.invitedAt,
    })
    .from(studentMembers)
    .innerJoin(students, eq(students.id, studentMembers.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(invitedTo(user, confirmed))
    .orderBy(asc(studentMembers.invitedAt), asc(studentMembers.id));
  await recordAudit(db, {
    userId: user.id,
    action: "invitation.list",
    entity: "student_member",
    detail: { count: rows.length },
  });
  return rows.map((r) => ({
    id: r.id,
    studentId: r.studentId,
    studentName: shortName(r.studentName),
    role: isTeamRole(r.role) ? r.role : "viewer",
    ownerName: r.ownerName.trim() || r.ownerEmail,
    ownerEmail: r.ownerEmail,
    invitedAt: r.invitedAt.toISOString(),
  }));
}

/** The invitation `id` of `user`, locked, with its student's owner. @throws AppError 404. */
async function openInvitation(tx: Runner, user: SessionUser, id: string) {
  const confirmed = await addressConfirmed(tx, user.id);
  const [row] = await tx
    .select({
      id: studentMembers.id,
      studentId: studentMembers.studentId,
      role: studentMembers.role,
      ownerId: students.userId,
      studentName: students.name,
    })
    .from(studentMembers)
    .innerJoin(students, eq(students.id, studentMembers.studentId))
    .where(and(eq(studentMembers.id, id), invitedTo(user, confirmed)))
    .limit(1)
    .for("update", { of: studentMembers });
  if (!row) throw notFound(INVITATION_MESSAGES.notFound);
  return row;
}

const memberName = (user: SessionUser) => user.name.trim() || user.email;
const roleWords = (role: string) =>
  (TEAM_ROLE_LABELS as Record<string, string>)[role]?.toLowerCase() ?? "member";

/**
 * Accepts an invitation: the membership becomes active now (the gate lets the member in from the
 * next request) and the owner is notified.
 * @throws AppError 404 "Invitation not found".
 */
export async function acceptInvitation(db: Db, user: SessionUser, id: string, now: Date): Promise<Member> {
  return db.transaction(async (tx) => {
    const inv = await openInvitation(tx, user, id);
    await tx
      .update(studentMembers)
      .set({ status: "active", userId: user.id, acceptedAt: now })
      .where(eq(studentMembers.id, id));
    await notify(
      tx,
      [
        {
          userId: inv.ownerId,
          type: "team_update",
          title: "An invitation was accepted",
          body: `${memberName(user)} joined ${shortName(inv.studentName)}'s IEP team as a ${roleWords(inv.role)}.`,
          link: studentLink(inv.studentId),
        },
      ],
      now,
    );
    await recordAudit(tx, {
      userId: user.id,
      action: "member.accept",
      entity: "student",
      entityId: inv.studentId,
      detail: { memberId: id, role: inv.role },
    });
    return (await readMember(tx, id)) as Member;
  });
}

/**
 * Declines an invitation: the membership is deleted and the owner notified.
 * @throws AppError 404 "Invitation not found".
 */
export async function declineInvitation(db: Db, user: SessionUser, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const inv = await openInvitation(tx, user, id);
    await tx.delete(studentMembers).where(eq(studentMembers.id, id));
    await notify(
      tx,
      [
        {
          userId: inv.ownerId,
          type: "team_update",
          title: "An invitation was declined",
          body: `${memberName(user)} declined the invitation to ${shortName(inv.studentName)}'s IEP team.`,
          link: studentLink(inv.studentId),
        },
      ],
      now,
    );
    await recordAudit(tx, {
      userId: user.id,
      action: "member.decline",
      entity: "student",
      entityId: inv.studentId,
      detail: { memberId: id, role: inv.role },
    });
  });
}
