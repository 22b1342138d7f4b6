/**
 * A student's team as its owner manages it (requirements "IEP teams", "Invitations"): list the
 * members, invite one by address, change a member's role, revoke a member. Every query is scoped by
 * the student's owner (`ownerId`: the session user, or through the access gate the shared student's
 * owner for the list a co-teacher may read); another teacher's student or membership answers 404
 * exactly like a missing one. Changes are audited with ids and the role only.
 */
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  type InviteMemberInput,
  isTeamRole,
  type Member,
  TEAM_ROLE_LABELS,
  type TeamRole,
} from "../../../shared/contracts/teams.ts";
import { normalizeEmail } from "../../../shared/domain/email-address.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import type { Db, Runner } from "../../db/client.ts";
import { type StudentMemberRow, studentMembers, students, users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { fieldLine } from "../../lib/validation.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { firstName, notify, TEAM_LINK } from "./team-notices.ts";

/** The sentences a teacher reads when a change of the team is refused (requirements "Invitations"). */
export const MEMBER_MESSAGES = {
  notFound: "Member not found",
  ownAddress: "That is your own address: you are already this student's case manager.",
  alreadyOnTeam: (email: string) => `${email} is already on this student's team.`,
} as const;

/**
 * A 400 VALIDATION_ERROR naming the field, in the shape the validation hook answers; `sentence`: the
 * message stands alone even when it starts with an address.
 */
export function refuseField(field: string, message: string, sentence = false): AppError {
  const line = sentence ? message : fieldLine(field, message);
  return new AppError(400, ErrorCode.VALIDATION_ERROR, line, { fields: [line] });
}

/** A membership row with its account's name (null while the address has no account). */
type MemberRowWithName = StudentMemberRow & { accountName: string | null };

/** A stored membership → the API's `Member` (name: the account's, else the address). */
export function toMember(row: MemberRowWithName): Member {
  return {
    id: row.id,
    studentId: row.studentId,
    userId: row.userId,
    email: row.email,
    name: row.accountName?.trim() || row.email,
    role: isTeamRole(row.role) ? row.role : "viewer",
    status: row.status === "active" ? "active" : "invited",
    invitedAt: row.invitedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/** A membership's columns with its account's name (a left join of `users`). */
export const memberColumns = { ...getTableColumns(studentMembers), accountName: users.name };

/** The membership `id` with its name, or undefined. */
export async function readMember(db: Runner, id: string): Promise<Member | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(studentMembers)
    .leftJoin(users, eq(users.id, studentMembers.userId))
    .where(eq(studentMembers.id, id))
    .limit(1);
  return row ? toMember(row) : undefined;
}

/** The owner's student (name, owner's name and address). @throws AppError 404 "Student not found". */
async function ownedStudent(db: Runner, ownerId: string, studentId: string) {
  const [row] = await db
    .select({ id: students.id, name: students.name, ownerName: users.name, ownerEmail: users.email })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.id, studentId), eq(students.userId, ownerId)))
    .limit(1);
  if (!row) throw notFound(messages.students.notFound);
  return row;
}

/**
 * The members of one of `ownerId`'s students, invited and active, in the order they were invited.
 * @throws AppError 404 "Student not found".
 */
export async function listMembers(
  db: Db,
  ownerId: string,
  actorId: string,
  studentId: string,
): Promise<Member[]> {
  await ownedStudent(db, ownerId, studentId);
  const rows = await db
    .select(memberColumns)
    .from(studentMembers)
    .leftJoin(users, eq(users.id, studentMembers.userId))
    .where(eq(studentMembers.studentId, studentId))
    .orderBy(asc(studentMembers.invitedAt), asc(studentMembers.id));
  await recordAudit(db, {
    userId: actorId,
    action: "member.list",
    entity: "student",
    entityId: studentId,
    detail: { count: rows.length },
  });
  return rows.map(toMember);
}

/** The account with this normalised address, or undefined. */
export async function accountByEmail(db: Runner, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row;
}

/** What `inviteMember` did and the mail to send once it committed. */
export interface Invited {
  member: Member;
  mail: MailMessage;
}

