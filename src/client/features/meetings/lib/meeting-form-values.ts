/**
 * The schedule, edit and reschedule forms' values (all text, as the inputs hold them), their checks, the
 * attendees prefilled from a student's record, and the conversion to the API contracts
 * (requirements "Meetings"). Dates and times are the teacher's local wall clock (the browser's zone,
 * which the app keeps equal to the profile's); the API gets the instant in UTC.
 */
import {
  ATTENDEE_ROLES,
  type AttendeeRole,
  type CreateMeetingInput,
  MEETING_DURATION,
  MEETING_TYPES,
  type Meeting,
  type MeetingType,
  type RescheduleMeetingInput,
  type UpdateMeetingInput,
} from "@shared/contracts/meetings";
import type { Student } from "@shared/contracts/students";
import { format, isValid, parseISO } from "date-fns";
import { z } from "zod";

const LINK = /^https?:\/\/\S+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Enter a date" });
const timeText = z.string().regex(/^\d{2}:\d{2}$/, { message: "Enter a time" });
const linkText = z
  .string()
  .trim()
  .max(2000, { message: "must be 2000 characters or fewer" })
  .refine((v) => v === "" || LINK.test(v), { message: "Enter a link starting with https://" });

/** One attendee row of the schedule form. */
export const attendeeRowSchema = z.object({
  attendeeName: z
    .string()
    .trim()
    .min(1, { message: "Enter the attendee's name, or remove the row" })
    .max(200, { message: "must be 200 characters or fewer" }),
  attendeeEmail: z
    .string()
    .trim()
    .refine((v) => v === "" || EMAIL.test(v), { message: "Enter an e-mail address like name@school.org" }),
  attendeeRole: z.enum(ATTENDEE_ROLES),
});
export type AttendeeRow = z.input<typeof attendeeRowSchema>;

/** The schedule form schema (react-hook-form + zodResolver). */
export const scheduleFormSchema = z.object({
  studentId: z.string().min(1, { message: "Choose a student" }),
  type: z.enum(MEETING_TYPES),
  date: dateText,
  time: timeText,
  durationMinutes: z
    .string()
    .trim()
    .refine(
      (v) => /^\d+$/.test(v) && Number(v) >= MEETING_DURATION.min && Number(v) <= MEETING_DURATION.max,
      { message: `Enter minutes between ${MEETING_DURATION.min} and ${MEETING_DURATION.max}` },
    ),
  location: z.string().trim().max(200, { message: "must be 200 characters or fewer" }),
  virtualLink: linkText,
  notes: z.string().max(5000, { message: "must be 5000 characters or fewer" }),
  attendees: z.array(attendeeRowSchema).max(30, { message: "At most 30 attendees" }),
  inviteAttendees: z.boolean(),
});
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;

/** The reschedule form schema: a new date and time, an optional new link and reason. */
export const rescheduleFormSchema = z.object({
  date: dateText,
  time: timeText,
  virtualLink: linkText,
  reason: z.string().trim().max(200, { message: "must be 200 characters or fewer" }),
  inviteAttendees: z.boolean(),
});
export type RescheduleFormValues = z.input<typeof rescheduleFormSchema>;

/**
 * The attendees a student's record suggests: the parent contact (role parent) when it has a name,
 * and the case manager (special education teacher) when set; then `team`, the members of the
 * student's IEP team the screen passes (requirements "IEP teams": members are offered as attendees),
 * each once (a member whose name or address is already listed is not repeated).
 */
export function suggestedAttendees(
  student: Student | undefined,
  team: readonly AttendeeRow[] = [],
): AttendeeRow[] {
  if (!student) return [];
  const rows: AttendeeRow[] = [];
  const parent = student.parentContact;
  if (parent?.name?.trim()) {
    rows.push({
      attendeeName: parent.name.trim(),
      attendeeEmail: parent.email?.trim() ?? "",
      attendeeRole: "parent",
    });
  }
  if (student.caseManager?.trim()) {
    rows.push({
      attendeeName: student.caseManager.trim(),
      attendeeEmail: "",
      attendeeRole: "special_education_teacher",
    });
  }
  const listed = (r: AttendeeRow) =>
    rows.some(
      (o) =>
        o.attendeeName.trim().toLowerCase() === r.attendeeName.trim().toLowerCase() ||
        (r.attendeeEmail !== "" && o.attendeeEmail?.toLowerCase() === r.attendeeEmail?.toLowerCase()),
    );
  for (const member of team) if (!listed(member)) rows.push({ ...member });
  return rows;
}

