/**
 * Attendees of a teacher's meeting (requirements "Meetings": "Attendees: list joined to the teacher's
 * meetings; create; change; delete by id"). The meeting is checked to be the session user's before any
 * attendee is read or written; an attendee of another meeting answers 404 like a missing one.
 */
import { and, eq } from "drizzle-orm";
import type { Attendee, CreateAttendeeData, UpdateAttendeeData } from "../../../shared/contracts/meetings.ts";
import type { Db, Runner } from "../../db/client.ts";
import { meetingAttendees, meetings } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import {
  attendeesOf,
  MEETING_MESSAGES,
  meetingByIdAndOwner,
  meetingNotFound,
  toAttendee,
} from "./meeting-store.ts";

const ENTITY = "meeting_attendee";

async function assertMeetingOwned(db: Runner, userId: string, meetingId: string): Promise<void> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(meetingByIdAndOwner(meetingId, userId))
    .limit(1);
  if (!row) throw meetingNotFound();
}

const attendeeWhere = (meetingId: string, attendeeId: string) =>
  and(eq(meetingAttendees.id, attendeeId), eq(meetingAttendees.meetingId, meetingId));

/** The attendees of one of the user's meetings, in the order added. @throws AppError 404 "Meeting not found". */
export async function listAttendees(db: Db, userId: string, meetingId: string): Promise<Attendee[]> {
  await assertMeetingOwned(db, userId, meetingId);
  const rows = await attendeesOf(db, [meetingId]);
  await recordAudit(db, { userId, action: "meeting_attendee.list", entity: ENTITY, detail: { meetingId } });
  return rows.map(toAttendee);
}

/** Adds an attendee (role `other`, status `invited` unless sent). @throws AppError 404 "Meeting not found". */
export async function createAttendee(
  db: Db,
  userId: string,
  meetingId: string,
  data: CreateAttendeeData,
  now: Date,
): Promise<Attendee> {
  return db.transaction(async (tx) => {
    await assertMeetingOwned(tx, userId, meetingId);
    const [row] = await tx
      .insert(meetingAttendees)
      .values({
        meetingId,
        attendeeName: data.attendeeName,
        attendeeEmail: data.attendeeEmail ?? null,
        attendeeRole: data.attendeeRole ?? "other",
        attendanceStatus: data.attendanceStatus ?? "invited",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("insert into meeting_attendees returned no row");
    await recordAudit(tx, { userId, action: "meeting_attendee.create", entity: ENTITY, entityId: row.id });
    return toAttendee(row);
  });
}

/** Changes the fields sent. @throws AppError 404 "Meeting not found" / "Attendee not found". */
export async function updateAttendee(
  db: Db,
  userId: string,
  meetingId: string,
  attendeeId: string,
  data: UpdateAttendeeData,
  now: Date,
): Promise<Attendee> {
  return db.transaction(async (tx) => {
    await assertMeetingOwned(tx, userId, meetingId);
    const [row] = await tx
      .update(meetingAttendees)
      .set({ ...data, updatedAt: now })
      .where(attendeeWhere(meetingId, attendeeId))
      .returning();
    if (!row) throw notFound(MEETING_MESSAGES.attendeeNotFound);
    await recordAudit(tx, {
      userId,
      action: "meeting_attendee.update",
      entity: ENTITY,
      entityId: attendeeId,
      detail: { fields: Object.keys(data) },
    });
    return toAttendee(row);
  });
}

/** Removes an attendee. @throws AppError 404 "Meeting not found" / "Attendee not found". */
export async function deleteAttendee(
  db: Db,
  userId: string,
  meetingId: string,
  attendeeId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await assertMeetingOwned(tx, userId, meetingId);
    const rows = await tx
      .delete(meetingAttendees)
      .where(attendeeWhere(meetingId, attendeeId))
      .returning({ id: meetingAttendees.id });
    if (rows.length === 0) throw notFound(MEETING_MESSAGES.attendeeNotFound);
    await recordAudit(tx, {
      userId,
      action: "meeting_attendee.delete",
      entity: ENTITY,
      entityId: attendeeId,
    });
  });
}
