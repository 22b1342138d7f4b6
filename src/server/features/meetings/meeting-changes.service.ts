/**
 * Rescheduling, cancelling and holding a meeting (requirements "Meetings", "Notifications").
 *
 * - Reschedule (an upcoming meeting only): the new date and optional new virtual link; the status goes
 *   back to `scheduled` and the old date is kept in `history`; the invitation's SEQUENCE goes up.
 * - Cancel (an upcoming meeting only): status `cancelled` with the reason; SEQUENCE goes up and
 *   invitations become METHOD CANCEL.
 * - Held: status `held` with each attendee's attendance; a held annual review closes its deadline.
 *
 * Each change writes an in-app notification in its transaction, then e-mails the teacher after it is
 * committed, and the attendees too once they were invited unless the teacher says not to this time
 * (`attendeeNotice`); a failed send is only logged.
 */
import { and, eq, inArray } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type {
  CancelMeetingData,
  MarkMeetingHeldData,
  MeetingDetail,
  RescheduleMeetingData,
} from "../../../shared/contracts/meetings.ts";
import { UPCOMING_MEETING_STATUSES } from "../../../shared/contracts/meetings.ts";
import type { Runner } from "../../db/client.ts";
import type { MeetingRow } from "../../db/schema/index.ts";
import { meetingAttendees, meetings } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { SessionUser } from "../../lib/hono-env.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { addNotification } from "../notifications/index.ts";
import { recordMeetingHeld } from "./meeting-held.ts";
import { formatMeetingTime, type MeetingChange, sendMeetingMail } from "./meeting-mail.ts";
import {
  attendeesOf,
  familyLanguageOf,
  icalMeetingOf,
  lockMeeting,
  MEETING_MESSAGES,
  meetingByIdAndOwner,
  readMeetingDetail,
  teacherOf,
} from "./meeting-store.ts";
import type { MeetingDeps } from "./meetings.service.ts";

const ENTITY = "meeting";

function assertUpcoming(row: MeetingRow) {
  if (!(UPCOMING_MEETING_STATUSES as readonly string[]).includes(row.status)) {
    throw new AppError(409, ErrorCode.MEETING_NOT_UPCOMING, MEETING_MESSAGES.notUpcoming);
  }
}

/**
 * Whether the attendees hear of a reschedule or cancel (requirements "Notifications"): as the teacher
 * says (`inviteAttendees`), and when the request does not say, yes once they were invited. Also the
 * meeting's new `attendeesInvitedAt`: set the first time an invitation goes to an address.
 */
async function attendeeNotice(
  tx: Runner,
  current: MeetingRow,
  inviteAttendees: boolean | undefined,
  now: Date,
): Promise<{ notify: boolean; attendeesInvitedAt: Date | null }> {
  const notify = inviteAttendees ?? current.attendeesInvitedAt !== null;
  if (current.attendeesInvitedAt || !notify)
    return { notify, attendeesInvitedAt: current.attendeesInvitedAt };
  const addressed = (await attendeesOf(tx, [current.id])).some((a) => a.attendeeEmail);
  return { notify, attendeesInvitedAt: addressed ? now : null };
}

/** After a committed change: the teacher's e-mail and, when asked, the attendees' invitations. */
async function mailChange(
  deps: MeetingDeps,
  user: SessionUser,
  detail: MeetingDetail,
  sequence: number,
  change: MeetingChange,
  extra: { reason: string | null; previousDate: Date | null; inviteAttendees: boolean },
) {
  const teacher = await teacherOf(deps.db, user.id);
  const familyLanguage = await familyLanguageOf(deps.db, user.id, detail.studentId);
  await sendMeetingMail(
    deps.mailer,
    deps.log,
    {
      change,
      meeting: icalMeetingOf(detail, sequence, detail.studentName),
      teacher,
      familyLanguage,
      ...extra,
    },
    deps.now,
  );
}

/**
 * Moves an upcoming meeting to `scheduledDate` (and `virtualLink` when sent); status back to
 * `scheduled`, old date kept in `history`, SEQUENCE + 1.
 * @throws AppError 404 "Meeting not found"; 409 MEETING_NOT_UPCOMING when cancelled or held.
 */
