/**
 * Meetings of one teacher's students (requirements "Meetings"): list by scheduled date ascending with
 * filters, schedule (with attendees), read, change details, delete. Every query is scoped by the
 * session's user; another teacher's meeting or student answers 404 like a missing one. Reads and
 * changes go to the audit log (architecture "Security model").
 *
 * Scheduling an annual-review meeting links it to the student's current annual-review deadline
 * (requirements "Deadlines"). Reschedule, cancel and "held" are in `meeting-changes.service.ts`.
 */
import { and, eq, gte, lt, lte } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type {
  CreateMeetingData,
  Meeting,
  MeetingDetail,
  MeetingListQuery,
  UpdateMeetingData,
} from "../../../shared/contracts/meetings.ts";
import { MEETING_DURATION } from "../../../shared/contracts/meetings.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { addDays } from "../../../shared/domain/legal-clock.ts";
import { dayStart } from "../../../shared/domain/teacher-time.ts";
import type { Db, Runner } from "../../db/client.ts";
import { deadlines, meetingAttendees, meetings, students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { SessionUser } from "../../lib/hono-env.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { markShared, ownOrShared, type ReadableShared } from "../../lib/team-reads.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { syncStudentDeadlines } from "../deadlines/index.ts";
import { addNotification } from "../notifications/index.ts";
import { recordMeetingHeld } from "./meeting-held.ts";
import { formatMeetingTime, sendMeetingMail } from "./meeting-mail.ts";
import {
  familyLanguageOf,
  icalMeetingOf,
  lockMeeting,
  MEETING_MESSAGES,
  meetingByIdAndOwner,
  readMeetingDetail,
  selectMeetings,
  teacherOf,
} from "./meeting-store.ts";

const ENTITY = "meeting";

/** What the meeting services need besides the database: mail, the log line writer and the clock. */
export interface MeetingDeps {
  db: Db;
  mailer: Mailer;
  log: (line: string) => void;
  now: Date;
}

/** The student's name, checking the student is the teacher's. @throws AppError 404 "Student not found". */
export async function ownedStudentName(db: Runner, userId: string, studentId: string): Promise<string> {
  const [row] = await db
    .select({ name: students.name })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, userId)))
    .limit(1);
  if (!row) throw notFound(messages.students.notFound);
  return row.name;
}

/** `from`/`to` of a list query as instants: a plain date is the whole day in the teacher's zone (inclusive). */
function rangeBounds(query: MeetingListQuery, timeZone: string | null) {
  const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  const from = query.from
    ? isDate(query.from)
      ? dayStart(query.from, timeZone)
      : new Date(query.from)
    : null;
  const to = query.to
    ? isDate(query.to)
      ? dayStart(addDays(query.to, 1), timeZone)
      : new Date(query.to)
    : null;
  return {
    from: from ? gte(meetings.scheduledDate, from) : undefined,
    // A date `to` is exclusive of the next day's start; an instant `to` is inclusive.
    to:
      to && query.to
        ? isDate(query.to)
          ? lt(meetings.scheduledDate, to)
          : lte(meetings.scheduledDate, to)
        : undefined,
  };
}

/**
 * The user's meetings by scheduled date ascending (requirements "Meetings"), filtered by student,
 * status and an inclusive date range. Without a student, the meetings of the `shared` students are
 * included (requirements "Shared students in lists"); a meeting of a `shared` student carries
 * `sharedBy`.
 * @param userId the records' owner (`dataOwnerOf`: with `studentId` of a shared student, its owner).
 * @throws AppError 404 "Student not found" when `studentId` is missing or another teacher's.
 */
export async function listMeetings(
  db: Db,
  userId: string,
  query: MeetingListQuery,
  shared: ReadableShared = new Map(),
): Promise<Meeting[]> {
  if (query.studentId) await ownedStudentName(db, userId, query.studentId);
  const bounds = rangeBounds(query, await teacherTimeZone(db, userId));
  const list = await selectMeetings(
    db,
    and(
      query.studentId
        ? eq(meetings.userId, userId)
        : ownOrShared(meetings.userId, meetings.studentId, userId, shared),
      query.studentId ? eq(meetings.studentId, query.studentId) : undefined,
      query.status ? eq(meetings.status, query.status) : undefined,
      bounds.from,
      bounds.to,
    ),
  );
  await recordAudit(db, { userId, action: "meeting.list", entity: ENTITY, detail: { count: list.length } });
  return markShared(list, shared);
}

/** One meeting of the user with its attendees. @throws AppError 404 "Meeting not found". */
export async function getMeeting(db: Db, userId: string, id: string): Promise<MeetingDetail> {
  const detail = await readMeetingDetail(db, userId, id);
  await recordAudit(db, { userId, action: "meeting.read", entity: ENTITY, entityId: id });
  return detail;
}

