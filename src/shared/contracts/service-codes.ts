/**
 * The codes of IEP services, the service log and the parent contact log, with their plain words
 * (requirements "Services", "Service log", "Parent contact log"), without the schemas: screens that
 * only show them read them from here, so the teacher area's first load holds no zod (architecture
 * "Layout": the signed-in dashboard's JavaScript budget). `./services.ts` and `./contacts.ts`
 * re-export them.
 */

/** Where a service is delivered (34 CFR 300.320(a)(7): "location"). */
export const SERVICE_SETTINGS = [
  "general_education",
  "special_education",
  "related_service",
  "other",
] as const;
export type ServiceSetting = (typeof SERVICE_SETTINGS)[number];
export const SERVICE_SETTING_LABELS: Record<ServiceSetting, string> = {
  general_education: "General education classroom",
  special_education: "Special education setting",
  related_service: "Related service",
  other: "Other",
};

export const SERVICE_DELIVERIES = ["individual", "group"] as const;
export type ServiceDelivery = (typeof SERVICE_DELIVERIES)[number];
export const SERVICE_DELIVERY_LABELS: Record<ServiceDelivery, string> = {
  individual: "Individual",
  group: "Group",
};

/** The period a service's minutes are owed in (34 CFR 300.320(a)(7): "frequency … and duration"). */
export const SERVICE_PERIODS = ["day", "week", "month"] as const;
export type ServicePeriod = (typeof SERVICE_PERIODS)[number];
export const SERVICE_PERIOD_LABELS: Record<ServicePeriod, string> = {
  day: "per day",
  week: "per week",
  month: "per month",
};

/** What happened to a scheduled session (requirements "Service log"). */
export const SESSION_STATUSES = [
  "delivered",
  "makeup",
  "student_absent",
  "student_unavailable",
  "provider_absent",
  "school_closed",
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  delivered: "Delivered",
  makeup: "Make-up session",
  student_absent: "Student absent",
  student_unavailable: "Student unavailable",
  provider_absent: "Provider absent",
  school_closed: "School closed",
};
/** Statuses whose minutes excuse a shortfall (requirements "Service compliance"): never a provider's absence. */
export const EXCUSED_SESSION_STATUSES = [
  "student_absent",
  "student_unavailable",
  "school_closed",
] as const satisfies readonly SessionStatus[];

/** A service's standing over a range (requirements "Service compliance"). */
export const SERVICE_COMPLIANCE_STATUSES = ["on_track", "behind", "owed"] as const;
export type ServiceComplianceStatus = (typeof SERVICE_COMPLIANCE_STATUSES)[number];
export const SERVICE_COMPLIANCE_LABELS: Record<ServiceComplianceStatus, string> = {
  on_track: "On track",
  behind: "Behind",
  owed: "Minutes owed",
};

/** How a parent was contacted (34 CFR 300.322(d): "telephone calls … correspondence … visits"). */
export const CONTACT_METHODS = ["phone", "email", "in_person", "letter", "video", "text", "other"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  phone: "Phone call",
  email: "E-mail",
  in_person: "In person",
  letter: "Letter",
  video: "Video call",
  text: "Text message",
  other: "Other",
};

export const CONTACT_DIRECTIONS = ["outgoing", "incoming"] as const;
export type ContactDirection = (typeof CONTACT_DIRECTIONS)[number];
export const CONTACT_DIRECTION_LABELS: Record<ContactDirection, string> = {
  outgoing: "To the family",
  incoming: "From the family",
};

export const CONTACT_PURPOSES = ["meeting_notice", "progress", "behavior", "general", "other"] as const;
export type ContactPurpose = (typeof CONTACT_PURPOSES)[number];
export const CONTACT_PURPOSE_LABELS: Record<ContactPurpose, string> = {
  meeting_notice: "Meeting notice",
  progress: "Progress",
  behavior: "Behavior",
  general: "General",
  other: "Other",
};

export const CONTACT_OUTCOMES = [
  "reached",
  "left_message",
  "no_answer",
  "sent",
  "returned",
  "other",
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
export const CONTACT_OUTCOME_LABELS: Record<ContactOutcome, string> = {
  reached: "Reached",
  left_message: "Left a message",
  no_answer: "No answer",
  sent: "Sent",
  returned: "Returned",
  other: "Other",
};

/** The longest range a service summary covers, in days (requirements "Service compliance"). */
export const SUMMARY_RANGE_MAX_DAYS = 400;
