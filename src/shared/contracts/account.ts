/**
 * Account API contract (requirements "Profile": preferences and picture; "Account deletion").
 */
import { z } from "zod";
import { text } from "./common.ts";
import { NOTE_TYPES, noteTypeSchema } from "./notes.ts";

/** Reminder lead time: 0–30 days before a meeting or deadline; default 3 (requirements "Profile"). */
export const REMINDER_LEAD_DAYS = { min: 0, max: 30, default: 3 } as const;

/** GET /api/v1/me/preferences answer; a teacher without a stored row gets `DEFAULT_PREFERENCES`. */
export const preferencesSchema = z.object({
  defaultNoteType: z.enum(NOTE_TYPES),
  emailReminders: z.boolean(),
  reminderLeadDays: z.number().int(),
  identityFirstDefault: z.boolean(),
  /** Support staff may open this teacher's student records (requirements "Admin area"); off by default. */
  staffMayViewStudents: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The preferences of a teacher who never changed them (requirements "Profile"). */
export const DEFAULT_PREFERENCES: Preferences = {
  defaultNoteType: "progress",
  emailReminders: true,
  reminderLeadDays: REMINDER_LEAD_DAYS.default,
  identityFirstDefault: false,
  staffMayViewStudents: false,
};

/** PATCH /api/v1/me/preferences body: any subset of the preferences. */
export const updatePreferencesInput = z.strictObject({
  defaultNoteType: noteTypeSchema.optional(),
  emailReminders: z.boolean().optional(),
  reminderLeadDays: z
    .number()
    .int({ message: "must be a whole number of days" })
    .min(REMINDER_LEAD_DAYS.min, { message: `must be between 0 and ${REMINDER_LEAD_DAYS.max} days` })
    .max(REMINDER_LEAD_DAYS.max, { message: `must be between 0 and ${REMINDER_LEAD_DAYS.max} days` })
    .optional(),
  identityFirstDefault: z.boolean().optional(),
  staffMayViewStudents: z.boolean().optional(),
});
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInput>;

/** Profile picture limits (requirements "Profile"): PNG, JPEG or WebP, at most 2 MB, shown 256 px square. */
export const PICTURE_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  size: 256,
  types: ["image/png", "image/jpeg", "image/webp"],
} as const;

/** DELETE /api/v1/me body (requirements "Account deletion"): the current password confirms. */
export const deleteAccountInput = z.strictObject({
  password: text().min(1, { message: "is required to delete the account" }).max(128),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** DELETE /api/v1/me answer: how many students and notes were kept in the archive. */
export const deleteAccountResult = z.object({
  studentsPreserved: z.number().int(),
  notesPreserved: z.number().int(),
});
export type DeleteAccountResult = z.infer<typeof deleteAccountResult>;
