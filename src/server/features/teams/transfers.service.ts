/**
 * Transfers of students to another case manager (requirements "Transfer"): the sender offers one or
 * several of their own students to a teacher with an account; the receiver accepts (ownership moves
 * with everything attached, in one transaction) or declines; the sender may cancel while pending.
 * Each teacher sees only the transfers they sent or that were sent to their address; any other id
 * answers 404 "Transfer not found". Audited with ids only.
 */
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type { KeepAccess, Transfer, TransferStatus } from "../../../shared/contracts/teams.ts";
import { KEEP_ACCESS } from "../../../shared/contracts/teams.ts";
import { normalizeEmail } from "../../../shared/domain/email-address.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { countOf } from "../../../shared/domain/plural.ts";
import type { Db, Runner } from "../../db/client.ts";
import { type StudentTransferRow, students, studentTransfers, users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { SessionUser } from "../../lib/hono-env.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { accountByEmail, refuseField } from "./members.service.ts";
import { notify, TEAM_LINK } from "./team-notices.ts";

export const TRANSFER_MESSAGES = {
  notFound: "Transfer not found",
  toYourself: "You can't transfer students to yourself.",
  noAccount: (email: string) => `${email} has no account yet: ask them to sign up first.`,
  alreadyPending: (name: string) => `${name} is already in a pending transfer: cancel that one first.`,
} as const;

/** What a new transfer asks for. */
export interface NewTransfer {
  studentIds: readonly string[];
  email: string;
  keepAccess?: KeepAccess;
}

const keepAccessOf = (v: string): KeepAccess =>
  (KEEP_ACCESS as readonly string[]).includes(v) ? (v as KeepAccess) : "none";

/** "3 students" / "Maya Robinson": how a notification names what is handed over. */
const whatMoves = (names: readonly string[]) =>
  names.length === 1 ? (names[0] as string) : countOf(names.length, "student");

/** A transfer row → the API's `Transfer` for `viewer` (see `describeTransfers`). */
export async function toTransfer(
  db: Runner,
  row: StudentTransferRow,
  viewer: SessionUser,
): Promise<Transfer> {
  const [list] = await describeTransfers(db, [row], viewer);
  return list as Transfer;
}

/**
 * The API shapes of `rows` as `viewer` sees them. A student is named while the sender, the viewer or
 * the receiver owns it; one owned by someone else since (or deleted) reads "A student no longer on
 * either caseload".
 */
async function describeTransfers(
  db: Runner,
  rows: readonly StudentTransferRow[],
  viewer: SessionUser,
): Promise<Transfer[]> {
  if (rows.length === 0) return [];
  const studentIds = [...new Set(rows.flatMap((r) => r.studentIds))];
  const senderIds = [...new Set(rows.map((r) => r.fromUserId))];
  const emails = [...new Set(rows.map((r) => r.toEmail))];
  const [found, senders, receivers] = await Promise.all([
    db
      .select({ id: students.id, name: students.name, ownerId: students.userId })
      .from(students)
      .where(inArray(students.id, studentIds)),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, senderIds)),
    db
      .select({ id: users.id, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails)),
  ]);
  const byStudent = new Map(found.map((s) => [s.id, s]));
  const sender = new Map(senders.map((s) => [s.id, s]));
  const receiver = new Map(receivers.map((r) => [r.email, r.id]));
  const me = normalizeEmail(viewer.email);
  return rows.map((r) => {
    const from = sender.get(r.fromUserId);
    const allowed = new Set([r.fromUserId, viewer.id, receiver.get(r.toEmail)]);
    return {
      id: r.id,
      status: r.status as TransferStatus,
      fromName: from?.name.trim() || from?.email || "",
      fromEmail: from?.email ?? "",
      toEmail: r.toEmail,
      keepAccess: keepAccessOf(r.keepAccess),
      students: r.studentIds.map((id) => {
        const s = byStudent.get(id);
        return {
          id,
          name: s && allowed.has(s.ownerId) ? s.name : "A student no longer on either caseload",
        };
      }),
      createdAt: r.createdAt.toISOString(),
      answeredAt: r.answeredAt?.toISOString() ?? null,
      incoming: r.toEmail === me && r.fromUserId !== viewer.id,
    };
  });
}

/** What `createTransfer` did and the mail to send once it committed. */
export interface Offered {
  transfer: Transfer;
  mail: MailMessage;
}

/**
 * Offers `studentIds` (all the sender's own) to the teacher with `email` (pending).
 * @param appUrl the app's public origin, for the link in the mail.
 * @throws AppError 400 for the sender's own address or an address with no account; 404 "Student not
 *   found" when any student is not the sender's (naming none); 409 when one is already in a pending
 *   transfer.
 */
