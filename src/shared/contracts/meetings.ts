/**
 * Meeting, attendee and calendar-feed API contracts (requirements "Meetings", "Notifications").
 * Wire names are the camelCase of the stored columns; unknown fields are refused (strict objects).
 *
 * Statuses: `scheduled`, `rescheduled`, `cancelled` (requirements "Meetings"), plus `held` once the
 * meeting has happened. Rescheduling sets the status back to `scheduled` and keeps the old date in
 * `history`; `rescheduled` is accepted for stored rows and counts as upcoming like `scheduled`.
 */
import { z } from "zod";
import { isoDate, isoDateTime, nullableText, requiredText, TEXT_LIMITS, text } from "./common.ts";
import {
  ATTENDANCE_STATUSES,
  ATTENDEE_ROLES,
  MEETING_DURATION,
  MEETING_STATUSES,
  MEETING_TYPES,
} from "./meeting-codes.ts";

export * from "./meeting-codes.ts";

/** An http(s) link to a video call; "" becomes null. */
export const virtualLinkSchema = text()
  .trim()
  .max(2000, { message: "must be 2000 characters or fewer" })
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), {
    message: "must be a link starting with https://",
  })
  .nullable()
  .transform((v) => (v === "" ? null : v));

const attendeeEmail = z
  .union([z.literal(""), z.email({ message: "must be a valid email address" })])
  .nullable()
  .transform((v) => (v === "" ? null : v));

const attendeeFields = {
  attendeeName: requiredText(TEXT_LIMITS.name, "Attendee name"),
  attendeeEmail: attendeeEmail.optional(),
  attendeeRole: z.enum(ATTENDEE_ROLES, { message: "must be one of the attendee roles" }).optional(),
  attendanceStatus: z
    .enum(ATTENDANCE_STATUSES, { message: "must be one of the attendance statuses" })
    .optional(),
};

/** POST /api/v1/meetings/:id/attendees body (role defaults to `other`, status to `invited`). */
export const createAttendeeInput = z.strictObject(attendeeFields);
export type CreateAttendeeInput = z.input<typeof createAttendeeInput>;
export type CreateAttendeeData = z.output<typeof createAttendeeInput>;

/** PATCH /api/v1/meetings/:id/attendees/:attendeeId body: any subset, at least one field. */
export const updateAttendeeInput = z
  .strictObject({ ...attendeeFields, attendeeName: attendeeFields.attendeeName.optional() })
  .refine((o) => Object.keys(o).length > 0, { message: "Send at least one field to change" });
export type UpdateAttendeeInput = z.input<typeof updateAttendeeInput>;
export type UpdateAttendeeData = z.output<typeof updateAttendeeInput>;

