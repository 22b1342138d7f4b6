/**
 * Data generators for meetings, attendees, deadlines, notifications and the dashboard summary
 * (architecture "Tests"; requirements "Meetings", "Deadlines", "Notifications"): complete records in
 * the shapes of the shared contracts, deterministic like `data-generators.ts` (one counter per kind,
 * ids with a per-kind prefix: meetings `3e3e3e3e`, attendees `a7a7a7a7`, deadlines `dddddddd`,
 * notifications `40404040`). Overrides win over the defaults.
 */
import type { Dashboard } from "../contracts/dashboard.ts";
import type { Deadline } from "../contracts/deadlines.ts";
import type { Attendee, Meeting, MeetingDetail } from "../contracts/meetings.ts";
import type { Notification } from "../contracts/notifications.ts";
import { TEST_TODAY, testUuid } from "./data-generators.ts";

const counters = new Map<string, number>();
const next = (kind: string) => {
  const n = (counters.get(kind) ?? 0) + 1;
  counters.set(kind, n);
  return n;
};

/** Restarts this file's counters (the next meeting id ends in 1 again). */
export function resetMeetingDataGenerators(): void {
  counters.clear();
}

/** The student id generated meetings and deadlines point at unless overridden (Student 1's). */
const DEFAULT_STUDENT_ID = testUuid("00000000", 1);

/**
 * A meeting as the API lists it: an annual review of "Student 1", scheduled 2026-10-27 15:00 UTC
 * (a week after `TEST_TODAY`), 60 minutes in Room 12, no link, no history.
 */
export function buildMeeting(over: Partial<Meeting> = {}): Meeting {
  const n = next("meeting");
  return {
    id: testUuid("3e3e3e3e", n),
    studentId: DEFAULT_STUDENT_ID,
    studentName: "Student 1",
    scheduledDate: "2026-10-27T15:00:00.000Z",
    status: "scheduled",
    type: "annual_review",
    durationMinutes: 60,
    location: "Room 12",
    virtualLink: null,
    notes: null,
    cancellationReason: null,
    history: [],
    deadlineId: null,
    attendeesInvited: false,
    createdAt: "2026-10-01T12:00:00.000Z",
    updatedAt: "2026-10-01T12:00:00.000Z",
    ...over,
  };
}

/** An attendee of `meetingId`: "Attendee N", a parent, invited, with an e-mail address. */
export function buildAttendee(over: Partial<Attendee> & Pick<Attendee, "meetingId">): Attendee {
  const n = next("attendee");
  return {
    id: testUuid("a7a7a7a7", n),
    attendeeName: `Attendee ${n}`,
    attendeeEmail: `attendee${n}@family.test`,
    attendeeRole: "parent",
    attendanceStatus: "invited",
    createdAt: "2026-10-01T12:00:00.000Z",
    ...over,
  };
}

/** A meeting with its attendees, as GET /api/v1/meetings/:id answers. */
export function buildMeetingDetail(over: Partial<MeetingDetail> = {}): MeetingDetail {
  const { attendees, ...rest } = over;
  const meeting = buildMeeting(rest);
  return { ...meeting, attendees: attendees ?? [buildAttendee({ meetingId: meeting.id })] };
}

/** A pending, computed annual-review deadline of "Student 1" due 2026-10-23 (three days after `TEST_TODAY`). */
export function buildDeadline(over: Partial<Deadline> = {}): Deadline {
  const n = next("deadline");
  return {
    id: testUuid("dddddddd", n),
    studentId: DEFAULT_STUDENT_ID,
    studentName: "Student 1",
    dueDate: "2026-10-23",
    status: "pending",
    title: "Annual IEP review due",
    kind: "annual_review",
    source: "computed",
    meetingId: null,
    createdAt: "2026-09-01T12:00:00.000Z",
    updatedAt: "2026-09-01T12:00:00.000Z",
    ...over,
  };
}

/** An unread "meeting scheduled" notification created on `TEST_TODAY`, linking to the meetings screen. */
export function buildNotification(over: Partial<Notification> = {}): Notification {
  const n = next("notification");
  return {
    id: testUuid("40404040", n),
    type: "meeting_scheduled",
    title: `Meeting scheduled ${n}`,
    body: "Annual review for Student 1 on Tue, Oct 27 at 10:00 AM.",
    link: "/dashboard/meetings",
    meetingId: null,
    deadlineId: null,
    readAt: null,
    createdAt: `${TEST_TODAY}T14:00:00.000Z`,
    ...over,
  };
}

/** A dashboard summary for `TEST_TODAY` in America/Chicago with nothing coming up and zero counts. */
export function buildDashboard(over: Partial<Dashboard> = {}): Dashboard {
  return {
    today: TEST_TODAY,
    timeZone: "America/Chicago",
    upcomingMeetings: [],
    upcomingDeadlines: [],
    overdueDeadlines: [],
    counts: { students: 0, notesThisMonth: 0, goals: 0, meetingsThisWeek: 0 },
    servicesBehind: { services: 0, behind: 0, owed: 0, owedMinutes: 0, students: [] },
    ...over,
  };
}