/** A new meeting's form: tomorrow's date, 15:00 for the default length, attendees from the student. */
export function emptyScheduleForm(
  student: Student | undefined,
  now: Date,
  type: MeetingType = "annual_review",
  team: readonly AttendeeRow[] = [],
): ScheduleFormValues {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return {
    studentId: student?.id ?? "",
    type,
    date: format(tomorrow, "yyyy-MM-dd"),
    time: "15:00",
    durationMinutes: String(MEETING_DURATION.default),
    location: "",
    virtualLink: "",
    notes: "",
    attendees: suggestedAttendees(student, team),
    inviteAttendees: false,
  };
}

/** The instant of a local `date` + `time` as UTC ISO (`2026-12-03T21:00:00.000Z`). */
export function localToIso(date: string, time: string): string {
  return new Date(`${date}T${time}:00`).toISOString();
}

/** `{date, time}` of an ISO instant in local time (for the reschedule form's defaults). */
export function isoToLocal(iso: string): { date: string; time: string } {
  const d = parseISO(iso);
  return isValid(d) ? { date: format(d, "yyyy-MM-dd"), time: format(d, "HH:mm") } : { date: "", time: "" };
}

const orNull = (v: string) => (v.trim() === "" ? null : v.trim());

/** The POST /api/v1/meetings body of a checked form. */
export function toCreateMeetingInput(v: ScheduleFormValues): CreateMeetingInput {
  return {
    studentId: v.studentId,
    scheduledDate: localToIso(v.date, v.time),
    type: v.type,
    durationMinutes: Number(v.durationMinutes),
    location: orNull(v.location),
    virtualLink: orNull(v.virtualLink),
    notes: orNull(v.notes),
    attendees: v.attendees.map((a) => ({
      attendeeName: a.attendeeName.trim(),
      attendeeEmail: orNull(a.attendeeEmail),
      attendeeRole: a.attendeeRole as AttendeeRole,
    })),
    inviteAttendees: v.inviteAttendees,
  };
}

/**
 * The reschedule form's starting values: the meeting's current date, time and link; the attendees
 * are told when they were invited (requirements "Notifications").
 */
export function rescheduleFormFor(meeting: Meeting): RescheduleFormValues {
  return {
    ...isoToLocal(meeting.scheduledDate),
    virtualLink: meeting.virtualLink ?? "",
    reason: "",
    inviteAttendees: meeting.attendeesInvited,
  };
}

/** Under the reschedule and cancel dialogs' e-mail box, when it starts ticked because they were invited. */
export const NOTIFY_INVITED_HINT =
  "Ticked because the attendees were invited by e-mail; untick it to send them nothing about this change.";

/** The POST /api/v1/meetings/:id/reschedule body of a checked form (the link only when it changed). */
export function toRescheduleInput(v: RescheduleFormValues, meeting: Meeting): RescheduleMeetingInput {
  const link = orNull(v.virtualLink);
  return {
    scheduledDate: localToIso(v.date, v.time),
    ...(link !== meeting.virtualLink ? { virtualLink: link } : {}),
    ...(orNull(v.reason) ? { reason: orNull(v.reason) } : {}),
    inviteAttendees: v.inviteAttendees,
  };
}

/** The edit form schema: a meeting's details (the date changes through reschedule). */
export const editFormSchema = scheduleFormSchema.pick({
  type: true,
  durationMinutes: true,
  location: true,
  virtualLink: true,
  notes: true,
});
export type EditFormValues = z.input<typeof editFormSchema>;

/** The edit form's starting values: the meeting as it is. */
export function editFormFor(meeting: Meeting): EditFormValues {
  return {
    type: meeting.type,
    durationMinutes: String(meeting.durationMinutes),
    location: meeting.location ?? "",
    virtualLink: meeting.virtualLink ?? "",
    notes: meeting.notes ?? "",
  };
}

/** The PATCH /api/v1/meetings/:id body of a checked edit form: every detail (blank → null). */
export function toUpdateMeetingInput(v: EditFormValues): UpdateMeetingInput {
  return {
    type: v.type,
    durationMinutes: Number(v.durationMinutes),
    location: orNull(v.location),
    virtualLink: orNull(v.virtualLink),
    notes: orNull(v.notes),
  };
}
