/**
 * A small meeting caseload for the client tests of meetings, deadlines and notifications
 * (requirements "Meetings", "Deadlines"): Maya (with a parent contact and a case manager, so the
 * schedule form has attendees to suggest) and Sam (neither), and helpers for dates relative to now —
 * the screens split upcoming from past by the real clock.
 */
import { localIsoDate } from "@client/lib/format";
import type { MeetingDetail } from "@shared/contracts/meetings";
import { buildStudent } from "@shared/testing/data-generators";
import { buildAttendee, buildMeetingDetail } from "@shared/testing/meeting-data-generators";
import { MAYA_ID, SAM_ID } from "./caseload";

export const mayaWithTeam = buildStudent({
  id: MAYA_ID,
  name: "Maya R.",
  grade: "3",
  parentContact: { name: "Rosa Rodriguez", relationship: "Mother", email: "rosa@family.test", phone: "" },
  caseManager: "Dana Whitfield",
});

export const samAlone = buildStudent({ id: SAM_ID, name: "Sam T.", grade: "5" });

/** The local date (yyyy-MM-dd) `days` × 24 hours from now: deadlines' due dates around today. */
export function localDay(days: number): string {
  return localIsoDate(new Date(Date.now() + days * 86_400_000));
}

/** The ISO instant `days` from today at `hour`:00 local time. */
export function localAt(days: number, hour = 15): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
}

/** Maya's annual review in `days` days (default 3) at 15:00, with her mother and case manager invited. */
export function mayaMeeting(over: Partial<MeetingDetail> = {}, days = 3): MeetingDetail {
  const id = over.id ?? "3e3e3e3e-0000-4000-8000-0000000000a1";
  return buildMeetingDetail({
    id,
    studentId: MAYA_ID,
    studentName: "Maya R.",
    scheduledDate: localAt(days),
    attendees: [
      buildAttendee({ meetingId: id, attendeeName: "Rosa Rodriguez", attendeeEmail: "rosa@family.test" }),
      buildAttendee({
        meetingId: id,
        attendeeName: "Dana Whitfield",
        attendeeEmail: null,
        attendeeRole: "special_education_teacher",
      }),
    ],
    ...over,
  });
}
