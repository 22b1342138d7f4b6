/**
 * The parent contact log (requirements "Parent contact log"; 34 CFR 300.322(d)): list a student's
 * contacts newest first, log one, change one, delete one. Every query is scoped by the session's
 * user: another teacher's student, contact or meeting answers 404 exactly like a missing one. A
 * contact's follow-up date keeps its `follow_up` deadline (deadlines' `syncFollowUpDeadline`) in the
 * same transaction. Reads and changes are audited with ids and counts only.
 */
import { and, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type {
  Contact,
  ContactDirection,
  ContactListQuery,
  ContactMethod,
  ContactOutcome,
  ContactPurpose,
  CreateContactData,
  UpdateContactData,
} from "../../../shared/contracts/contacts.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { todayIn } from "../../../shared/domain/teacher-time.ts";
import type { Db, Runner } from "../../db/client.ts";
import { meetings, type ParentContactRow, parentContacts, students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { withAuthorName, withAuthorNames } from "../../lib/authors.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { fieldLine } from "../../lib/validation.ts";
import { removeFollowUpDeadline, syncFollowUpDeadline } from "../deadlines/index.ts";

const ENTITY = "parent_contact";

/** The sentences a teacher reads when a contact is refused (requirements "Parent contact log"). */
export const CONTACT_MESSAGES = {
  notFound: "Contact not found",
  meetingNotFound: "Meeting not found",
  futureDate: "The contact date can't be after today.",
  followUpBeforeDate: "The follow-up date can't be before the contact date.",
  rangeReversed: "The range's start (from) must be on or before its end (to).",
} as const;

const contactNotFound = () => notFound(CONTACT_MESSAGES.notFound);
const meetingNotFound = () => notFound(CONTACT_MESSAGES.meetingNotFound);

/** A stored row → the `Contact` API shape. */
export function toContact(row: ParentContactRow): Contact {
  return {
    id: row.id,
    studentId: row.studentId,
    date: row.contactDate,
    method: row.method as ContactMethod,
    direction: row.direction as ContactDirection,
    contactName: row.contactName,
    relationship: row.relationship,
    purpose: row.purpose as ContactPurpose,
    outcome: row.outcome as ContactOutcome,
    summary: row.summary,
    meetingId: row.meetingId,
    followUpDate: row.followUpDate,
    followUpDeadlineId: row.followUpDeadlineId,
    enteredBy: row.enteredByUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The name of one of the user's students.
 * @throws AppError 404 "Student not found" for a missing or another teacher's student.
 */
export async function ownedStudentName(db: Runner, userId: string, studentId: string): Promise<string> {
  const [row] = await db
    .select({ name: students.name })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, userId)))
    .limit(1);
  if (!row) throw notFound(messages.students.notFound);
  return row.name;
}

/** @throws AppError 404 "Meeting not found" unless the meeting is the user's and of this student. */
async function assertMeetingOfStudent(db: Runner, userId: string, studentId: string, meetingId: string) {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.userId, userId), eq(meetings.studentId, studentId)))
    .limit(1);
  if (!row) throw meetingNotFound();
}

/** A 400 VALIDATION_ERROR naming the field, in the shape the validation hook answers. */
function refuse(field: string, message: string): AppError {
  const line = fieldLine(field, message);
  return new AppError(400, ErrorCode.VALIDATION_ERROR, line, { fields: [line] });
}

/**
 * The date rules of a contact as it will be stored: not after today in the teacher's zone, and a
 * follow-up not before the contact date (requirements "Parent contact log").
 */
async function assertDates(db: Runner, userId: string, date: string, followUp: string | null, now: Date) {
  const today = todayIn(now, await teacherTimeZone(db, userId));
  if (date > today) throw refuse("date", CONTACT_MESSAGES.futureDate);
  if (followUp !== null && followUp < date) throw refuse("followUpDate", CONTACT_MESSAGES.followUpBeforeDate);
}

/** @throws AppError 400 when `from` is after `to`. */
export function assertRange(range: { from?: string; to?: string }): void {
  if (range.from && range.to && range.from > range.to) throw refuse("from", CONTACT_MESSAGES.rangeReversed);
}

/** The follow-up deadline's title: "Follow up with Maria Lopez" (or "with the family"). */
const followUpTitle = (contactName: string | null) => `Follow up with ${contactName ?? "the family"}`;

/**
 * The contacts of one of the user's students matching `where`, newest contact date first (same date:
 * the latest logged first).
 */
export async function selectContacts(db: Runner, userId: string, studentId: string, where?: SQL) {
  const rows = await db
    .select()
    .from(parentContacts)
    .where(and(eq(parentContacts.userId, userId), eq(parentContacts.studentId, studentId), where))
    .orderBy(desc(parentContacts.contactDate), desc(parentContacts.createdAt), desc(parentContacts.id));
  return rows.map(toContact);
}

/**
 * A student's contacts, newest first, filtered by meeting and an inclusive date range.
 * @throws AppError 404 "Student not found"; 404 "Meeting not found" for a meeting that is not the
 *   user's meeting of this student; 400 when `from` is after `to`.
 */
export async function listContacts(
  db: Db,
  userId: string,
  studentId: string,
  query: ContactListQuery,
): Promise<Contact[]> {
  await ownedStudentName(db, userId, studentId);
  assertRange(query);
  if (query.meetingId) await assertMeetingOfStudent(db, userId, studentId, query.meetingId);
  const list = await selectContacts(
    db,
    userId,
    studentId,
    and(
      query.meetingId ? eq(parentContacts.meetingId, query.meetingId) : undefined,
      query.from ? gte(parentContacts.contactDate, query.from) : undefined,
      query.to ? lte(parentContacts.contactDate, query.to) : undefined,
    ),
  );
  await recordAudit(db, {
    userId,
    action: "parent_contact.list",
    entity: ENTITY,
    detail: { studentId, count: list.length },
  });
  return withAuthorNames(db, list, (contact) => contact.enteredBy);
}

