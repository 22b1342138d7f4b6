/**
 * Support tickets (requirements "Admin area"): the teacher opens one and reads the replies; staff
 * see the queue, reply (the teacher is e-mailed), assign and close. A teacher reaches only their own
 * tickets (another teacher's id answers 404, architecture "Security model"). Each staff change writes
 * one admin audit line for the staff actor in the change's transaction, and each staff read of one
 * ticket one line too (requirements "Audit log").
 */
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type {
  NewTicket,
  StaffTicket,
  Ticket,
  TicketQueuePage,
  TicketStatus,
} from "../../../shared/contracts/support.ts";
import { newTicketSchema, TICKET_NOT_FOUND, TICKET_PAGE_SIZE } from "../../../shared/contracts/support.ts";
import type { Db } from "../../db/client.ts";
import { type SupportTicketRow, supportTickets, ticketMessages, users } from "../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditAdmin } from "../../lib/admin-audit.ts";
import { notFound } from "../../lib/app-error.ts";
import type { Mailer } from "../../mail/mailer.ts";

async function messagesOf(db: Pick<Db, "select">, ids: string[]) {
  if (ids.length === 0) return new Map<string, Ticket["messages"]>();
  const rows = await db
    .select()
    .from(ticketMessages)
    .where(inArray(ticketMessages.ticketId, ids))
    .orderBy(asc(ticketMessages.createdAt));
  const map = new Map<string, Ticket["messages"]>();
  for (const m of rows) {
    const list = map.get(m.ticketId) ?? [];
    list.push({
      id: m.id,
      author: m.author as "teacher" | "staff",
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    });
    map.set(m.ticketId, list);
  }
  return map;
}

function toTicket(t: SupportTicketRow, messages: Ticket["messages"]): Ticket {
  return {
    id: t.id,
    subject: t.subject,
    message: t.message,
    page: t.page,
    screenshotConsent: t.screenshotConsent,
    status: t.status as TicketStatus,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    messages,
  };
}

/** Opens a ticket for `userId`. */
export async function openTicket(db: Db, userId: string, input: NewTicket, now: Date): Promise<Ticket> {
  const t = newTicketSchema.parse(input);
  const [row] = await db
    .insert(supportTickets)
    .values({
      userId,
      subject: t.subject,
      message: t.message,
      page: t.page || null,
      screenshotConsent: t.screenshotConsent,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("ticket insert returned nothing");
  return toTicket(row, []);
}

/** The teacher's tickets, newest first, each with its replies. */
export async function listOwnTickets(db: Db, userId: string): Promise<Ticket[]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.updatedAt));
  const msgs = await messagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toTicket(r, msgs.get(r.id) ?? []));
}

/**
 * One page of the staff queue (requirements "Admin area"): tickets with `status` (every status when
 * omitted), oldest change first, `TICKET_PAGE_SIZE` a page (`page` from 1), with the total.
 */
export async function listQueue(
  db: Db,
  status: TicketStatus | undefined,
  page = 1,
): Promise<TicketQueuePage> {
  const where = status ? eq(supportTickets.status, status) : undefined;
  const [counted] = await db.select({ total: count() }).from(supportTickets).where(where);
  const rows = await db
    .select({ t: supportTickets, email: users.email })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(where)
    .orderBy(asc(supportTickets.updatedAt), asc(supportTickets.id))
    .limit(TICKET_PAGE_SIZE)
    .offset((page - 1) * TICKET_PAGE_SIZE);
  const msgs = await messagesOf(
    db,
    rows.map((r) => r.t.id),
  );
  return {
    rows: rows.map(({ t, email }) => ({
      ...toTicket(t, msgs.get(t.id) ?? []),
      teacherId: t.userId,
      teacherEmail: email,
      assignedTo: t.assignedTo,
    })),
    total: Number(counted?.total ?? 0),
    page,
    pageSize: TICKET_PAGE_SIZE,
  };
}

/**
 * One ticket read by `actor` (staff): one audit line `admin.ticket.view` naming the ticket and its
 * teacher, never its text (requirements "Audit log": every staff read of a teacher's data is audited).
 * @throws AppError 404 "Ticket not found" (and nothing is audited).
 */