/**
 * Invites `input.email` to one of the owner's students with a role (status "invited"). An address
 * with an account is tied to it now and notified in the app; either way an e-mail goes out (the
 * caller sends `mail` after the commit): to an existing teacher a link to the dashboard, to an
 * unknown address a sign-up link carrying the invitation (`/signup?invitation=<id>&email=<address>`).
 * @param appUrl the app's public origin, for the links.
 * @throws AppError 404 "Student not found"; 400 for the owner's own address; 409 when the address is
 *   already on the team (invited or active).
 */
export async function inviteMember(
  db: Db,
  owner: { id: string },
  studentId: string,
  input: InviteMemberInput,
  appUrl: string,
  now: Date,
): Promise<Invited> {
  const email = normalizeEmail(input.email);
  const role = input.role as TeamRole;
  return db.transaction(async (tx) => {
    const student = await ownedStudent(tx, owner.id, studentId);
    if (normalizeEmail(student.ownerEmail) === email) throw refuseField("email", MEMBER_MESSAGES.ownAddress);
    const account = await accountByEmail(tx, email);
    const [row] = await tx
      .insert(studentMembers)
      .values({
        studentId,
        userId: account?.id ?? null,
        email,
        role,
        status: "invited",
        invitedByUserId: owner.id,
        invitedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: studentMembers.id });
    if (!row) throw new AppError(409, ErrorCode.CONFLICT, MEMBER_MESSAGES.alreadyOnTeam(email));
    const inviter = student.ownerName.trim() || student.ownerEmail;
    const sentence = `${inviter} invited you to the IEP team of ${firstName(student.name)} as a ${TEAM_ROLE_LABELS[role].toLowerCase()}.`;
    if (account) {
      await notify(
        tx,
        [
          {
            userId: account.id,
            type: "team_invitation",
            title: "You are invited to a student's IEP team",
            body: sentence,
            link: TEAM_LINK,
          },
        ],
        now,
      );
    }
    await recordAudit(tx, {
      userId: owner.id,
      action: "member.invite",
      entity: "student",
      entityId: studentId,
      detail: { memberId: row.id, role, existingAccount: account !== undefined },
    });
    const link = account
      ? `${appUrl}${TEAM_LINK}`
      : `${appUrl}/signup?${new URLSearchParams({ invitation: row.id, email })}`;
    const mail: MailMessage = {
      to: email,
      subject: "You are invited to an IEP team",
      text: account
        ? `${sentence}\n\nAccept or decline the invitation on your dashboard:\n${link}\n`
        : `${sentence}\n\nCreate your account with this address to accept or decline it:\n${link}\n`,
    };
    return { member: (await readMember(tx, row.id)) as Member, mail };
  });
}

/** One of the owner's memberships, locked for the change. @throws AppError 404 "Member not found". */
async function ownedMembership(tx: Runner, ownerId: string, id: string) {
  const [row] = await tx
    .select({ id: studentMembers.id, studentId: studentMembers.studentId, role: studentMembers.role })
    .from(studentMembers)
    .innerJoin(students, eq(students.id, studentMembers.studentId))
    .where(and(eq(studentMembers.id, id), eq(students.userId, ownerId)))
    .limit(1)
    .for("update", { of: studentMembers });
  if (!row) throw notFound(MEMBER_MESSAGES.notFound);
  return row;
}

/**
 * Changes a member's role (invited or active); it applies from the member's next request.
 * @throws AppError 404 "Member not found" for a missing or another teacher's membership.
 */
export async function updateMemberRole(db: Db, ownerId: string, id: string, role: TeamRole): Promise<Member> {
  return db.transaction(async (tx) => {
    const current = await ownedMembership(tx, ownerId, id);
    await tx.update(studentMembers).set({ role }).where(eq(studentMembers.id, id));
    await recordAudit(tx, {
      userId: ownerId,
      action: "member.update",
      entity: "student",
      entityId: current.studentId,
      detail: { memberId: id, from: current.role, role },
    });
    return (await readMember(tx, id)) as Member;
  });
}

/**
 * Revokes a membership or withdraws an invitation: the row is deleted, so the access gate refuses
 * the member from their next request on (requirements "IEP teams").
 * @throws AppError 404 "Member not found".
 */
export async function revokeMember(db: Db, ownerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownedMembership(tx, ownerId, id);
    await tx.delete(studentMembers).where(eq(studentMembers.id, id));
    await recordAudit(tx, {
      userId: ownerId,
      action: "member.revoke",
      entity: "student",
      entityId: current.studentId,
      detail: { memberId: id, role: current.role },
    });
  });
}