async function readOwned(db: Runner, userId: string, id: string, lock = false): Promise<ParentContactRow> {
  const query = db
    .select()
    .from(parentContacts)
    .where(and(eq(parentContacts.id, id), eq(parentContacts.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw contactNotFound();
  return row;
}

/**
 * Logs a contact for one of the user's students; a `followUpDate` makes a pending `follow_up`
 * deadline in the same transaction.
 * @param userId the student's owner (a team member's request acts on the owner's student).
 * @param authorId the signed-in teacher who logs it, kept as `enteredBy` (requirements
 *   "Authorship"); the owner when not given.
 * @throws AppError 404 "Student not found" / "Meeting not found"; 400 for a date after today or a
 *   follow-up before the contact date.
 */
export async function createContact(
  db: Db,
  userId: string,
  studentId: string,
  data: CreateContactData,
  now: Date,
  authorId: string = userId,
): Promise<Contact> {
  const contact = await db.transaction(async (tx) => {
    await ownedStudentName(tx, userId, studentId);
    const meetingId = data.meetingId ?? null;
    if (meetingId) await assertMeetingOfStudent(tx, userId, studentId, meetingId);
    const followUpDate = data.followUpDate ?? null;
    await assertDates(tx, userId, data.date, followUpDate, now);
    const contactName = data.contactName ?? null;
    const followUp = await syncFollowUpDeadline(
      tx,
      userId,
      studentId,
      { deadlineId: null, dueDate: followUpDate, title: followUpTitle(contactName) },
      now,
    );
    const [row] = await tx
      .insert(parentContacts)
      .values({
        userId,
        studentId,
        contactDate: data.date,
        method: data.method,
        direction: data.direction,
        contactName,
        relationship: data.relationship ?? null,
        purpose: data.purpose,
        outcome: data.outcome,
        summary: data.summary ?? null,
        meetingId,
        followUpDate,
        followUpDeadlineId: followUp.deadlineId,
        enteredByUserId: authorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("insert into parent_contacts returned no row");
    await recordAudit(tx, {
      userId,
      action: "parent_contact.create",
      entity: ENTITY,
      entityId: row.id,
      detail: { studentId, followUp: followUp.change },
    });
    return toContact(row);
  });
  return withAuthorName(db, contact, (c) => c.enteredBy);
}

/**
 * Changes the fields sent; the follow-up deadline follows the follow-up date (created, moved, or
 * removed while still pending).
 * @throws AppError 404 "Contact not found" / "Meeting not found"; 400 for the date rules.
 */
export async function updateContact(
  db: Db,
  userId: string,
  id: string,
  data: UpdateContactData,
  now: Date,
): Promise<Contact> {
  const contact = await db.transaction(async (tx) => {
    const current = await readOwned(tx, userId, id, true);
    if (data.meetingId) await assertMeetingOfStudent(tx, userId, current.studentId, data.meetingId);
    const date = data.date ?? current.contactDate;
    const followUpDate = data.followUpDate !== undefined ? data.followUpDate : current.followUpDate;
    await assertDates(tx, userId, date, followUpDate, now);
    const contactName = data.contactName !== undefined ? data.contactName : current.contactName;
    const followUp = await syncFollowUpDeadline(
      tx,
      userId,
      current.studentId,
      { deadlineId: current.followUpDeadlineId, dueDate: followUpDate, title: followUpTitle(contactName) },
      now,
    );
    const [row] = await tx
      .update(parentContacts)
      .set({
        ...(data.date !== undefined ? { contactDate: data.date } : {}),
        ...(data.method !== undefined ? { method: data.method } : {}),
        ...(data.direction !== undefined ? { direction: data.direction } : {}),
        ...(data.contactName !== undefined ? { contactName: data.contactName } : {}),
        ...(data.relationship !== undefined ? { relationship: data.relationship } : {}),
        ...(data.purpose !== undefined ? { purpose: data.purpose } : {}),
        ...(data.outcome !== undefined ? { outcome: data.outcome } : {}),
        ...(data.summary !== undefined ? { summary: data.summary } : {}),
        ...(data.meetingId !== undefined ? { meetingId: data.meetingId } : {}),
        followUpDate,
        followUpDeadlineId: followUp.deadlineId,
        updatedAt: now,
      })
      .where(eq(parentContacts.id, id))
      .returning();
    if (!row) throw contactNotFound();
    await recordAudit(tx, {
      userId,
      action: "parent_contact.update",
      entity: ENTITY,
      entityId: id,
      detail: { fields: Object.keys(data), followUp: followUp.change },
    });
    return toContact(row);
  });
  return withAuthorName(db, contact, (c) => c.enteredBy);
}

/**
 * Deletes a contact and its follow-up deadline while that is still pending.
 * @throws AppError 404 "Contact not found".
 */
export async function deleteContact(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await readOwned(tx, userId, id, true);
    await tx.delete(parentContacts).where(eq(parentContacts.id, id));
    const removed = await removeFollowUpDeadline(tx, userId, current.followUpDeadlineId);
    await recordAudit(tx, {
      userId,
      action: "parent_contact.delete",
      entity: ENTITY,
      entityId: id,
      detail: { followUp: removed ? "removed" : "unchanged" },
    });
  });
}
