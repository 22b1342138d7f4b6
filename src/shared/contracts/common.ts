/**
 * Shapes shared by every API contract (architecture "Request path"; requirements "Error catalogue"): the error body and small field helpers.
 */
import { z } from "zod";
import { ERROR_CODES } from "./error-codes.ts";

/**
 * The closed list of error codes (`./error-codes.ts`) as a schema: in the OpenAPI document, the
 * component `ErrorCode` (an enum) that every error answer's `code` refers to.
 */
export const errorCodeSchema = z.enum(ERROR_CODES).meta({
  id: "ErrorCode",
  description: "What went wrong, for programs; the closed list of shared/contracts/error-codes.ts.",
});

/** Every non-2xx JSON answer: `{ error: { code, message, details? } }`, `code` one of the closed list. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Text may not hold a NUL character (U+0000): PostgreSQL cannot store it, so it is refused as a 400
 * naming the field rather than failing at the database (requirements "Security and privacy",
 * "Error catalogue"). Refused, not stripped, so what is saved is what the teacher sent.
 */
export const NUL_MESSAGE = "must not contain a NUL character (\\u0000)";

/** True when `value` holds no NUL character. */
export const hasNoNul = (value: string) => !value.includes("\u0000");

/**
 * Text must be well-formed Unicode: a lone UTF-16 surrogate (e.g. JSON "\ud800") is not a character,
 * and PostgreSQL refuses it inside a JSON column (a 500 found by the fuzz run, architecture "Tests"),
 * so it is refused as a 400 naming the field (requirements "Security and privacy", "Error catalogue").
 */
export const SURROGATE_MESSAGE = "must be valid Unicode text (no lone surrogate such as \\ud800)";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds no lone surrogate (every surrogate is half of a pair). */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/**
 * Text may not hold an invisible C0 control character other than tab, line feed and carriage return
 * (U+0001–U+0008, U+000B, U+000C, U+000E–U+001F; NUL has its own message): XML 1.0 (the Word export),
 * iCalendar and CSV cannot carry them, and no keyboard types them (requirements "Security and
 * privacy", "Error catalogue"). Refused, not stripped, like NUL.
 */
export const CONTROL_MESSAGE =
  "must not contain an invisible control character (U+0001 to U+001F other than tab and line break)";

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding exactly these characters is the point
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F]/;

/** True when `value` holds no C0 control character but NUL, tab, line feed or carriage return. */
export const hasNoControl = (value: string) => !CONTROL.test(value);

/**
 * The problem of one text value under the shared text rule, or null when it is fine: the message of
 * NUL, of a C0 control character or of a lone surrogate (the first that applies).
 */
export function textProblem(value: string): string | null {
  if (!hasNoNul(value)) return NUL_MESSAGE;
  if (!hasNoControl(value)) return CONTROL_MESSAGE;
  if (!isWellFormedText(value)) return SURROGATE_MESSAGE;
  return null;
}

/**
 * The one string type of every text field a client sends: `z.string()` that refuses NUL, the other
 * C0 control characters but tab and line breaks, and lone surrogates (requirements "Security and
 * privacy"). Chain `.trim()`, `.max()` etc. as on `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine(hasNoNul, { message: NUL_MESSAGE })
    .refine(hasNoControl, { message: CONTROL_MESSAGE })
    .refine(isWellFormedText, { message: SURROGATE_MESSAGE });

/** Earliest and latest date any date field accepts (requirements "Security and privacy"). */
export const DATE_RANGE = { min: "1900-01-01", max: "2100-12-31" } as const;

/**
 * A calendar date `YYYY-MM-DD` (no time, no zone) between 1900-01-01 and 2100-12-31 — the range a
 * school record can need; year 0000 and the like are refused (requirements "Security and privacy", "Error catalogue").
 */
export const isoDate = z.iso.date({ message: "must be a date like 2026-09-15" }).refine(
  // A malformed value is already reported by the format check; only a well-formed one is range-checked.
  (d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || (d >= DATE_RANGE.min && d <= DATE_RANGE.max),
  { message: `must be between ${DATE_RANGE.min} and ${DATE_RANGE.max}` },
);

/**
 * An instant with its offset, e.g. `2026-12-03T15:30:00Z` or `2026-12-03T09:30:00-06:00`, between
 * 1900 and 2100 like every date (requirements "Security and privacy"; year 0000 is refused here, not
 * by the database). Answers are always UTC (`…Z`).
 */
export const isoDateTime = z.iso
  .datetime({ offset: true, message: "must be a date and time like 2026-12-03T15:30:00Z" })
  .refine(
    (v) => {
      const ms = Date.parse(v);
      return Number.isNaN(ms) || (ms >= Date.parse(DATE_RANGE.min) && ms < Date.parse("2101-01-01"));
    },
    { message: `must be between ${DATE_RANGE.min} and ${DATE_RANGE.max}` },
  );

/** Largest magnitude of a measured number, e.g. a progress value or a goal's baseline/target. */
export const MEASUREMENT_MAX = 1e9;

/**
 * A measured number: finite (no NaN, no ±Infinity) and between -1e9 and 1e9, so a report or chart
 * can always compute with it (requirements "Security and privacy", "Progress entries").
 */
export const measurementNumber = z
  .number({
    // zod 4 rejects ±Infinity (e.g. JSON 1e400) as a type error; say which problem it is.
    error: (issue) =>
      typeof issue.input === "number" && !Number.isNaN(issue.input)
        ? "must be a finite number"
        : "must be a number",
  })
  .refine((n) => Math.abs(n) <= MEASUREMENT_MAX, {
    message: "must be between -1,000,000,000 and 1,000,000,000",
  });

/** Trimmed text of at most `max` characters; "" becomes null (requirements "Saving students", "IEP goals": blank optional fields are null). */
export const nullableText = (max: number) =>
  text()
    .trim()
    .max(max, { message: `must be ${max} characters or fewer` })
    .nullable()
    .transform((v) => (v === "" ? null : v));

/** Required trimmed text of 1..max characters. */
export const requiredText = (max: number, label: string) =>
  text({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `must be ${max} characters or fewer` });

/** A list of short trimmed strings (blank entries dropped), at most `maxItems`. */
export const stringList = (maxItems = 100, maxLength = 500) =>
  z
    .array(
      text()
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
