/**
 * E-mails about a meeting change (requirements "Notifications"): the teacher's notification
 * (meeting id, type scheduled / rescheduled / cancelled, the teacher's address, and for changes the
 * reason and the new date) and, when the attendees are to hear of it (`inviteAttendees`), an
 * iCalendar invitation to each attendee with an address (`meeting-ical.ts`: same UID, higher
 * SEQUENCE on each change). A parent or the student reads theirs in the family's language of the
 * student record (`meeting-mail-text.ts`); other attendees in English.
 *
 * Sent after the change is committed; a failed send is logged by error class and code only (no
 * address, no student data) and never undoes or fails the change.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { type AttendeeRole, MEETING_TYPE_LABELS } from "../../../shared/contracts/meetings.ts";
import type { HomeLanguage } from "../../../shared/contracts/students.ts";
import { isValidTimeZone } from "../../../shared/domain/note-quota.ts";
import { describeUnexpectedError } from "../../lib/error-log.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import { type IcalMeeting, meetingInvitation } from "./meeting-ical.ts";
import { familyMailText, familyMeetingTime } from "./meeting-mail-text.ts";

/** The change that caused the mail (the notification function's `notificationType`). */
export type MeetingChange = "scheduled" | "rescheduled" | "cancelled";

/** A date-time for people, in the teacher's zone: "Thu, Dec 3, 2026 at 9:30 AM (America/Chicago)". */
export function formatMeetingTime(instant: Date, timeZone: string | null): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  return `${format(new TZDate(instant.getTime(), zone), "EEE, MMM d, yyyy 'at' h:mm a")} (${zone})`;
}

export interface MeetingMailInput {
  change: MeetingChange;
  meeting: IcalMeeting;
  teacher: { name: string; email: string; timeZone: string | null };
  /** The cancellation or reschedule reason. */
  reason: string | null;
  /** The date before a reschedule. */
  previousDate: Date | null;
  inviteAttendees: boolean;
  /** The student record's family language (requirements "Student fields"); absent: English. */
  familyLanguage?: HomeLanguage;
}

/** The attendee roles that are the family: their e-mail is in the family's language. */
const FAMILY_ROLES: readonly AttendeeRole[] = ["parent", "student"];

const SUBJECT: Record<MeetingChange, string> = {
  scheduled: "Meeting scheduled",
  rescheduled: "Meeting rescheduled",
  cancelled: "Meeting cancelled",
};

/** The teacher's notification e-mail. */
export function teacherMessage(input: MeetingMailInput): MailMessage {
  const { meeting: m, teacher } = input;
  const what = `${MEETING_TYPE_LABELS[m.type]} for ${m.studentLabel}`;
  const when = formatMeetingTime(m.start, teacher.timeZone);
  const lines = [
    `${SUBJECT[input.change]}: ${what}.`,
    "",
    `Notification type: ${input.change}`,
    `Meeting id: ${m.id}`,
  ];
  if (input.change === "rescheduled") {
    if (input.previousDate)
      lines.push(`Previous date: ${formatMeetingTime(input.previousDate, teacher.timeZone)}`);
    lines.push(`New date: ${when}`);
  } else {
    lines.push(`Date: ${when}`);
  }
  if (input.reason) lines.push(`Reason: ${input.reason}`);
  if (m.location) lines.push(`Location: ${m.location}`);
  if (m.virtualLink) lines.push(`Video link: ${m.virtualLink}`);
  return { to: teacher.email, subject: `${SUBJECT[input.change]}: ${what}`, text: lines.join("\n") };
}

/**
 * The invitation e-mail to one attendee (METHOD REQUEST, or CANCEL for a cancelled meeting), in the
 * family's language for a parent or the student (`role`), else in English.
 */
export function attendeeMessage(
  input: MeetingMailInput,
  to: string,
  now: Date,
  role?: AttendeeRole,
): MailMessage {
  const { meeting: m, teacher } = input;
  const t = familyMailText(role && FAMILY_ROLES.includes(role) ? input.familyLanguage : "en");
  const what = t.what(m.type, m.studentLabel);
  const when = familyMeetingTime(t, m.start, teacher.timeZone);
  const lines = [t.lead[input.change](what), "", `${t.when}: ${when} (${t.minutes(m.durationMinutes)})`];
  if (m.location) lines.push(`${t.where}: ${m.location}`);
  if (m.virtualLink) lines.push(`${t.videoLink}: ${m.virtualLink}`);
  if (input.reason) lines.push(`${t.reason}: ${input.reason}`);
  lines.push("", t.organisedBy(teacher.name || teacher.email, teacher.email));
  return {
    to,
    subject: `${t.subject[input.change]}: ${what}`,
    text: lines.join("\n"),
    icalEvent: {
      ...meetingInvitation(
        m,
        { name: teacher.name || teacher.email, email: teacher.email },
        now,
        `${t.typeLabel[m.type]} — ${m.studentLabel}`,
      ),
      filename: "invite.ics",
    },
  };
}

/**
 * Sends the teacher's notification and, when asked, each attendee's invitation. Never throws: each
 * failure is logged (`meeting e-mail failed: <class> code=<code>`).
 * @returns how many messages were sent and how many failed.
 */
export async function sendMeetingMail(
  mailer: Mailer,
  log: (line: string) => void,
  input: MeetingMailInput,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  const messages: MailMessage[] = [teacherMessage(input)];
  if (input.inviteAttendees) {
    for (const a of input.meeting.attendees)
      if (a.email) messages.push(attendeeMessage(input, a.email, now, a.role));
  }
  let sent = 0;
  let failed = 0;
  for (const message of messages) {
    try {
      await mailer.send(message);
      sent++;
    } catch (err) {
      failed++;
      log(
        describeUnexpectedError(err, "MAIL", `meeting-${input.change}`).replace(
          "unexpected error",
          "e-mail failed",
        ),
      );
    }
  }
  return { sent, failed };
}
