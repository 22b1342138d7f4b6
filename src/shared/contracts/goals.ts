/**
 * IEP goal and progress-entry API contracts (requirements "IEP goals", "Progress entries",
 * "Progress trend", "Aimline, trendline and decision rules"; blank optional fields are stored as null).
 */
import { z } from "zod";
import { isoDate, measurementNumber, nullableText, requiredText } from "./common.ts";

/** Behaviour goals often aim down (e.g. "incidents per day"); academic goals usually up. */
export const GOAL_DIRECTIONS = ["increase", "decrease"] as const;
export type GoalDirection = (typeof GOAL_DIRECTIONS)[number];

/** The progress trend values (requirements "Progress trend"). */
export const PROGRESS_TRENDS = ["insufficient_data", "stable", "improving", "declining"] as const;
export type ProgressTrend = (typeof PROGRESS_TRENDS)[number];

/** Four-point decision rule outcomes (requirements "Aimline, trendline and decision rules"). */
export const GOAL_DECISIONS = ["insufficient_data", "continue", "change_instruction", "raise_goal"] as const;
export type GoalDecisionAction = (typeof GOAL_DECISIONS)[number];

const goalFields = {
  statement: requiredText(2000, "Goal statement"),
  area: nullableText(100).optional(),
  baselineData: nullableText(2000).optional(),
  baselineValue: measurementNumber.nullable().optional(),
  /** When the baseline was taken (the IEP start); the aimline starts here. Defaults to the creation date. */
  baselineDate: isoDate.nullable().optional(),
  targetValue: measurementNumber.nullable().optional(),
  unit: nullableText(100).optional(),
  direction: z.enum(GOAL_DIRECTIONS, { message: "must be increase or decrease" }).optional(),
  measurementMethod: nullableText(500).optional(),
  evaluationSchedule: nullableText(200).optional(),
  targetDate: isoDate.nullable().optional(),
  /** Short-term objectives / benchmarks. */
  objectives: z
    .array(requiredText(1000, "Objective"))
    .max(20, { message: "at most 20 objectives" })
    .optional(),
};

const datesInOrder = (o: { baselineDate?: string | null; targetDate?: string | null }) =>
  !o.baselineDate || !o.targetDate || o.targetDate >= o.baselineDate;
const datesMessage = {
  message: "the target date must be on or after the baseline date",
  path: ["targetDate"],
};

/** POST /api/v1/goals body. */
export const createGoalInput = z
  .strictObject({ studentId: z.uuid({ message: "Student not found" }), ...goalFields })
  .refine(datesInOrder, datesMessage);
export type CreateGoalInput = z.input<typeof createGoalInput>;
export type CreateGoalData = z.output<typeof createGoalInput>;

/** PATCH /api/v1/goals/:id body (a goal never moves to another student). */
export const updateGoalInput = z
  .strictObject({ ...goalFields, statement: goalFields.statement.optional() })
  .refine((o) => Object.keys(o).length > 0, { message: "Send at least one field to change" })
  .refine(datesInOrder, datesMessage);
export type UpdateGoalInput = z.input<typeof updateGoalInput>;
export type UpdateGoalData = z.output<typeof updateGoalInput>;

export const goalListQuery = z.strictObject({
  studentId: z.uuid({ message: "Student not found" }).optional(),
});
export const goalIdParam = z.object({ id: z.uuid({ message: "Goal not found" }) });

/** A point in time with a value: weeks are counted from `date`. */
const datedValue = z.object({ date: z.string(), value: z.number() });

