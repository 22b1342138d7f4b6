/**
 * Student API contract (requirements "Student fields"). Request and response bodies use the app field
 * names; the database uses the stored column names (mapping: `domain/student-record.ts`).
 * Unknown fields are refused (strict objects) so a typo never silently drops data.
 */
import { z } from "zod";
import { isoDate, nullableText, requiredText, stringList, TEXT_LIMITS, text } from "./common.ts";
import { studentSharingSchema } from "./teams.ts";

/** requirements "Student fields": parentContact is an object `{name, relationship, email, phone}`. */
export const parentContactSchema = z.strictObject({
  name: text().trim().max(TEXT_LIMITS.name).default(""),
  relationship: text().trim().max(100).default(""),
  email: z.union([z.literal(""), z.email({ message: "must be a valid email address" })]).default(""),
  phone: text().trim().max(40).default(""),
});
export type ParentContact = z.output<typeof parentContactSchema>;

/** requirements "Student fields": defaultStrategies items (name, frequency, duration). */
export const defaultStrategySchema = z.strictObject({
  name: requiredText(TEXT_LIMITS.short, "Strategy name"),
  frequency: text().trim().max(TEXT_LIMITS.short).default(""),
  duration: text().trim().max(TEXT_LIMITS.short).default(""),
});
export type DefaultStrategy = z.output<typeof defaultStrategySchema>;

/** requirements "Student fields": defaultAccommodations items (name, conditions, whenUsed). */
export const defaultAccommodationSchema = z.strictObject({
  name: requiredText(TEXT_LIMITS.short, "Accommodation name"),
  conditions: text().trim().max(TEXT_LIMITS.short).default(""),
  whenUsed: text().trim().max(TEXT_LIMITS.short).default(""),
});
export type DefaultAccommodation = z.output<typeof defaultAccommodationSchema>;

/** requirements "Student fields": assessmentTools and iepGoalTargets are objects keyed by subject (e.g. reading, math). */
export const bySubjectSchema = z
  .record(
    text().trim().min(1).max(100),
    text()
      .trim()
      .max(TEXT_LIMITS.short * 5),
  )
  .refine((o) => Object.keys(o).length <= 50, { message: "at most 50 subjects" });

/** The structured IEP sections (requirements "Student fields"; free text each), plus transition services (deleted_students). */
export const IEP_SECTION_FIELDS = [
  "presentLevels",
  "assessmentParticipation",
  "placement",
  "serviceDelivery",
  "iepDetails",
  "progressMeasurement",
  "behaviorSupport",
  "assistiveTechnology",
  "communication",
  "extendedSchoolYear",
  "lreSetting",
  "transitionServices",
] as const;
export type IepSectionField = (typeof IEP_SECTION_FIELDS)[number];

const iepSections = Object.fromEntries(
  IEP_SECTION_FIELDS.map((f) => [f, nullableText(TEXT_LIMITS.long).optional()]),
) as Record<IepSectionField, z.ZodOptional<ReturnType<typeof nullableText>>>;

/**
 * The languages a parent progress report can be written in (requirements "Student fields", "Parent
 * progress report"): "en" English, "es" Spanish. No value stored reads as English.
 */
export const HOME_LANGUAGES = ["en", "es"] as const;
export type HomeLanguage = (typeof HOME_LANGUAGES)[number];
export const homeLanguageSchema = z.enum(HOME_LANGUAGES, { message: 'must be "en" or "es"' });

/** Every writable field; all but `name` optional. */
const studentInputShape = {
  name: requiredText(TEXT_LIMITS.name, "Name"),
  grade: nullableText(20).optional(),
  dateOfBirth: isoDate.nullable().optional(),
  studentId: nullableText(50).optional(),
  parentContact: parentContactSchema.optional(),
  annualMeetingDueDate: isoDate.nullable().optional(),
  /** The last (re)evaluation; the next is due three years later (34 CFR §300.303(b)(2)). */
  lastEvaluationDate: isoDate.nullable().optional(),
  caseManager: nullableText(TEXT_LIMITS.name).optional(),
  serviceProviders: stringList().optional(),
  disabilities: stringList(20, 200).optional(),
  /**
   * Create only, for compatibility: each statement becomes a structured goal (decision 017). Goals are
   * edited through /api/v1/goals; on a student the field is their statements, read-only.
   */
  iepGoals: stringList(50, 2000).optional(),
  notes: nullableText(TEXT_LIMITS.long).optional(),
  dateAdded: isoDate.nullable().optional(),
  ...iepSections,
  accommodations: stringList().optional(),
  strengths: stringList().optional(),
  areasOfNeed: stringList().optional(),
  defaultStrategies: z.array(defaultStrategySchema).max(50).optional(),
  defaultAccommodations: z.array(defaultAccommodationSchema).max(50).optional(),
  assessmentTools: bySubjectSchema.optional(),
  iepGoalTargets: bySubjectSchema.optional(),
  /** The student's or family's stated preference for identity-first language (APA 7 §5.4). */
  identityFirstLanguage: z.boolean().optional(),
  /** The family's language for reports; null = English. */
  homeLanguage: homeLanguageSchema.nullable().optional(),
};

