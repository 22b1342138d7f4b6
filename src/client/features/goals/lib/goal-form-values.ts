/**
 * The goal form's values (all text, as the inputs hold them) and their conversion to the API
 * contracts (requirements "IEP goals": "Goal creation: blank optional fields are stored as null").
 * Numbers must be finite ("Bad input": values that are not finite numbers get a clear message), and
 * the target date may not come before the baseline date (the contract's rule, repeated here so the
 * teacher sees it next to the field before anything is sent).
 */
import type { CreateGoalInput, Goal, GoalDirection, UpdateGoalInput } from "@shared/contracts/goals";
import { z } from "zod";

/** A text that is blank or a finite number ("48", "-2", "0.5", "1,5" is refused). */
const numberText = z
  .string()
  .trim()
  .refine((v) => v === "" || (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(v) && Number.isFinite(Number(v))), {
    message: "Enter a number, like 48 or 0.5",
  });
const dateText = z
  .string()
  .trim()
  .refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), { message: "Enter a date" });

/** The form schema (react-hook-form + zodResolver). */
export const goalFormSchema = z
  .object({
    studentId: z.string().min(1, { message: "Choose a student" }),
    statement: z
      .string()
      .trim()
      .min(1, { message: "Goal statement is required" })
      .max(2000, { message: "must be 2000 characters or fewer" }),
    area: z.string().max(100, { message: "must be 100 characters or fewer" }),
    baselineData: z.string().max(2000, { message: "must be 2000 characters or fewer" }),
    baselineValue: numberText,
    baselineDate: dateText,
    targetValue: numberText,
    targetDate: dateText,
    unit: z.string().max(100, { message: "must be 100 characters or fewer" }),
    direction: z.enum(["increase", "decrease"]),
    measurementMethod: z.string().max(500, { message: "must be 500 characters or fewer" }),
    evaluationSchedule: z.string().max(200, { message: "must be 200 characters or fewer" }),
    objectives: z.array(
      z.object({ text: z.string().max(1000, { message: "must be 1000 characters or fewer" }) }),
    ),
  })
  .refine((v) => !v.baselineDate || !v.targetDate || v.targetDate >= v.baselineDate, {
    message: "The target date must be on or after the baseline date",
    path: ["targetDate"],
  });

export type GoalFormValues = z.input<typeof goalFormSchema>;

/** Empty form (a new goal); `today` is the default baseline date, `YYYY-MM-DD`. */
export function emptyGoalForm(studentId: string, today: string): GoalFormValues {
  return {
    studentId,
    statement: "",
    area: "",
    baselineData: "",
    baselineValue: "",
    baselineDate: today,
    targetValue: "",
    targetDate: "",
    unit: "",
    direction: "increase",
    measurementMethod: "",
    evaluationSchedule: "",
    objectives: [],
  };
}

const text = (v: number | string | null) => (v === null ? "" : String(v));

/** The form holding an existing goal. */
export function goalToForm(goal: Goal): GoalFormValues {
  return {
    studentId: goal.studentId,
    statement: goal.statement,
    area: text(goal.area),
    baselineData: text(goal.baselineData),
    baselineValue: text(goal.baselineValue),
    baselineDate: goal.baselineDate.slice(0, 10),
    targetValue: text(goal.targetValue),
    targetDate: text(goal.targetDate),
    unit: text(goal.unit),
    direction: goal.direction,
    measurementMethod: text(goal.measurementMethod),
    evaluationSchedule: text(goal.evaluationSchedule),
    objectives: goal.objectives.map((o) => ({ text: o })),
  };
}

const num = (v: string) => (v.trim() === "" ? null : Number(v.trim()));
const str = (v: string) => (v.trim() === "" ? null : v.trim());

/** The fields common to create and update: blanks become null (requirements "IEP goals"), blank objectives dropped. */
function fields(v: GoalFormValues) {
  return {
    statement: v.statement.trim(),
    area: str(v.area),
    baselineData: str(v.baselineData),
    baselineValue: num(v.baselineValue),
    // Blank: the server's default (the creation date); never null, the aimline starts here.
    baselineDate: str(v.baselineDate) ?? undefined,
    targetValue: num(v.targetValue),
    targetDate: str(v.targetDate),
    unit: str(v.unit),
    direction: v.direction as GoalDirection,
    measurementMethod: str(v.measurementMethod),
    evaluationSchedule: str(v.evaluationSchedule),
    objectives: v.objectives.map((o) => o.text.trim()).filter((o) => o !== ""),
  };
}

/** POST /api/v1/goals body from the form. */
export function formToCreateInput(v: GoalFormValues): CreateGoalInput {
  return { studentId: v.studentId, ...fields(v) };
}

/** PATCH /api/v1/goals/:id body from the form: every editable field (the goal's student never changes). */
export function formToUpdateInput(v: GoalFormValues): UpdateGoalInput {
  return fields(v);
}