export const attendeeSchema = z.object({
  id: z.string(),
  meetingId: z.string(),
  attendeeName: z.string(),
  attendeeEmail: z.string().nullable(),
  attendeeRole: z.enum(ATTENDEE_ROLES),
  attendanceStatus: z.enum(ATTENDANCE_STATUSES),
  createdAt: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** When the teacher ticks "invite attendees": e-mail each attendee with an address an iCalendar invitation. */
const inviteAttendees = z.boolean().optional();

/**
 * Reschedule and cancel: whether the attendees hear of the change by e-mail. Omitted, they do when
 * they were invited before (`attendeesInvited`); `false` sends them nothing this time (requirements
 * "Notifications").
 */
const notifyAttendees = z.boolean().optional();

const meetingFields = {
  type: z.enum(MEETING_TYPES, { message: "must be one of the meeting types" }).optional(),
  durationMinutes: z
    .number({ message: "must be a number of minutes" })
    .int({ message: "must be a whole number of minutes" })
    .min(MEETING_DURATION.min, { message: `must be at least ${MEETING_DURATION.min} minutes` })
    .max(MEETING_DURATION.max, { message: `must be at most ${MEETING_DURATION.max} minutes` })
    .optional(),
  location: nullableText(TEXT_LIMITS.short).optional(),
  virtualLink: virtualLinkSchema.optional(),
  notes: nullableText(TEXT_LIMITS.long).optional(),
};

/**
 * POST /api/v1/meetings body. `type` defaults to `other`, `durationMinutes` to 60; the meeting starts
 * `scheduled`. `attendees` are created with it; `inviteAttendees` mails them the invitation.
 */
export const createMeetingInput = z.strictObject({
  studentId: z.uuid({ message: "Student not found" }),
  scheduledDate: isoDateTime,
  ...meetingFields,
  attendees: z.array(createAttendeeInput).max(30, { message: "at most 30 attendees" }).optional(),
  inviteAttendees,
});
export type CreateMeetingInput = z.input<typeof createMeetingInput>;
export type CreateMeetingData = z.output<typeof createMeetingInput>;

/**
 * PATCH /api/v1/meetings/:id body: details only, at least one field. The date changes through
 * `/reschedule`, cancelling through `/cancel`; `status` may be set to `held` (or back to `scheduled`).
 */
export const updateMeetingInput = z
  .strictObject({
    ...meetingFields,
    status: z
      .enum(["scheduled", "held"], { message: "must be scheduled or held (use /reschedule or /cancel)" })
      .optional(),
  })
  .refine((o) => Object.keys(o).length > 0, { message: "Send at least one field to change" });
export type UpdateMeetingInput = z.input<typeof updateMeetingInput>;
export type UpdateMeetingData = z.output<typeof updateMeetingInput>;

/** POST /api/v1/meetings/:id/reschedule body (requirements "Meetings": new date, optional new virtual link). */
export const rescheduleMeetingInput = z.strictObject({
  scheduledDate: isoDateTime,
  virtualLink: virtualLinkSchema.optional(),
  reason: nullableText(TEXT_LIMITS.short).optional(),
  inviteAttendees: notifyAttendees,
});
export type RescheduleMeetingInput = z.input<typeof rescheduleMeetingInput>;
export type RescheduleMeetingData = z.output<typeof rescheduleMeetingInput>;

/** POST /api/v1/meetings/:id/cancel body (requirements "Meetings": cancelling records a reason). */
export const cancelMeetingInput = z.strictObject({
  reason: requiredText(TEXT_LIMITS.short * 5, "Cancellation reason"),
  inviteAttendees: notifyAttendees,
});
export type CancelMeetingInput = z.input<typeof cancelMeetingInput>;
export type CancelMeetingData = z.output<typeof cancelMeetingInput>;

/** POST /api/v1/meetings/:id/held body: marks the meeting held, with each attendee's attendance. */
export const markMeetingHeldInput = z.strictObject({
  attendance: z
    .array(
      z.strictObject({
        attendeeId: z.uuid({ message: "Attendee not found" }),
        attendanceStatus: z.enum(["attended", "absent"], { message: "must be attended or absent" }),
      }),
    )
    .max(30)
    .optional(),
  notes: nullableText(TEXT_LIMITS.long).optional(),
});
export type MarkMeetingHeldInput = z.input<typeof markMeetingHeldInput>;
export type MarkMeetingHeldData = z.output<typeof markMeetingHeldInput>;

/** One earlier date of a rescheduled meeting. */
export const meetingHistoryEntrySchema = z.object({
  previousDate: z.string(),
  newDate: z.string(),
  changedAt: z.string(),
  reason: z.string().nullable(),
});
export type MeetingHistoryEntry = z.infer<typeof meetingHistoryEntrySchema>;

/** A meeting as the API returns it; dates are UTC ISO date-times. */
export const meetingSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  /** The student's name, for lists and calendars. */
  studentName: z.string(),
  scheduledDate: z.string(),
  status: z.enum(MEETING_STATUSES),
  type: z.enum(MEETING_TYPES),
  durationMinutes: z.number(),
  location: z.string().nullable(),
  virtualLink: z.string().nullable(),
  notes: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  /** Earlier dates, oldest first (each reschedule adds one). */
  history: z.array(meetingHistoryEntrySchema),
  /** The deadline this meeting answers (an annual-review meeting is linked to the annual review due). */
  deadlineId: z.string().nullable(),
  /** true once the attendees were sent the invitation: later changes mail them by default. */
  attendeesInvited: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Present only on a meeting of a student another teacher shares with the signed-in one (requirements
   * "Shared students in lists"): the owner's name.
   */
  sharedBy: z.string().optional(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** A meeting with its attendees (GET /meetings/:id and the answers of create, reschedule, cancel, held). */
export const meetingDetailSchema = meetingSchema.extend({ attendees: z.array(attendeeSchema) });
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

/** A date (`YYYY-MM-DD`, in the teacher's time zone) or an instant, for list filters. */
const dateOrDateTime = z.union([isoDate, isoDateTime], {
  message: "must be a date like 2026-09-15 or a date and time",
});

/**
 * GET /api/v1/meetings query. `from`/`to` bound `scheduledDate` inclusively; a plain date means the
 * whole day in the teacher's time zone.
 */
export const meetingListQuery = z.strictObject({
  studentId: z.uuid({ message: "Student not found" }).optional(),
  from: dateOrDateTime.optional(),
  to: dateOrDateTime.optional(),
  status: z.enum(MEETING_STATUSES, { message: "must be one of the meeting statuses" }).optional(),
});
export type MeetingListQuery = z.infer<typeof meetingListQuery>;

export const meetingIdParam = z.object({ id: z.uuid({ message: "Meeting not found" }) });
export const attendeeIdParam = z.object({
  id: z.uuid({ message: "Meeting not found" }),
  attendeeId: z.uuid({ message: "Attendee not found" }),
});

/**
 * The private calendar feed (requirements "Notifications"): GET/POST/DELETE /api/v1/calendar-feed.
 * Only a hash of the secret token is stored, so `url` (the subscription address
 * `<origin>/api/calendar/<token>.ics`) is given once, in the POST answer, and is null otherwise. POST makes
 * a new token (the old address stops working); DELETE revokes it (204).
 */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
