/**
 * Saving an IEP draft to the student's record, and the field history that keeps every earlier
 * version (requirements "IEP draft": save shows a diff of each field it changes and keeps the previous
 * version, with restore).
 */
import { z } from "zod";
import { nullableText, stringList, TEXT_LIMITS } from "./common.ts";
import { studentSchema } from "./students.ts";

/** The student fields an IEP draft writes back (requirements "IEP draft" "Save to student"). */
export const IEP_SAVE_FIELDS = ["presentLevels", "iepDetails", "serviceDelivery", "accommodations"] as const;
export type IepSaveField = (typeof IEP_SAVE_FIELDS)[number];

/**
 * Every record field whose earlier versions the history keeps: the IEP draft's fields, and the ones
 * "update the record from this IEP" also writes (requirements "IEP versions").
 */
export const HISTORY_FIELDS = [
  ...IEP_SAVE_FIELDS,
  "progressMeasurement",
  "assessmentParticipation",
  "transitionServices",
  "extendedSchoolYear",
  "lreSetting",
  "behaviorSupport",
  "communication",
  "assistiveTechnology",
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/** A field's value: text (null when blank) or, for accommodations, a list of lines. */
export const fieldValueSchema = z.union([z.string(), z.array(z.string()), z.null()]);
export type FieldValue = z.infer<typeof fieldValueSchema>;

/** POST /api/v1/students/:id/iep-save body: the fields the draft writes, at least one. */
export const iepSaveInput = z
  .strictObject({
    presentLevels: nullableText(TEXT_LIMITS.long).optional(),
    iepDetails: nullableText(TEXT_LIMITS.long).optional(),
    serviceDelivery: nullableText(TEXT_LIMITS.long).optional(),
    accommodations: stringList().optional(),
  })
  .refine((o) => Object.values(o).some((v) => v !== undefined), {
    message: "Send at least one field to change",
  });
export type IepSaveInput = z.input<typeof iepSaveInput>;
export type IepSaveData = z.output<typeof iepSaveInput>;

/** One field a save changed: its value before and after. */
export const fieldChangeSchema = z.object({
  field: z.enum(HISTORY_FIELDS),
  before: fieldValueSchema,
  after: fieldValueSchema,
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** 200 answer of the save: the student as saved and the fields that changed (unchanged ones left out). */
export const iepSaveResult = z.object({ student: studentSchema, changes: z.array(fieldChangeSchema) });
export type IepSaveResult = z.infer<typeof iepSaveResult>;

/**
 * Who wrote a field's new value: a saved IEP draft, a restore of an earlier version, or "update the
 * record from this IEP" (requirements "IEP versions").
 */
export const FIELD_ORIGINS = ["iep_draft", "restore", "iep"] as const;
export type FieldOrigin = (typeof FIELD_ORIGINS)[number];

/** One earlier version of a field (newest first in a list). */
export const fieldHistoryEntrySchema = z.object({
  id: z.string(),
  field: z.enum(HISTORY_FIELDS),
  previousValue: fieldValueSchema,
  newValue: fieldValueSchema,
  origin: z.enum(FIELD_ORIGINS),
  createdAt: z.string(),
});
export type FieldHistoryEntry = z.infer<typeof fieldHistoryEntrySchema>;

export const fieldHistoryList = z.array(fieldHistoryEntrySchema);

export const studentHistoryParam = z.object({ id: z.uuid({ message: "Student not found" }) });
export const restoreParam = z.object({
  id: z.uuid({ message: "Student not found" }),
  entryId: z.uuid({ message: "Version not found" }),
});