export async function viewStaffTicket(db: Db, actor: Actor, id: string): Promise<StaffTicket> {
  const ticket = await getStaffTicket(db, id);
  await auditAdmin(db, actor, {
    action: "ticket.view",
    entity: "ticket",
    entityId: id,
    detail: { teacherId: ticket.teacherId },
  });
  return ticket;
}

/** One ticket for staff, unaudited (the answer of a change, whose own line is written). @throws AppError 404. */
async function getStaffTicket(db: Db, id: string): Promise<StaffTicket> {
  const [row] = await db
    .select({ t: supportTickets, email: users.email })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, id));
  if (!row) throw notFound(TICKET_NOT_FOUND);
  const msgs = await messagesOf(db, [id]);
  return {
    ...toTicket(row.t, msgs.get(id) ?? []),
    teacherId: row.t.userId,
    teacherEmail: row.email,
    assignedTo: row.t.assignedTo,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Changes a ticket's status and/or assignee. @throws AppError 404. */
export async function updateTicket(
  db: Pick<Db, "update">,
  id: string,
  changes: { status?: TicketStatus; assignedTo?: string | null },
  now: Date,
): Promise<SupportTicketRow> {
  const [row] = await db
    .update(supportTickets)
    .set({ ...changes, updatedAt: now })
    .where(eq(supportTickets.id, id))
    .returning();
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
}

/**
 * Adds a staff reply for `actor`: the ticket becomes "pending" (waiting for the teacher), the teacher
 * is e-mailed the reply (the mail says nothing a student record holds: it is staff's text) and one
 * audit line `admin.ticket.reply` is written, in one transaction.
 * @returns the ticket as staff see it after the reply.
 * @throws AppError 404 "Ticket not found".
 */
export async function replyAsStaff(
  db: Db,
  mailer: Mailer,
  actor: Actor,
  id: string,
  body: string,
  now: Date,
): Promise<StaffTicket> {
  await db.transaction(async (tx) => {
    const row = await updateTicket(tx, id, { status: "pending" }, now);
    await tx.insert(ticketMessages).values({ ticketId: id, author: "staff", body, createdAt: now });
    const [teacher] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, row.userId));
    if (teacher) {
      await mailer.send({
        to: teacher.email,
        subject: `Re: ${row.subject}`,
        text: `Hello ${teacher.name || ""},\n\nIEP Workspace support answered your question "${row.subject}":\n\n${body}\n\nYou can read and answer it in the app under Support.`,
      });
    }
    await auditTicket(tx, actor, "reply", row);
  });
  return await getStaffTicket(db, id);
}

/** What staff may do to a ticket besides replying. */
export type TicketChange = "assign" | "close";

/**
 * Assigns the ticket to `actor` or closes it, with one audit line `admin.ticket.<change>`, in one
 * transaction.
 * @returns the ticket as staff see it after the change.
 * @throws AppError 404 "Ticket not found".
 */
export async function changeTicket(
  db: Db,
  actor: Actor,
  id: string,
  change: TicketChange,
  now: Date,
): Promise<StaffTicket> {
  await db.transaction(async (tx) => {
    const changes = change === "close" ? { status: "closed" as const } : { assignedTo: actor.id };
    const row = await updateTicket(tx, id, changes, now);
    await auditTicket(tx, actor, change, row);
  });
  return await getStaffTicket(db, id);
}

/** The audit line of a staff change to `row` (the ticket), naming its teacher. */
async function auditTicket(tx: Tx, actor: Actor, change: "reply" | TicketChange, row: SupportTicketRow) {
  await auditAdmin(tx, actor, {
    action: `ticket.${change}`,
    entity: "ticket",
    entityId: row.id,
    detail: { teacherId: row.userId },
  });
}

/** Adds the teacher's answer to their own ticket; it opens again. @throws AppError 404. */
export async function replyAsTeacher(db: Db, userId: string, id: string, body: string, now: Date) {
  const [row] = await db
    .update(supportTickets)
    .set({ status: "open", updatedAt: now })
    .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)))
    .returning();
  if (!row) throw notFound(TICKET_NOT_FOUND);
  await db.insert(ticketMessages).values({ ticketId: id, author: "teacher", body, createdAt: now });
}
