/**
 * The parent contact log (requirements "Parent contact log"; 34 CFR 300.322(d): attempts to arrange
 * an IEP meeting are documented — calls, correspondence, visits — with their results). Blank optional
 * text is stored as null.
 */
import { z } from "zod";
import { isoDate, nullableText, TEXT_LIMITS } from "./common.ts";
import { CONTACT_DIRECTIONS, CONTACT_METHODS, CONTACT_OUTCOMES, CONTACT_PURPOSES } from "./service-codes.ts";

export {
  CONTACT_DIRECTION_LABELS,
  CONTACT_DIRECTIONS,
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  CONTACT_OUTCOME_LABELS,
  CONTACT_OUTCOMES,
  CONTACT_PURPOSE_LABELS,
  CONTACT_PURPOSES,
  type ContactDirection,
  type ContactMethod,
  type ContactOutcome,
  type ContactPurpose,
} from "./service-codes.ts";

const contactFields = {
  date: isoDate,
  method: z.enum(CONTACT_METHODS, { message: "must be one of the contact methods" }),
  direction: z.enum(CONTACT_DIRECTIONS, { message: "must be outgoing or incoming" }),
  /** Who was contacted (or made contact), e.g. "Maria Lopez". */
  contactName: nullableText(TEXT_LIMITS.name).optional(),
  /** e.g. "Mother", "Guardian". */
  relationship: nullableText(100).optional(),
  purpose: z.enum(CONTACT_PURPOSES, { message: "must be one of the contact purposes" }),
  outcome: z.enum(CONTACT_OUTCOMES, { message: "must be one of the contact outcomes" }),
  summary: nullableText(4000).optional(),
  /** The meeting this contact tried to arrange (one of the teacher's meetings of the same student). */
  meetingId: z.uuid({ message: "Meeting not found" }).nullable().optional(),
  /** When to follow up: becomes a deadline of kind `follow_up`. */
  followUpDate: isoDate.nullable().optional(),
};

/** POST /api/v1/students/:studentId/contacts body. */
export const createContactInput = z.strictObject(contactFields);
export type CreateContactInput = z.input<typeof createContactInput>;
export type CreateContactData = z.output<typeof createContactInput>;

/** PATCH /api/v1/contacts/:id body (a contact never moves to another student). */
export const updateContactInput = z
  .strictObject(contactFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, { message: "Send at least one field to change" });
export type UpdateContactInput = z.input<typeof updateContactInput>;
export type UpdateContactData = z.output<typeof updateContactInput>;

export const contactIdParam = z.object({ id: z.uuid({ message: "Contact not found" }) });
export const studentContactsParam = z.object({ studentId: z.uuid({ message: "Student not found" }) });
/** GET /api/v1/students/:studentId/contacts query: an optional meeting and inclusive date range. */
export const contactListQuery = z.strictObject({
  meetingId: z.uuid({ message: "Meeting not found" }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

/** A logged contact as the API returns it. */
export const contactSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  date: z.string(),
  method: z.enum(CONTACT_METHODS),
  direction: z.enum(CONTACT_DIRECTIONS),
  contactName: z.string().nullable(),
  relationship: z.string().nullable(),
  purpose: z.enum(CONTACT_PURPOSES),
  outcome: z.enum(CONTACT_OUTCOMES),
  summary: z.string().nullable(),
  meetingId: z.string().nullable(),
  followUpDate: z.string().nullable(),
  /** The deadline made from `followUpDate` (kind `follow_up`), null without one. */
  followUpDeadlineId: z.string().nullable(),
  /** The user who logged it. */
  enteredBy: z.string(),
  /** Their account name (requirements "Authorship"); absent when the account is gone. */
  authorName: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** GET /api/v1/students/:studentId/contact-log query: the inclusive date range the PDF covers (absent: all). */
export const contactLogQuery = z.strictObject({ from: isoDate.optional(), to: isoDate.optional() });
export type ContactLogQuery = z.infer<typeof contactLogQuery>;
export type ContactListQuery = z.infer<typeof contactListQuery>;
