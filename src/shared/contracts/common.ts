/**
 * Shapes shared by every API contract (architecture "Request path"; requirements "Error catalogue"): the error body and small field helpers.
 */
import { z } from "zod";

/** Every non-2xx JSON answer: `{ error: { code, message, details? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A calendar date `YYYY-MM-DD` (no time, no zone). */
export const isoDate = z.iso.date({ message: "must be a date like 2026-09-15" });

/** Trimmed text of at most `max` characters; "" becomes null (requirements "Saving students", "IEP goals": blank optional fields are null). */
export const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be ${max} characters or fewer` })
    .nullable()
    .transform((v) => (v === "" ? null : v));

/** Required trimmed text of 1..max characters. */
export const requiredText = (max: number, label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `must be ${max} characters or fewer` });

/** A list of short trimmed strings (blank entries dropped), at most `maxItems`. */
export const stringList = (maxItems = 100, maxLength = 500) =>
  z
    .array(
      z
        .string()
        .trim()
        .max(maxLength, { message: `each entry must be ${maxLength} characters or fewer` }),
    )
    .max(maxItems, { message: `at most ${maxItems} entries` })
    .transform((list) => list.filter((s) => s !== ""));

/** Limits on free text, shared by client forms and the server (requirements "Constants": text limits). */
export const TEXT_LIMITS = {
  name: 200,
  short: 200,
  long: 10_000,
  observations: 10_000,
  note: 20_000,
} as const;
