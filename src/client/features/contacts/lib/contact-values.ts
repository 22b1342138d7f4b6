/**
 * What the contact dialog starts from (requirements "Parent contact log"): a new contact is filled in
 * from the student's record (the parent contact's name and relationship, decision 003), today's date
 * in the browser's zone, a phone call to the family; a meeting notice is a letter sent, tied to the
 * meeting, with a summary naming the meeting and its date (34 CFR 300.322(b): the notice states the
 * purpose, time and place). Pure functions, so the rules are tested without a screen.
 */
import type { Contact, CreateContactInput } from "@shared/contracts/contacts";
import { MEETING_TYPE_LABELS, type MeetingType } from "@shared/contracts/meeting-codes";
import type { Student } from "@shared/contracts/students";
import { formatDateTime } from "@shared/domain/date-format";

/** The dialog's fields: optional ones as text ("" for none), as the form edits them. */
export interface ContactFormValues {
  date: string;
  method: Contact["method"];
  direction: Contact["direction"];
  contactName: string;
  relationship: string;
  purpose: Contact["purpose"];
  outcome: Contact["outcome"];
  summary: string;
  meetingId: string;
  followUpDate: string;
}

/** A meeting change the teacher may send notice of. */
export type MeetingChangeKind = "scheduled" | "rescheduled" | "cancelled";

/** The meeting a notice is about: its id, type and ISO date-time. */
export interface NoticeMeeting {
  id: string;
  type: MeetingType;
  scheduledDate: string;
}

/** "the annual review", "the IEP amendment meeting", "the meeting". */
function meetingPhrase(type: MeetingType): string {
  const label = MEETING_TYPE_LABELS[type];
  return `the ${label.startsWith("IEP") ? label : label.charAt(0).toLowerCase() + label.slice(1)}`;
}

/**
 * The summary of a meeting notice, e.g. "Notice of the annual review on Dec 3, 2026, 3:30 PM",
 * "Notice of the new date of the annual review: Dec 10, 2026, 3:30 PM", "Notice that the annual
 * review on Dec 3, 2026, 3:30 PM is cancelled" (the time in the browser's zone).
 */
export function noticeSummary(meeting: NoticeMeeting, change: MeetingChangeKind): string {
  const what = meetingPhrase(meeting.type);
  const when = formatDateTime(meeting.scheduledDate);
  if (change === "rescheduled") return `Notice of the new date of ${what}: ${when}`;
  if (change === "cancelled") return `Notice that ${what} on ${when} is cancelled`;
  return `Notice of ${what} on ${when}`;
}

/**
 * A new contact's fields: the parent on the record (name and relationship; blank when the record has
 * none), `today`, an outgoing phone call reached about a general matter; with `notice`, a letter
 * sent about that meeting with its summary.
 */
export function newContactValues(
  student: Pick<Student, "parentContact">,
  today: string,
  notice?: { meeting: NoticeMeeting; change: MeetingChangeKind },
): ContactFormValues {
  const parent = student.parentContact;
  return {
    date: today,
    method: notice ? "letter" : "phone",
    direction: "outgoing",
    contactName: parent?.name.trim() ?? "",
    relationship: parent?.relationship.trim() ?? "",
    purpose: notice ? "meeting_notice" : "general",
    outcome: notice ? "sent" : "reached",
    summary: notice ? noticeSummary(notice.meeting, notice.change) : "",
    meetingId: notice?.meeting.id ?? "",
    followUpDate: "",
  };
}

/** A saved contact's fields for editing. */
export function contactValues(contact: Contact): ContactFormValues {
  return {
    date: contact.date,
    method: contact.method,
    direction: contact.direction,
    contactName: contact.contactName ?? "",
    relationship: contact.relationship ?? "",
    purpose: contact.purpose,
    outcome: contact.outcome,
    summary: contact.summary ?? "",
    meetingId: contact.meetingId ?? "",
    followUpDate: contact.followUpDate ?? "",
  };
}

/** The form's fields as the API takes them: blank text and "" choices as null. */
export function contactInput(values: ContactFormValues): CreateContactInput {
  const orNull = (v: string) => (v.trim() ? v : null);
  return {
    date: values.date,
    method: values.method,
    direction: values.direction,
    contactName: orNull(values.contactName),
    relationship: orNull(values.relationship),
    purpose: values.purpose,
    outcome: values.outcome,
    summary: orNull(values.summary),
    meetingId: values.meetingId || null,
    followUpDate: values.followUpDate || null,
  };
}

/** Only the fields that differ from `contact` (a PATCH body); empty when nothing changed. */
export function changedFields(contact: Contact, values: ContactFormValues): Partial<CreateContactInput> {
  const next = contactInput(values);
  const before = contactInput(contactValues(contact));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CreateContactInput)[]) {
    if (next[key] !== before[key]) out[key] = next[key];
  }
  return out as Partial<CreateContactInput>;
}