/** POST /api/v1/students body. */
export const createStudentInput = z.strictObject(studentInputShape);
export type CreateStudentInput = z.input<typeof createStudentInput>;
export type CreateStudentData = z.output<typeof createStudentInput>;

/** PATCH /api/v1/students/:id body: any subset of the create fields but `iepGoals` (goals change through /api/v1/goals), at least one. */
const { iepGoals: _createOnly, ...updatableShape } = studentInputShape;
export const updateStudentInput = z
  .strictObject({ ...updatableShape, name: studentInputShape.name.optional() })
  .refine((o) => Object.keys(o).length > 0, { message: "Send at least one field to change" });
export type UpdateStudentInput = z.input<typeof updateStudentInput>;
export type UpdateStudentData = z.output<typeof updateStudentInput>;

const nullableString = text().nullable();

/** A student as the API returns it: every field present; lists [], objects {}, optional fields null. */
export const studentSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: nullableString,
  dateOfBirth: nullableString,
  studentId: nullableString,
  parentContact: z.object({
    name: z.string(),
    relationship: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  annualMeetingDueDate: nullableString,
  lastEvaluationDate: nullableString,
  caseManager: nullableString,
  serviceProviders: z.array(z.string()),
  disabilities: z.array(z.string()),
  /** The structured goals' statements, oldest first: a read-only projection (decision 017). */
  iepGoals: z.array(z.string()),
  notes: nullableString,
  /** requirements "Student fields": falls back to created_at (as a date) when not stored. */
  dateAdded: z.string(),
  presentLevels: nullableString,
  assessmentParticipation: nullableString,
  placement: nullableString,
  serviceDelivery: nullableString,
  iepDetails: nullableString,
  progressMeasurement: nullableString,
  behaviorSupport: nullableString,
  assistiveTechnology: nullableString,
  communication: nullableString,
  extendedSchoolYear: nullableString,
  lreSetting: nullableString,
  transitionServices: nullableString,
  accommodations: z.array(z.string()),
  strengths: z.array(z.string()),
  areasOfNeed: z.array(z.string()),
  defaultStrategies: z.array(z.object({ name: z.string(), frequency: z.string(), duration: z.string() })),
  defaultAccommodations: z.array(
    z.object({ name: z.string(), conditions: z.string(), whenUsed: z.string() }),
  ),
  assessmentTools: z.record(z.string(), z.string()),
  iepGoalTargets: z.record(z.string(), z.string()),
  /** True: the AI writes identity-first ("autistic student"); false: person-first (the default). */
  identityFirstLanguage: z.boolean(),
  /** The family's language for reports ("en" when none is stored). */
  homeLanguage: homeLanguageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Present only on a student another teacher shares with the signed-in one (requirements "IEP
   * teams"): the member's role and who the case manager is.
   */
  sharing: studentSharingSchema.optional(),
});
export type Student = z.infer<typeof studentSchema>;

export const studentListSchema = z.array(studentSchema);

/**
 * The fields a list needs (requirements "Students"): the caseload table, its search, the dashboard's
 * caseload and annual-review cards, and every student picker. The full record is one student's read.
 */
export const studentSummarySchema = studentSchema.pick({
  id: true,
  name: true,
  grade: true,
  studentId: true,
  disabilities: true,
  caseManager: true,
  annualMeetingDueDate: true,
  lastEvaluationDate: true,
  dateAdded: true,
  updatedAt: true,
  sharing: true,
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;

/**
 * GET /api/v1/students query: `view=summary` answers {@link StudentSummary}[] (the list projection);
 * without it, full records as before.
 */
export const listStudentsQuery = z.strictObject({
  view: z.enum(["full", "summary"]).optional(),
});

export const studentIdParam = z.object({
  id: z.uuid({ message: "Student not found" }),
});
