/**
 * The words a teacher reads for each meeting code (requirements "Meetings"): attendance and meeting
 * statuses, and how a meeting's date, length and title are written. Type and role labels are the
 * contract's (`MEETING_TYPE_LABELS`, `ATTENDEE_ROLE_LABELS`), shared with e-mails and the feed.
 */

import { formatClock, formatShortWeekdayDay } from "@client/lib/date-labels";
import {
  type AttendanceStatus,
  MEETING_TYPE_LABELS,
  type MeetingStatus,
} from "@shared/contracts/meeting-codes";
import type { Meeting } from "@shared/contracts/meetings";
import { isValid, parseISO } from "date-fns";

/** Attendance answers. */
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  invited: "Invited",
  accepted: "Accepted",
  declined: "Declined",
  attended: "Attended",
  absent: "Absent",
};

/** Meeting statuses as a short badge text (never colour alone). */
export const MEETING_STATUS_LABELS: Record<MeetingStatus, string> = {
  scheduled: "Scheduled",
  rescheduled: "Rescheduled",
  cancelled: "Cancelled",
  held: "Held",
};

/** "Tue, Nov 24, 2026 · 3:30 PM" for an ISO date-time, in the browser's time zone; the raw text when invalid. */
export function formatMeetingTime(iso: string): string {
  const d = parseISO(iso);
  return isValid(d) ? `${formatShortWeekdayDay(d)} · ${formatClock(d)}` : iso;
}

/** "45 min", "1 h", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "Annual review · Maya R." — a meeting's one-line title. */
export function meetingTitle(meeting: Pick<Meeting, "type" | "studentName">): string {
  return `${MEETING_TYPE_LABELS[meeting.type]} · ${meeting.studentName}`;
}
