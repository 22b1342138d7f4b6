/**
 * Reading meetings (requirements "Meetings"): rows → the API shapes, the teacher's scoped selects, and
 * what the e-mails and the calendar need. Every select is scoped by the caller's user id.
 */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type {
  AttendanceStatus,
  Attendee,
  AttendeeRole,
  Meeting,
  MeetingDetail,
  MeetingStatus,
  MeetingType,
} from "../../../shared/contracts/meetings.ts";
import type { HomeLanguage } from "../../../shared/contracts/students.ts";
import type { Db, Runner } from "../../db/client.ts";
import {
  type AttendeeRow,
  type MeetingRow,
  meetingAttendees,
  meetings,
  students,
  users,
} from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { IcalMeeting } from "./meeting-ical.ts";

export const MEETING_MESSAGES = {
  notFound: "Meeting not found",
  attendeeNotFound: "Attendee not found",
  notUpcoming: "Only a scheduled meeting can be rescheduled or cancelled.",
  cancelledFixed: "A cancelled meeting cannot be changed; schedule a new meeting instead.",
} as const;

export const meetingNotFound = () => notFound(MEETING_MESSAGES.notFound);

export const meetingByIdAndOwner = (id: string, userId: string) =>
  and(eq(meetings.id, id), eq(meetings.userId, userId));

/** A stored meeting row + its student's name → the `Meeting` API shape. */
export function toMeeting(row: MeetingRow, studentName: string): Meeting {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName,
    scheduledDate: row.scheduledDate.toISOString(),
    status: row.status as MeetingStatus,
    type: row.type as MeetingType,
    durationMinutes: row.durationMinutes,
    location: row.location,
    virtualLink: row.virtualLink,
    notes: row.notes,
    cancellationReason: row.cancellationReason,
    history: row.history.map((h) => ({ ...h, reason: h.reason ?? null })),
    deadlineId: row.deadlineId,
    attendeesInvited: row.attendeesInvitedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAttendee(row: AttendeeRow): Attendee {
  return {
    id: row.id,
    meetingId: row.meetingId,
    attendeeName: row.attendeeName,
    attendeeEmail: row.attendeeEmail,
    attendeeRole: row.attendeeRole as AttendeeRole,
    attendanceStatus: row.attendanceStatus as AttendanceStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Meetings matching `where` (already scoped by the caller) by scheduled date ascending, ties by id. */
export async function selectMeetings(db: Runner, where: SQL | undefined, limit?: number): Promise<Meeting[]> {
  const query = db
    .select({ row: meetings, studentName: students.name })
    .from(meetings)
    .innerJoin(students, eq(students.id, meetings.studentId))
    .where(where)
    .orderBy(asc(meetings.scheduledDate), asc(meetings.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => toMeeting(r.row, r.studentName));
}

/** The attendees of some meetings, in the order they were added. */
export async function attendeesOf(db: Runner, meetingIds: string[]): Promise<AttendeeRow[]> {
  if (meetingIds.length === 0) return [];
  return db
    .select()
    .from(meetingAttendees)
    .where(inArray(meetingAttendees.meetingId, meetingIds))
    .orderBy(asc(meetingAttendees.createdAt), asc(meetingAttendees.id));
}

/** One meeting of the user with its attendees. @throws AppError 404 "Meeting not found". */
export async function readMeetingDetail(db: Runner, userId: string, id: string): Promise<MeetingDetail> {
  const [meeting] = await selectMeetings(db, meetingByIdAndOwner(id, userId));
  if (!meeting) throw meetingNotFound();
  const attendees = await attendeesOf(db, [id]);
  return { ...meeting, attendees: attendees.map(toAttendee) };
}

/** The meeting row of the user, locked for the transaction. @throws AppError 404 "Meeting not found". */
export async function lockMeeting(tx: Runner, userId: string, id: string): Promise<MeetingRow> {
  const [row] = await tx
    .select()
    .from(meetings)
    .where(meetingByIdAndOwner(id, userId))
    .limit(1)
    .for("update");
  if (!row) throw meetingNotFound();
  return row;
}

/** The teacher as the e-mails need them. */
export async function teacherOf(db: Pick<Db, "select">, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error("the session's user has no users row");
  return row;
}

/**
 * The family's language of a student of the user (requirements "Student fields": `homeLanguage`,
 * Spanish only when the record says "es", else English), for the e-mails the family receives.
 */
export async function familyLanguageOf(db: Runner, userId: string, studentId: string): Promise<HomeLanguage> {
  const [row] = await db
    .select({ homeLanguage: students.homeLanguage })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, userId)))
    .limit(1);
  return row?.homeLanguage === "es" ? "es" : "en";
}

/** A meeting detail → what the invitation and the feed say about it (`studentLabel` as given). */
export function icalMeetingOf(
  m: MeetingDetail | (Meeting & { attendees?: Attendee[] }),
  sequence: number,
  studentLabel: string,
): IcalMeeting {
  return {
    id: m.id,
    type: m.type,
    studentLabel,
    start: new Date(m.scheduledDate),
    durationMinutes: m.durationMinutes,
    location: m.location,
    virtualLink: m.virtualLink,
    sequence,
    cancelled: m.status === "cancelled",
    attendees: (m.attendees ?? []).map((a) => ({
      name: a.attendeeName,
      email: a.attendeeEmail,
      role: a.attendeeRole,
    })),
  };
}