export async function createTransfer(
  db: Db,
  sender: SessionUser,
  input: NewTransfer,
  appUrl: string,
  now: Date,
): Promise<Offered> {
  const email = normalizeEmail(input.email);
  const ids = [...new Set(input.studentIds)];
  return db.transaction(async (tx) => {
    // The students first: a teacher who does not own them learns nothing, not even whether the
    // address has an account (requirements "IEP teams": 404 as for a missing student).
    // Locked so two offers of the same student cannot both find it free.
    const owned = await tx
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(inArray(students.id, ids), eq(students.userId, sender.id)))
      .for("update");
    if (owned.length !== ids.length) throw notFound(messages.students.notFound);
    if (email === normalizeEmail(sender.email)) throw refuseField("email", TRANSFER_MESSAGES.toYourself);
    const receiver = await accountByEmail(tx, email);
    if (!receiver || receiver.id === sender.id)
      throw refuseField("email", TRANSFER_MESSAGES.noAccount(email), true);
    const pending = await tx
      .select({ studentIds: studentTransfers.studentIds })
      .from(studentTransfers)
      .where(and(eq(studentTransfers.fromUserId, sender.id), eq(studentTransfers.status, "pending")));
    const busy = new Set(pending.flatMap((p) => p.studentIds));
    const taken = owned.find((s) => busy.has(s.id));
    if (taken) throw new AppError(409, ErrorCode.CONFLICT, TRANSFER_MESSAGES.alreadyPending(taken.name));
    const byId = new Map(owned.map((s) => [s.id, s.name]));
    const [row] = await tx
      .insert(studentTransfers)
      .values({
        fromUserId: sender.id,
        toEmail: email,
        studentIds: ids,
        keepAccess: input.keepAccess ?? "none",
        status: "pending",
        createdAt: now,
      })
      .returning();
    const transfer = row as StudentTransferRow;
    const senderName = sender.name.trim() || sender.email;
    const sentence = `${senderName} wants to hand over ${whatMoves(ids.map((id) => byId.get(id) ?? ""))} to you as case manager.`;
    await notify(
      tx,
      [
        {
          userId: receiver.id,
          type: "team_invitation",
          title: "Students offered to you",
          body: sentence,
          link: TEAM_LINK,
        },
      ],
      now,
    );
    await recordAudit(tx, {
      userId: sender.id,
      action: "transfer.create",
      entity: "student_transfer",
      entityId: transfer.id,
      detail: { studentIds: ids, keepAccess: transfer.keepAccess },
    });
    return {
      transfer: await toTransfer(tx, transfer, sender),
      mail: {
        to: email,
        subject: "Students are offered to you",
        text: `${senderName} wants to hand over ${countOf(ids.length, "student")} to you as case manager.\n\nAccept or decline on your dashboard:\n${appUrl}${TEAM_LINK}\n`,
      },
    };
  });
}

/** The transfers the teacher sent or received, pending first, then newest first. */
export async function listTransfers(db: Db, user: SessionUser): Promise<Transfer[]> {
  const rows = await db
    .select()
    .from(studentTransfers)
    .where(
      or(eq(studentTransfers.fromUserId, user.id), eq(studentTransfers.toEmail, normalizeEmail(user.email))),
    )
    .orderBy(
      sql`case when ${studentTransfers.status} = 'pending' then 0 else 1 end`,
      desc(studentTransfers.createdAt),
      desc(studentTransfers.id),
    );
  await recordAudit(db, {
    userId: user.id,
    action: "transfer.list",
    entity: "student_transfer",
    detail: { count: rows.length },
  });
  return describeTransfers(db, rows, user);
}

/**
 * A pending transfer the teacher may answer, locked: the receiver's (`side` "to") or the sender's
 * ("from"). @throws AppError 404 "Transfer not found".
 */
export async function pendingTransfer(
  tx: Runner,
  user: SessionUser,
  id: string,
  side: "to" | "from",
): Promise<StudentTransferRow> {
  const [row] = await tx
    .select()
    .from(studentTransfers)
    .where(
      and(
        eq(studentTransfers.id, id),
        eq(studentTransfers.status, "pending"),
        side === "to"
          ? eq(studentTransfers.toEmail, normalizeEmail(user.email))
          : eq(studentTransfers.fromUserId, user.id),
      ),
    )
    .limit(1)
    .for("update");
  if (!row || (side === "to" && row.fromUserId === user.id)) throw notFound(TRANSFER_MESSAGES.notFound);
  return row;
}

/**
 * Declines (the receiver) or cancels (the sender) a pending transfer: nothing moves; the other
 * teacher is notified.
 * @throws AppError 404 "Transfer not found".
 */
export async function closeTransfer(
  db: Db,
  user: SessionUser,
  id: string,
  outcome: "declined" | "cancelled",
  now: Date,
): Promise<Transfer> {
  return db.transaction(async (tx) => {
    const row = await pendingTransfer(tx, user, id, outcome === "declined" ? "to" : "from");
    const [closed] = await tx
      .update(studentTransfers)
      .set({ status: outcome, answeredAt: now })
      .where(eq(studentTransfers.id, id))
      .returning();
    const other = outcome === "declined" ? row.fromUserId : (await accountByEmail(tx, row.toEmail))?.id;
    const name = user.name.trim() || user.email;
    if (other) {
      await notify(
        tx,
        [
          {
            userId: other,
            type: "team_update",
            title: outcome === "declined" ? "A transfer was declined" : "A transfer was cancelled",
            body:
              outcome === "declined"
                ? `${name} declined the transfer of ${countOf(row.studentIds.length, "student")}.`
                : `${name} cancelled the transfer of ${countOf(row.studentIds.length, "student")} to you.`,
            link: TEAM_LINK,
          },
        ],
        now,
      );
    }
    await recordAudit(tx, {
      userId: user.id,
      action: outcome === "declined" ? "transfer.decline" : "transfer.cancel",
      entity: "student_transfer",
      entityId: id,
      detail: { studentIds: row.studentIds },
    });
    return toTransfer(tx, closed as StudentTransferRow, user);
  });
}
