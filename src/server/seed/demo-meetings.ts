/**
 * The demo teacher's meetings, deadlines and evaluation dates (requirements "Meetings", "Deadlines",
 * "Notifications"), relative to the seed day so the dashboard always has a week ahead: annual reviews
 * and a reevaluation coming up, one meeting rescheduled, one cancelled, one held with attendance,
 * manual deadlines of which two are overdue. The legal clock adds the computed deadlines from the
 * records; the meeting changes write the in-app notifications; the reminder job (on server start)
 * adds reminders. All people are fictional; addresses are example.com.
 *
 * Meetings fall on school days (Monday to Friday: the offsets count school days) and within school
 * hours (`DEMO_SCHOOL_HOURS`) in the teacher's zone, so the demo never shows a meeting at 2:30 AM or
 * on a Sunday; deadlines count calendar days.
 */
import { TZDate } from "@date-fns/tz";
import { addBusinessDays, addDays, format } from "date-fns";
import type { CreateDeadlineInput } from "../../shared/contracts/deadlines.ts";
import type { AttendanceStatus, CreateMeetingInput } from "../../shared/contracts/meetings.ts";
import { addYears } from "../../shared/domain/legal-clock.ts";
import { DEMO_NAME } from "./demo-caseload.ts";

/** A meeting to schedule, naming its student, and what happens to it `after` (reschedule, cancel, held). */
export type DemoMeeting = Omit<CreateMeetingInput, "studentId"> & {
  student: string;
  after?:
    | { reschedule: { scheduledDate: string; reason: string } }
    | { cancel: string }
    | { held: { attendance: AttendanceStatus[]; notes: string } };
};

export type DemoDeadline = Omit<CreateDeadlineInput, "studentId"> & { student: string; done?: boolean };

export interface DemoSchedule {
  /** Last evaluation dates set on students (the reevaluation falls due three years later). */
  evaluations: { student: string; lastEvaluationDate: string }[];
  meetings: DemoMeeting[];
  deadlines: DemoDeadline[];
}

/** The school day the demo's meetings keep within, local time in the teacher's zone (`HH:mm`). */
export const DEMO_SCHOOL_HOURS = { start: "07:30", end: "16:00" } as const;

/**
 * The demo schedule for a seed run at `today`, in the teacher's `timeZone` (an IANA zone): the
 * calendar day is today's in that zone; a meeting's `at(offset, "HH:mm")` is that local time on the
 * school day `offset` school days away (Monday to Friday), as an ISO instant.
 */
export function demoSchedule(today: Date, timeZone: string): DemoSchedule {
  const local = new TZDate(today.getTime(), timeZone);
  const day = (offset: number) => format(addDays(local, offset), "yyyy-MM-dd");
  const schoolDay = (offset: number) => format(addBusinessDays(local, offset), "yyyy-MM-dd");
  /** `HH:mm` on the school day `offset` school days from today, in the teacher's zone, as an ISO instant. */
  const at = (offset: number, time: string) => {
    const [y, m, d] = schoolDay(offset).split("-").map(Number) as [number, number, number];
    const [hh, mm] = time.split(":").map(Number) as [number, number];
    return new Date(new TZDate(y, m - 1, d, hh, mm, 0, 0, timeZone).getTime()).toISOString();
  };
  const teacher = { attendeeName: DEMO_NAME, attendeeRole: "special_education_teacher" as const };

  return {
    evaluations: [
      // Reevaluations due in 20 days and in about 5 months (three years after the last evaluation).
      { student: "Jamal Carter", lastEvaluationDate: addYears(day(20), -3) },
      { student: "Sofia Martinez", lastEvaluationDate: addYears(day(150), -3) },
    ],
    meetings: [
      {
        student: "Jamal Carter",
        type: "annual_review",
        scheduledDate: at(2, "14:30"),
        durationMinutes: 60,
        location: "Room 114",
        attendees: [
          {
            attendeeName: "Denise Carter",
            attendeeEmail: "denise.carter@example.com",
            attendeeRole: "parent",
            attendanceStatus: "accepted",
          },
          teacher,
          { attendeeName: "Ms. Rivera", attendeeRole: "general_education_teacher" },
          { attendeeName: "Dr. Hale", attendeeRole: "lea_representative" },
        ],
      },
      {
        student: "Aiden Brooks",
        type: "annual_review",
        scheduledDate: at(5, "08:00"),
        durationMinutes: 45,
        virtualLink: "https://meet.example.com/cedar-valley-aiden",
        attendees: [
          { attendeeName: "Renee Brooks", attendeeEmail: "renee.brooks@example.com", attendeeRole: "parent" },
          teacher,
          { attendeeName: "Mr. Osei", attendeeRole: "related_service_provider" },
        ],
        after: { reschedule: { scheduledDate: at(6, "08:30"), reason: "Parent's work shift changed" } },
      },
      {
        student: "Sofia Martinez",
        type: "amendment",
        scheduledDate: at(9, "14:00"),
        location: "Conference room B",
        attendees: [
          {
            attendeeName: "Carmen Martinez",
            attendeeEmail: "carmen.martinez@example.com",
            attendeeRole: "parent",
          },
          { attendeeName: "Interpreter (Spanish)", attendeeRole: "interpreter" },
          teacher,
        ],
      },
      {
        student: "Grace Thompson",
        type: "transition",
        scheduledDate: at(3, "10:00"),
        location: "Room 114",
        attendees: [{ attendeeName: "Michael Thompson", attendeeRole: "parent" }, teacher],
        after: { cancel: "Family emergency; the family will call to set a new date" },
      },
      {
        student: "Lily Nguyen",
        type: "other",
        scheduledDate: at(-6, "13:15"),
        durationMinutes: 30,
        location: "Speech room",
        notes: "Articulation progress check with the family",
        attendees: [
          { attendeeName: "Minh Nguyen", attendeeRole: "parent" },
          { attendeeName: "Ms. Park", attendeeRole: "related_service_provider" },
        ],
        after: {
          held: {
            attendance: ["attended", "attended"],
            notes: "Family will practise /r/ cards at home 5 minutes daily.",
          },
        },
      },
      {
        student: "Mateo Alvarez",
        type: "other",
        scheduledDate: at(12, "15:00"),
        durationMinutes: 30,
        virtualLink: "https://meet.example.com/cedar-valley-mateo",
        attendees: [{ attendeeName: "Luis Alvarez", attendeeRole: "parent" }],
      },
    ],
    deadlines: [
      {
        student: "Jamal Carter",
        dueDate: day(-3),
        title: "Send the meeting notice to the family",
        kind: "custom",
      },
      { student: "Ethan Walker", dueDate: day(-1), title: "Collect teacher input forms", kind: "custom" },
      {
        student: "Aiden Brooks",
        dueDate: day(1),
        title: "Draft present levels for the annual review",
        kind: "annual_review",
      },
      { student: "Noah Patel", dueDate: day(4), title: "Audiology report to file", kind: "custom" },
      {
        student: "Sofia Martinez",
        dueDate: day(6),
        title: "Translate the amendment summary",
        kind: "custom",
      },
      {
        student: "Lily Nguyen",
        dueDate: day(-10),
        title: "Share home practice cards",
        kind: "custom",
        done: true,
      },
    ],
  };
}
