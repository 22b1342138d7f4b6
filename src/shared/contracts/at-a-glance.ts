/**
 * The IEP at a glance (requirements "IEP at a glance"; 34 CFR 300.323(d): each general-education
 * teacher and provider who works with the student is informed of their specific responsibilities —
 * accommodations, modifications and supports). One page per student, on screen and as a PDF, with
 * its fixed words in English or Spanish; the share-safe version leaves out the date of birth, the
 * student ID and the disability categories.
 */
import { z } from "zod";
import { HOME_LANGUAGES } from "./students.ts";

/** Most students one PDF may hold (a class list). */
export const AT_A_GLANCE_MAX_STUDENTS = 40;

const languageField = z.enum(HOME_LANGUAGES, { message: 'must be "en" or "es"' });

/** GET /api/v1/students/:studentId/at-a-glance query: `language` (default en), `shareSafe` (default false). */
export const atAGlanceQuery = z.strictObject({
  language: languageField.default("en"),
  shareSafe: z
    .enum(["true", "false"], { message: 'must be "true" or "false"' })
    .default("false")
    .transform((v) => v === "true"),
});
export type AtAGlanceQuery = z.input<typeof atAGlanceQuery>;

/** POST /api/v1/exports/at-a-glance body: the students (1–40, each once), language and share-safe. */
export const atAGlanceExportInput = z.strictObject({
  studentIds: z
    .array(z.uuid({ message: "Student not found" }), { message: "must be a list of students" })
    .min(1, { message: "choose at least one student" })
    .max(AT_A_GLANCE_MAX_STUDENTS, { message: `at most ${AT_A_GLANCE_MAX_STUDENTS} students at once` })
    .refine((ids) => new Set(ids).size === ids.length, { message: "a student is listed twice" }),
  language: languageField.default("en"),
  shareSafe: z.boolean({ message: "must be true or false" }).default(false),
});
export type AtAGlanceExportInput = z.input<typeof atAGlanceExportInput>;
export type AtAGlanceExportData = z.output<typeof atAGlanceExportInput>;

/** One labelled section of the page: its heading (in the page's language) and its lines as typed. */
const sectionSchema = z.object({ heading: z.string(), lines: z.array(z.string()) });
export type AtAGlanceSection = z.infer<typeof sectionSchema>;

/** One labelled value of the page's header ("Grade: 3"). */
const headerValueSchema = z.object({ label: z.string(), value: z.string() });

/**
 * The page as the screen and the PDF draw it: every fixed word already in `language`, the
 * teacher's own text as typed. `header` holds the student's name, grade and (unless share-safe)
 * date of birth, student ID and disability categories, then the case manager and how to reach them;
 * `sections` the goals (one line each), accommodations, strategies and supports, behaviour supports,
 * assistive technology, services (minutes per period, setting, provider), extended school year and
 * least restrictive environment — an empty section says `emptyLine`.
 */
export const atAGlanceSchema = z.object({
  studentId: z.string(),
  language: languageField,
  shareSafe: z.boolean(),
  title: z.string(),
  studentName: z.string(),
  header: z.array(headerValueSchema),
  sections: z.array(sectionSchema),
  /** "Nothing recorded" in the page's language. */
  emptyLine: z.string(),
  /** The line at the foot of the page: the source and the date it was made. */
  footer: z.string(),
});
export type AtAGlance = z.infer<typeof atAGlanceSchema>;