export async function rescheduleMeeting(
  deps: MeetingDeps,
  user: SessionUser,
  id: string,
  data: RescheduleMeetingData,
): Promise<MeetingDetail> {
  const { now } = deps;
  const newDate = new Date(data.scheduledDate);
  let previousDate: Date | null = null;
  let sequence = 0;
  let notify = false;
  const detail = await deps.db.transaction(async (tx) => {
    const current = await lockMeeting(tx, user.id, id);
    assertUpcoming(current);
    previousDate = current.scheduledDate;
    sequence = current.icalSequence + 1;
    const reason = data.reason ?? null;
    const notice = await attendeeNotice(tx, current, data.inviteAttendees, now);
    notify = notice.notify;
    await tx
      .update(meetings)
      .set({
        scheduledDate: newDate,
        status: "scheduled",
        ...(data.virtualLink !== undefined ? { virtualLink: data.virtualLink } : {}),
        history: [
          ...current.history,
          {
            previousDate: current.scheduledDate.toISOString(),
            newDate: newDate.toISOString(),
            changedAt: now.toISOString(),
            reason,
          },
        ],
        icalSequence: sequence,
        attendeesInvitedAt: notice.attendeesInvitedAt,
        updatedAt: now,
      })
      .where(meetingByIdAndOwner(id, user.id));
    const timeZone = await teacherTimeZone(tx, user.id);
    const detail = await readMeetingDetail(tx, user.id, id);
    await addNotification(
      tx,
      {
        userId: user.id,
        type: "meeting_rescheduled",
        title: "Meeting rescheduled",
        body: `${detail.studentName}: now ${formatMeetingTime(newDate, timeZone)}${reason ? ` (${reason})` : ""}`,
        link: "/dashboard/meetings",
        meetingId: id,
      },
      now,
    );
    await recordAudit(tx, { userId: user.id, action: "meeting.reschedule", entity: ENTITY, entityId: id });
    return detail;
  });
  await mailChange(deps, user, detail, sequence, "rescheduled", {
    reason: data.reason ?? null,
    previousDate,
    inviteAttendees: notify,
  });
  return detail;
}

/**
 * Cancels an upcoming meeting with the reason (requirements "Meetings"); SEQUENCE + 1.
 * @throws AppError 404 "Meeting not found"; 409 MEETING_NOT_UPCOMING when already cancelled or held.
 */
export async function cancelMeeting(
  deps: MeetingDeps,
  user: SessionUser,
  id: string,
  data: CancelMeetingData,
): Promise<MeetingDetail> {
  const { now } = deps;
  let sequence = 0;
  let notify = false;
  const detail = await deps.db.transaction(async (tx) => {
    const current = await lockMeeting(tx, user.id, id);
    assertUpcoming(current);
    sequence = current.icalSequence + 1;
    const notice = await attendeeNotice(tx, current, data.inviteAttendees, now);
    notify = notice.notify;
    await tx
      .update(meetings)
      .set({
        status: "cancelled",
        cancellationReason: data.reason,
        icalSequence: sequence,
        attendeesInvitedAt: notice.attendeesInvitedAt,
        updatedAt: now,
      })
      .where(meetingByIdAndOwner(id, user.id));
    const detail = await readMeetingDetail(tx, user.id, id);
    await addNotification(
      tx,
      {
        userId: user.id,
        type: "meeting_cancelled",
        title: "Meeting cancelled",
        body: `${detail.studentName}: ${data.reason}`,
        link: "/dashboard/meetings",
        meetingId: id,
      },
      now,
    );
    await recordAudit(tx, { userId: user.id, action: "meeting.cancel", entity: ENTITY, entityId: id });
    return detail;
  });
  await mailChange(deps, user, detail, sequence, "cancelled", {
    reason: data.reason,
    previousDate: null,
    inviteAttendees: notify,
  });
  return detail;
}

/**
 * Marks a meeting held with each attendee's attendance (and notes when sent). A held annual review
 * closes its deadline and the clock adds next year's; a held reevaluation becomes the student's last
 * evaluation date (`meeting-held.ts`).
 * @throws AppError 404 "Meeting not found" (or "Attendee not found" for an attendee of another meeting);
 *   409 MEETING_CANCELLED for a cancelled meeting.
 */
export async function markMeetingHeld(
  deps: MeetingDeps,
  userId: string,
  id: string,
  data: MarkMeetingHeldData,
): Promise<MeetingDetail> {
  const { now } = deps;
  return deps.db.transaction(async (tx) => {
    const current = await lockMeeting(tx, userId, id);
    if (current.status === "cancelled")
      throw new AppError(409, ErrorCode.MEETING_CANCELLED, MEETING_MESSAGES.cancelledFixed);
    const attendance = data.attendance ?? [];
    if (attendance.length > 0) {
      const ids = attendance.map((a) => a.attendeeId);
      const own = await tx
        .select({ id: meetingAttendees.id })
        .from(meetingAttendees)
        .where(and(eq(meetingAttendees.meetingId, id), inArray(meetingAttendees.id, ids)));
      if (own.length !== new Set(ids).size)
        throw new AppError(404, ErrorCode.NOT_FOUND, MEETING_MESSAGES.attendeeNotFound);
      for (const a of attendance) {
        await tx
          .update(meetingAttendees)
          .set({ attendanceStatus: a.attendanceStatus, updatedAt: now })
          .where(eq(meetingAttendees.id, a.attendeeId));
      }
    }
    await tx
      .update(meetings)
      .set({
        status: "held",
        heldAt: current.heldAt ?? now,
        ...(data.notes !== undefined ? { notes: data.notes } : {}),
        updatedAt: now,
      })
      .where(meetingByIdAndOwner(id, userId));
    if (current.status !== "held") await recordMeetingHeld(tx, userId, current, now);
    await recordAudit(tx, { userId, action: "meeting.held", entity: ENTITY, entityId: id });
    return readMeetingDetail(tx, userId, id);
  });
}