/** A goal as the API returns it, with its computed progress view. */
export const goalSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  statement: z.string(),
  area: z.string().nullable(),
  baselineData: z.string().nullable(),
  baselineValue: z.number().nullable(),
  baselineDate: z.string(),
  targetValue: z.number().nullable(),
  unit: z.string().nullable(),
  direction: z.enum(GOAL_DIRECTIONS),
  measurementMethod: z.string().nullable(),
  evaluationSchedule: z.string().nullable(),
  targetDate: z.string().nullable(),
  objectives: z.array(z.string()),
  /** Who added the goal: a team member's id, else the owner's (requirements "Authorship"). */
  authorId: z.string().optional(),
  /** Their account name; absent when the account is gone. */
  authorName: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The progress trend over the valued entries (requirements "Progress trend"). */
  trend: z.enum(PROGRESS_TRENDS),
  /** Least-squares line over the valued entries; x = weeks since `origin`. Null with fewer than 2 points. */
  trendline: z.object({ slopePerWeek: z.number(), intercept: z.number(), origin: z.string() }).nullable(),
  /** Baseline (at baselineDate) → target (at targetDate). Null when a value or the target date is missing. */
  aimline: z.object({ start: datedValue, end: datedValue, slopePerWeek: z.number() }).nullable(),
  /** Four-point rule; `message` is plain words for the teacher. */
  decision: z.object({ action: z.enum(GOAL_DECISIONS), message: z.string() }),
  latestEntry: z.object({ entryDate: z.string(), progressValue: z.number().nullable() }).nullable(),
  entryCount: z.number(),
});
export type Goal = z.infer<typeof goalSchema>;

/** POST /api/v1/progress-entries body. */
export const createProgressEntryInput = z.strictObject({
  goalId: z.uuid({ message: "Goal not found" }),
  entryDate: isoDate,
  /** Null: a session with no score is still a record. */
  progressValue: measurementNumber.nullable().optional(),
  note: nullableText(2000).optional(),
  /** True once the teacher confirmed an implausible value or date ("Save anyway"; requirements "Progress entries"). */
  confirmImplausible: z.boolean({ message: "must be true or false" }).optional(),
});
export type CreateProgressEntryInput = z.input<typeof createProgressEntryInput>;

/** PATCH /api/v1/progress-entries/:id body. */
export const updateProgressEntryInput = z
  .strictObject({
    entryDate: isoDate,
    progressValue: measurementNumber.nullable(),
    note: nullableText(2000),
    /** True once the teacher confirmed an implausible value or date (requirements "Progress entries"). */
    confirmImplausible: z.boolean({ message: "must be true or false" }),
  })
  .partial()
  .refine((o) => Object.keys(o).some((k) => k !== "confirmImplausible"), {
    message: "Send at least one field to change",
  });
export type UpdateProgressEntryInput = z.input<typeof updateProgressEntryInput>;

/** Most entries one page may hold, and the page size of a `cursor` sent without a `limit`. */
export const ENTRIES_PAGE_MAX = 200;
export const ENTRIES_PAGE_DEFAULT = 50;

/**
 * GET /api/v1/progress-entries query: the goal; `limit` asks for one keyset page
 * ({@link progressEntryPageSchema}) and `cursor` (the `nextCursor` of the page before) for the page
 * after it. Without either, every entry of the goal as an array (requirements "Progress entries").
 */
export const progressEntryListQuery = z.strictObject({
  goalId: z.uuid({ message: "Goal not found" }),
  limit: z.coerce.number().int().min(1).max(ENTRIES_PAGE_MAX).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, { message: "must be a cursor from the page before" })
    .optional(),
});
export const progressEntryIdParam = z.object({ id: z.uuid({ message: "Progress entry not found" }) });

export const progressEntrySchema = z.object({
  id: z.string(),
  goalId: z.string(),
  entryDate: z.string(),
  progressValue: z.number().nullable(),
  note: z.string().nullable(),
  /** The user who recorded it. */
  enteredBy: z.string(),
  /** Their account name (requirements "Authorship"); absent when the account is gone. */
  authorName: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProgressEntry = z.infer<typeof progressEntrySchema>;

/** One page of a goal's entries, newest entry date first; `nextCursor` is null on the last page. */
export const progressEntryPageSchema = z.object({
  items: z.array(progressEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ProgressEntryPage = z.infer<typeof progressEntryPageSchema>;
