/**
 * AI writing assistant API contracts (requirements "Writing assistant", "Improve wording",
 * "Suggestions", "IEP draft", "AI requests and limits"). The server owns the rules; these are the shapes.
 */
import { z } from "zod";
import { text } from "./common.ts";
import { noteTypeSchema } from "./notes.ts";

/** Longest text accepted for a rewrite or suggestion input (characters). */
export const AI_TEXT_MAX = 5_000;

/** requirements "Improve wording": `enhance_<field>` rewrites that field's text, e.g. enhance_observations, enhance_presentLevels. */
export const enhanceFieldType = z.string().regex(/^enhance_[a-zA-Z]{1,40}$/, {
  message: "must be enhance_ followed by a field name, e.g. enhance_observations",
});

/** POST /api/v1/ai/enhance body. */
export const enhanceInput = z.strictObject({
  fieldType: enhanceFieldType,
  text: text()
    .trim()
    .min(1, { message: "Type some text to improve" })
    .max(AI_TEXT_MAX, { message: `must be ${AI_TEXT_MAX} characters or fewer` }),
  studentId: z.uuid({ message: "Student not found" }).optional(),
});
export type EnhanceInput = z.input<typeof enhanceInput>;

/** Which writer produced the text: the provider, or the built-in rewriter/template (offline or fallback). */
export const aiSourceSchema = z.enum(["ai", "template", "original"]);

/** POST /api/v1/ai/enhance answer. `warnings` say what was kept or changed back (numbers, language). */
export const enhanceResult = z.object({
  text: z.string(),
  source: aiSourceSchema,
  warnings: z.array(z.string()),
});
export type EnhanceResult = z.infer<typeof enhanceResult>;

/** Suggestion field types of the fallback suggestion keys (requirements "Suggestions") plus any other non-enhance field. */
export const SUGGESTION_FIELD_TYPES = ["currentPerformance", "baselineData", "observations"] as const;

/** POST /api/v1/ai/suggestions body (requirements "Suggestions"). */
export const suggestionsInput = z.strictObject({
  fieldType: z
    .string()
    .regex(/^[a-zA-Z]{1,40}$/, { message: "must be a field name such as observations" })
    .refine((f) => !f.startsWith("enhance_") && f !== "full_note_generation", {
      message: "use /ai/enhance or /notes/generate for this field type",
    }),
  input: text().max(AI_TEXT_MAX, { message: `must be ${AI_TEXT_MAX} characters or fewer` }),
  studentId: z.uuid({ message: "Student not found" }).optional(),
  studentName: text().max(200).optional(),
  grade: text().max(20).optional(),
  noteType: noteTypeSchema.optional(),
  /** The observation's subject ("Reading"): offline suggestions use it to pick the student's goals. */
  subject: text().max(100).optional(),
});
export type SuggestionsInput = z.input<typeof suggestionsInput>;

/** At most 3 suggestions, each longer than 10 characters (requirements "Suggestions"). */
export const suggestionsResult = z.object({
  suggestions: z.array(z.string()).max(3),
  /** Plain notices for the teacher (e.g. the AI service was busy, so general suggestions are shown). */
  warnings: z.array(z.string()).optional(),
});
export type SuggestionsResult = z.infer<typeof suggestionsResult>;

/** The IEP sections the drafter writes (requirements "IEP draft"). */
export const IEP_DRAFT_SECTIONS = ["presentLevels", "annualGoals", "services", "accommodations"] as const;
export type IepDraftSection = (typeof IEP_DRAFT_SECTIONS)[number];

/** POST /api/v1/ai/iep-draft body: the whole draft, or one section again. */
export const iepDraftInput = z.strictObject({
  studentId: z.uuid({ message: "Student not found" }),
  section: z.enum(IEP_DRAFT_SECTIONS).optional(),
});

export const iepDraftResult = z.object({
  sections: z.array(
    z.object({
      section: z.enum(IEP_DRAFT_SECTIONS),
      title: z.string(),
      text: z.string(),
      source: aiSourceSchema,
    }),
  ),
  warnings: z.array(z.string()),
});
export type IepDraftResult = z.infer<typeof iepDraftResult>;
