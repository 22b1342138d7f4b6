/**
 * The generate form's values, defaults, request body and autosaved draft (requirements "Note fields";
 * requirements "Note generation"). The form's values have the shape of `GenerateNoteInput` (the contract), so
 * `zodResolver(generateNoteInput)` validates them with the server's own rules.
 */
import type { GenerateNoteData, GenerateNoteInput, NoteType } from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import { z } from "zod";
import { isNoteType } from "./note-format";

/** Every field present, so inputs are always controlled. */
export type GenerateFormValues = GenerateNoteInput & {
  type: NoteType;
  subject: string;
  observations: string;
  goalsAddressed: string[];
  performanceData: {
    currentLevel: string;
    baselineLevel: string;
    progressPercentage: number | null;
    /** requirements "Note fields": dynamicData: extra text values by label. */
    dynamicData: Record<string, string>;
  };
  strategyData: { strategiesUsed: string[]; accommodationsUsed: string[] };
  contextData: { setting: string; duration: string; groupSize: string };
};

/** The student fields the form reads. */
export type FormStudent = Pick<
  Student,
  "id" | "name" | "iepGoals" | "defaultStrategies" | "defaultAccommodations"
>;

/**
 * A blank form for `student` (or none) dated `today` (`YYYY-MM-DD`). Nothing is ticked: the
 * student's default strategies and accommodations are offered as choices, and only what the teacher
 * ticks as used today is stated in the note (requirements "Note generation": defaults are offered,
 * never asserted).
 */
export function blankForm(
  today: string,
  student?: FormStudent,
  type: NoteType = "progress",
): GenerateFormValues {
  return {
    studentId: student?.id ?? "",
    type,
    subject: "",
    date: today,
    observations: "",
    goalsAddressed: [],
    performanceData: { currentLevel: "", baselineLevel: "", progressPercentage: null, dynamicData: {} },
    strategyData: { strategiesUsed: [], accommodationsUsed: [] },
    contextData: { setting: "", duration: "", groupSize: "" },
  };
}

/**
 * The values after the teacher picks `next` instead of `previous`: goals, strategies and
 * accommodations ticked from the previous student's record are unticked (those typed in by hand
 * stay); nothing of the new student is ticked. Everything typed (observations, levels, context) is kept.
 */
export function switchStudent(
  values: GenerateFormValues,
  previous: FormStudent | undefined,
  next: FormStudent | undefined,
): GenerateFormValues {
  const previousGoals = new Set(previous?.iepGoals ?? []);
  const previousStrategies = new Set(previous?.defaultStrategies.map((s) => s.name) ?? []);
  const previousAccommodations = new Set(previous?.defaultAccommodations.map((a) => a.name) ?? []);
  return {
    ...values,
    studentId: next?.id ?? "",
    goalsAddressed: values.goalsAddressed.filter((g) => !previousGoals.has(g)),
    strategyData: {
      strategiesUsed: values.strategyData.strategiesUsed.filter((s) => !previousStrategies.has(s)),
      accommodationsUsed: values.strategyData.accommodationsUsed.filter(
        (a) => !previousAccommodations.has(a),
      ),
    },
  };
}

function definedEntries<T extends Record<string, unknown>>(o: T): Partial<T> | undefined {
  const kept = Object.fromEntries(
    Object.entries(o).filter(
      ([, v]) =>
        v !== undefined &&
        v !== null &&
        v !== "" &&
        !(Array.isArray(v) && v.length === 0) &&
        !(typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0),
    ),
  ) as Partial<T>;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The POST /api/v1/notes/generate body from validated form data: blank optional fields and empty
 * sections are left out, so the server applies the fallbacks of requirements "Note generation" (subject → goal area → General;
 * date → today).
 */
export function toRequestBody(data: GenerateNoteData): GenerateNoteData {
  const body: GenerateNoteData = {
    studentId: data.studentId,
    type: data.type,
    observations: data.observations,
    goalsAddressed: data.goalsAddressed,
  };
  if (data.subject) body.subject = data.subject;
  if (data.date) body.date = data.date;
  const performance = data.performanceData ? definedEntries(data.performanceData) : undefined;
  if (performance) body.performanceData = performance;
  const strategy = data.strategyData ? definedEntries(data.strategyData) : undefined;
  if (strategy) body.strategyData = strategy;
  const context = data.contextData ? definedEntries(data.contextData) : undefined;
  if (context) body.contextData = context;
  return body;
}

/** Storage key of the generate form's autosaved draft. */
export const draftKey = (userId: string) => `iep:${userId}:draft_note`;

/** What is stored: the form's values and when (ISO timestamp). */
export interface StoredDraft {
  values: GenerateFormValues;
  savedAt: string;
}

const text = z.string().catch("");
const texts = z.array(z.string()).catch([]);
const storedDraftSchema = z.object({
  savedAt: z.string(),
  values: z.object({
    studentId: text,
    type: z.string().refine(isNoteType).catch("progress"),
    subject: text,
    date: z.string().optional().catch(undefined),
    observations: text,
    goalsAddressed: texts,
    performanceData: z
      .object({
        currentLevel: text,
        baselineLevel: text,
        progressPercentage: z.number().nullable().catch(null),
        dynamicData: z.record(z.string(), z.string()).catch({}),
      })
      .catch({ currentLevel: "", baselineLevel: "", progressPercentage: null, dynamicData: {} }),
    strategyData: z
      .object({ strategiesUsed: texts, accommodationsUsed: texts })
      .catch({ strategiesUsed: [], accommodationsUsed: [] }),
    contextData: z
      .object({ setting: text, duration: text, groupSize: text })
      .catch({ setting: "", duration: "", groupSize: "" }),
  }),
});

/** Reads a stored draft; anything unreadable counts as no draft. Unknown fields are dropped. */
export function parseDraft(raw: unknown): StoredDraft | undefined {
  const parsed = storedDraftSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  return { savedAt: parsed.data.savedAt, values: parsed.data.values as GenerateFormValues };
}

/**
 * True when `values` hold something the teacher typed or chose beyond a blank form: text in any
 * field, a goal, or a level. (Student, type, date and pre-ticked defaults alone are not a draft.)
 */
export function hasTypedContent(values: GenerateFormValues): boolean {
  const p = values.performanceData;
  const c = values.contextData;
  return (
    [
      values.subject,
      values.observations,
      p.currentLevel,
      p.baselineLevel,
      c.setting,
      c.duration,
      c.groupSize,
    ].some((s) => (s ?? "").trim() !== "") ||
    values.goalsAddressed.length > 0 ||
    Object.keys(p.dynamicData ?? {}).length > 0 ||
    (p.progressPercentage !== null && p.progressPercentage !== undefined)
  );
}
