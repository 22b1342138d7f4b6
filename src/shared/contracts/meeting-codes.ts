/**
 * The meeting codes and their plain words (requirements "Meetings"), without the schemas: screens that
 * only show meetings read them from here, so the teacher area's first load holds no zod
 * (architecture "Layout": the signed-in dashboard's JavaScript budget). `./meetings.ts` re-exports all.
 */

export const MEETING_STATUSES = ["scheduled", "rescheduled", "cancelled", "held"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Statuses that count as upcoming (requirements "Meetings": "scheduled or rescheduled"). */
export const UPCOMING_MEETING_STATUSES = [
  "scheduled",
  "rescheduled",
] as const satisfies readonly MeetingStatus[];

export const MEETING_TYPES = [
  "initial",
  "annual_review",
  "reevaluation",
  "amendment",
  "transition",
  "other",
] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

/** Plain words for each meeting type (screens, e-mails, calendar entries). */
export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  initial: "Initial IEP meeting",
  annual_review: "Annual review",
  reevaluation: "Reevaluation meeting",
  amendment: "IEP amendment meeting",
  transition: "Transition planning meeting",
  other: "Meeting",
};

export const ATTENDEE_ROLES = [
  "parent",
  "general_education_teacher",
  "special_education_teacher",
  "lea_representative",
  "school_psychologist",
  "related_service_provider",
  "student",
  "interpreter",
  "other",
] as const;
export type AttendeeRole = (typeof ATTENDEE_ROLES)[number];

export const ATTENDEE_ROLE_LABELS: Record<AttendeeRole, string> = {
  parent: "Parent or guardian",
  general_education_teacher: "General education teacher",
  special_education_teacher: "Special education teacher",
  lea_representative: "LEA representative",
  school_psychologist: "School psychologist",
  related_service_provider: "Related service provider",
  student: "Student",
  interpreter: "Interpreter",
  other: "Other",
};

export const ATTENDANCE_STATUSES = ["invited", "accepted", "declined", "attended", "absent"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Meeting length limits in minutes, and the default (requirements "Meetings"). */
export const MEETING_DURATION = { min: 5, max: 480, default: 60 } as const;