/** The student's current annual-review deadline id (the one an annual-review meeting answers), if any. */
async function annualReviewDeadlineId(tx: Runner, userId: string, studentId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: deadlines.id })
    .from(deadlines)
    .where(
      and(
        eq(deadlines.userId, userId),
        eq(deadlines.studentId, studentId),
        eq(deadlines.computedKey, "annual_review"),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Schedules a meeting for one of the user's students (status `scheduled`), with its attendees; an
 * annual-review meeting is linked to the annual-review deadline. Afterwards an in-app notification is
 * written and the teacher (and, with `inviteAttendees`, each attendee) is e-mailed; mail failures are
 * only logged. An invitation sent to an address marks the attendees invited (`attendeesInvited`).
 * @throws AppError 404 "Student not found".
 */
export async function createMeeting(
  deps: MeetingDeps,
  user: SessionUser,
  data: CreateMeetingData,
): Promise<MeetingDetail> {
  const { now } = deps;
  const detail = await deps.db.transaction(async (tx) => {
    const studentName = await ownedStudentName(tx, user.id, data.studentId);
    const type = data.type ?? "other";
    const [row] = await tx
      .insert(meetings)
      .values({
        userId: user.id,
        studentId: data.studentId,
        scheduledDate: new Date(data.scheduledDate),
        status: "scheduled",
        type,
        durationMinutes: data.durationMinutes ?? MEETING_DURATION.default,
        location: data.location ?? null,
        virtualLink: data.virtualLink ?? null,
        notes: data.notes ?? null,
        deadlineId:
          type === "annual_review" ? await annualReviewDeadlineId(tx, user.id, data.studentId) : null,
        // Invited once an invitation goes to an address: later changes then mail them by default.
        attendeesInvitedAt: data.inviteAttendees && data.attendees?.some((a) => a.attendeeEmail) ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: meetings.id });
    if (!row) throw new Error("insert into meetings returned no row");
    if (data.attendees && data.attendees.length > 0) {
      await tx.insert(meetingAttendees).values(
        data.attendees.map((a, i) => ({
          meetingId: row.id,
          attendeeName: a.attendeeName,
          attendeeEmail: a.attendeeEmail ?? null,
          attendeeRole: a.attendeeRole ?? "other",
          attendanceStatus: a.attendanceStatus ?? "invited",
          // Keeps the order they were sent in.
          createdAt: new Date(now.getTime() + i),
          updatedAt: now,
        })),
      );
    }
    const timeZone = await teacherTimeZone(tx, user.id);
    await addNotification(
      tx,
      {
        userId: user.id,
        type: "meeting_scheduled",
        title: "Meeting scheduled",
        body: `${studentName}: ${formatMeetingTime(new Date(data.scheduledDate), timeZone)}`,
        link: "/dashboard/meetings",
        meetingId: row.id,
      },
      now,
    );
    await recordAudit(tx, { userId: user.id, action: "meeting.create", entity: ENTITY, entityId: row.id });
    return readMeetingDetail(tx, user.id, row.id);
  });
  const teacher = await teacherOf(deps.db, user.id);
  await sendMeetingMail(
    deps.mailer,
    deps.log,
    {
      change: "scheduled",
      meeting: icalMeetingOf(detail, 0, detail.studentName),
      teacher,
      reason: null,
      previousDate: null,
      inviteAttendees: data.inviteAttendees ?? false,
      familyLanguage: await familyLanguageOf(deps.db, user.id, detail.studentId),
    },
    now,
  );
  return detail;
}

/**
 * Changes a meeting's details (type, duration, location, link, notes) or marks it held (`status: held`)
 * or back to scheduled. The date changes only through reschedule. A type change to or from annual
 * review relinks the deadline and re-runs the clock; marking it held changes the record as
 * `recordMeetingHeld` says.
 * @throws AppError 404 "Meeting not found"; 409 MEETING_CANCELLED for a cancelled meeting.
 */
export async function updateMeeting(
  db: Db,
  userId: string,
  id: string,
  data: UpdateMeetingData,
  now: Date,
): Promise<MeetingDetail> {
  return db.transaction(async (tx) => {
    const current = await lockMeeting(tx, userId, id);
    if (current.status === "cancelled")
      throw new AppError(409, ErrorCode.MEETING_CANCELLED, MEETING_MESSAGES.cancelledFixed);
    const { status, ...details } = data;
    const set: Partial<typeof meetings.$inferInsert> = { ...details, updatedAt: now };
    if (status === "held") {
      set.status = "held";
      set.heldAt = current.heldAt ?? now;
    } else if (status === "scheduled") {
      set.status = current.status === "held" ? "scheduled" : current.status;
      set.heldAt = null;
    }
    const type = data.type ?? current.type;
    if (data.type && data.type !== current.type) {
      set.deadlineId =
        type === "annual_review" ? await annualReviewDeadlineId(tx, userId, current.studentId) : null;
    }
    await tx.update(meetings).set(set).where(meetingByIdAndOwner(id, userId));
    const newlyHeld = status === "held" && current.status !== "held";
    const deadlineId = set.deadlineId === undefined ? current.deadlineId : set.deadlineId;
    if (newlyHeld) await recordMeetingHeld(tx, userId, { ...current, type, deadlineId }, now);
    if (type === "annual_review" || current.type === "annual_review") {
      await syncStudentDeadlines(tx, userId, current.studentId, now);
    }
    await recordAudit(tx, {
      userId,
      action: "meeting.update",
      entity: ENTITY,
      entityId: id,
      detail: { fields: Object.keys(data) },
    });
    return readMeetingDetail(tx, userId, id);
  });
}

/**
 * Deletes a meeting and its attendees (no e-mail: cancel sends the notice). A held annual review
 * deleted moves the clock back.
 * @throws AppError 404 "Meeting not found".
 */
export async function deleteMeeting(db: Db, userId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockMeeting(tx, userId, id);
    await tx.delete(meetings).where(meetingByIdAndOwner(id, userId));
    if (current.type === "annual_review") await syncStudentDeadlines(tx, userId, current.studentId, now);
    await recordAudit(tx, { userId, action: "meeting.delete", entity: ENTITY, entityId: id });
  });
}
