/**
 * iCalendar (RFC 5545) text for meeting invitations and the private calendar feed (requirements
 * "Notifications"), written with ical-generator.
 *
 * - One meeting is one event with UID `<meeting id>@iep-workspace` for its whole life; each reschedule
 *   and the cancel raise SEQUENCE (RFC 5545 §3.8.7.4), so a calendar updates or removes the event it
 *   already holds instead of adding another (RFC 5546 METHOD REQUEST / CANCEL).
 * - Deadlines are all-day events on their due date.
 * - The feed names a student by initials only: a subscribed calendar lives at a third party
 *   (requirements "Security and privacy").
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import {
  type AttendeeRole,
  MEETING_TYPE_LABELS,
  type MeetingType,
} from "../../../shared/contracts/meetings.ts";

const PROD_ID = { company: "IEP Workspace", product: "IEP Workspace", language: "EN" } as const;

/** The event UID of a meeting: the same in every invitation, update, cancel and the feed. */
export const meetingUid = (meetingId: string) => `${meetingId}@iep-workspace`;
/** The event UID of a deadline in the feed. */
export const deadlineUid = (deadlineId: string) => `deadline-${deadlineId}@iep-workspace`;

/** What an invitation or feed entry says about one meeting. */
export interface IcalMeeting {
  id: string;
  type: MeetingType;
  /** The student as the summary shows them (full name in invitations, initials in the feed). */
  studentLabel: string;
  start: Date;
  durationMinutes: number;
  location: string | null;
  virtualLink: string | null;
  sequence: number;
  cancelled: boolean;
  /** `role` tells a family member (parent, student) from staff, for the e-mail's language. */
  attendees: { name: string; email: string | null; role?: AttendeeRole }[];
}

/** "Annual review — Ana Lopez". */
export const meetingSummary = (m: Pick<IcalMeeting, "type" | "studentLabel">) =>
  `${MEETING_TYPE_LABELS[m.type]} — ${m.studentLabel}`;

/**
 * A person's name as an iCalendar parameter value (the CN of ORGANIZER and ATTENDEE; requirements
 * "Notifications"). RFC 5545 §3.2: a parameter value cannot contain DQUOTE, and a quoted one no
 * control character (QSAFE-CHAR). ical-generator 10 writes a `"` inside the quoted CN as `\"`, which
 * readers take as the end of the value, so a name like `Evil";ROLE=CHAIR;X="` turned into parameters
 * of its own. Each `"` becomes `'` and each control character a space; ical-generator quotes the
 * result, so ":", ";" and "," stay inside it. (ical-generator 11 drops the `"` itself.)
 */
export function parameterText(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing exactly these characters is the point
  return name.replace(/"/g, "'").replace(/[\u0000-\u001F\u007F]/g, " ");
}

/** "A. L." for "Ana Lopez" (initials of up to three words). */
export function studentInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean).slice(0, 3);
  return words.map((w) => `${w[0]?.toUpperCase() ?? ""}.`).join(" ") || "Student";
}

function addMeetingEvent(
  cal: ReturnType<typeof ical>,
  m: IcalMeeting,
  organizer: { name: string; email: string } | null,
  now: Date,
  summary = meetingSummary(m),
) {
  const place = [m.location, m.virtualLink].filter(Boolean).join(" · ");
  cal.createEvent({
    id: meetingUid(m.id),
    sequence: m.sequence,
    stamp: now,
    start: m.start,
    end: new Date(m.start.getTime() + m.durationMinutes * 60_000),
    summary,
    location: place || null,
    url: m.virtualLink,
    description: m.virtualLink ? `Join: ${m.virtualLink}` : null,
    status: m.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: organizer && { name: parameterText(organizer.name), email: organizer.email },
    attendees: m.attendees
      .filter((a): a is { name: string; email: string } => !!a.email)
      .map((a) => ({ name: parameterText(a.name), email: a.email, rsvp: true })),
  });
}

/**
 * The invitation for one meeting: METHOD REQUEST (new or moved) or CANCEL (cancelled), one VEVENT with
 * the meeting's UID and SEQUENCE. `now` is the DTSTAMP; `summary` the event's title in the
 * recipient's language (default `meetingSummary`, English).
 */
export function meetingInvitation(
  m: IcalMeeting,
  organizer: { name: string; email: string },
  now: Date,
  summary?: string,
): { method: "REQUEST" | "CANCEL"; content: string } {
  const method = m.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const cal = ical({ prodId: PROD_ID, method });
  addMeetingEvent(cal, m, organizer, now, summary);
  return { method: m.cancelled ? "CANCEL" : "REQUEST", content: cal.toString() };
}

/** One deadline in the feed. */
export interface IcalDeadline {
  id: string;
  title: string;
  studentLabel: string;
  dueDate: string;
}

/**
 * The private calendar feed: the teacher's meetings (cancelled ones as CANCELLED events) and pending
 * deadlines as all-day events; calendars are asked to re-read it every hour (X-PUBLISHED-TTL).
 */
export function calendarFeed(
  input: { meetings: IcalMeeting[]; deadlines: IcalDeadline[] },
  now: Date,
): string {
  const cal = ical({ prodId: PROD_ID, name: "IEP Workspace", ttl: 60 * 60 });
  for (const m of input.meetings) addMeetingEvent(cal, m, null, now);
  for (const d of input.deadlines) {
    cal.createEvent({
      id: deadlineUid(d.id),
      stamp: now,
      start: new Date(`${d.dueDate}T00:00:00Z`),
      allDay: true,
      summary: `Due: ${d.title} — ${d.studentLabel}`,
    });
  }
  return cal.toString();
}
