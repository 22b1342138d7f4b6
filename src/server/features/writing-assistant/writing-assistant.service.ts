/**
 * The writing assistant's services (requirements "Writing assistant", "Improve wording",
 * "Suggestions", "AI errors"; architecture "AI pipeline").
 *
 * - `enhanceText`: an `enhance_*` rewrite through the guarded pipeline (number fidelity with one
 *   retry, too short, person-first findings); on any failure the teacher's ORIGINAL text comes back
 *   with a plain warning.
 * - `suggestForField`: up to 3 suggestions by the "Suggestions" rules, cached (`SuggestionCache`).
 *
 * Every function takes the session's user id and scopes the student lookup by it: another teacher's
 * student answers 404 "Student not found", exactly like a missing one (architecture "Security model").
 */
import type { EnhanceResult } from "../../../shared/contracts/ai.ts";
import {
  fallbackSuggestions,
  parseSuggestions,
  suggestionPlan,
} from "../../../shared/domain/ai-suggestions.ts";
import { suggestOffline } from "../../ai/drafting/suggestion-offline.ts";
import { generateGuarded, reporter } from "../../ai/guarded-generation.ts";
import { checkPersonFirst } from "../../ai/guards/person-first.ts";
import { loadNamesToHide } from "../../ai/privacy/names-to-hide.ts";
import { createPseudonymizer } from "../../ai/privacy/pseudonymizer.ts";
import { SuggestionCache, type SuggestionReplyCache } from "../../ai/suggestion-cache.ts";
import { AiError, toAiError } from "../../ai/writers/errors.ts";
import type { TextGenerator } from "../../ai/writers/text-generator.ts";
import type { Db } from "../../db/client.ts";
import { listGoals } from "../goals/index.ts";

/** How many times a guard failure is retried before the original text is kept (architecture "AI pipeline": once). */
export const ENHANCE_RETRIES = 1;

export interface AiServiceDeps {
  db: Db;
  generator: TextGenerator;
  now: Date;
  /** One line per AI failure, with its requirements "AI errors" class; never the student's text. */
  log: (line: string) => void;
  signal?: AbortSignal;
}

/** A rewrite shorter than this share of the original (after trimming) is "too little" (requirements "Note generation" spirit). */
const MIN_REWRITE_SHARE = 0.5;

/**
 * Rewrites a field's text (requirements "AI text service" `enhance_*`, 200 tokens, temperature 0.4) in objective,
 * professional, person-first language.
 *
 * Guards (architecture "AI pipeline"): the reply must keep every number, unit, date and count of the text and
 * be at least half as long; otherwise one retry, then the ORIGINAL text with source "original" and
 * a warning naming what the model changed. A provider error (requirements "AI errors" class, logged) gives the
 * original text at once (the SDK already retried). Names are hidden from a network provider and
 * restored in the reply. The offline drafter rewrites by rules (source "template").
 * The result is checked for person-first language (`checkPersonFirst`, retext-equality plus our
 * rules); each finding becomes a warning with its suggestion.
 * @throws AppError 404 "Student not found" for a studentId that is not the teacher's.
 */
export async function enhanceText(
  deps: AiServiceDeps,
  userId: string,
  input: { fieldType: string; text: string; studentId?: string },
): Promise<EnhanceResult> {
  const original = input.text.trim();
  const names = await loadNamesToHide(deps.db, userId, input.studentId);
  const result = await generateGuarded(deps.generator, {
    task: { kind: "enhance", fieldType: input.fieldType, text: original, identityFirst: names.identityFirst },
    names,
    fidelitySource: original,
    judgementSource: original,
    minChars: Math.max(1, Math.ceil(original.length * MIN_REWRITE_SHARE)),
    retries: ENHANCE_RETRIES,
    fallback: { text: () => original, source: "original" },
    warnings: {
      failed: (description) => `The wording could not be improved (${description}), so your text was kept.`,
      tooShort: "The AI rewrite was too short, so your text was kept.",
      changed: (missing) => `The AI rewrite changed or left out ${missing}, so your text was kept.`,
      judgement: (found) =>
        `The AI rewrite wrote ${found}, a judgement word or a behaviour your text does not describe, so your text was kept.`,
    },
    logPrefix: "AI enhance",
    log: deps.log,
    signal: deps.signal,
  });
  if (result.source === "original") return result;
  return { ...result, warnings: personFirstWarnings(result.text, { identityFirst: names.identityFirst }) };
}

/** requirements "AI text service" person-first: one plain warning per finding of `checkPersonFirst` on `text`. */
export function personFirstWarnings(text: string, options: { identityFirst?: boolean } = {}): string[] {
  return checkPersonFirst(text, options).map(
    (f) => `Consider person-first wording: "${f.phrase}" could be "${f.suggestion}".`,
  );
}

export interface SuggestionsOutcome {
  suggestions: string[];
  /** Plain notices for the teacher (e.g. "the AI service is busy"); empty when all went well. */
  warnings: string[];
}

/**
 * Up to 3 suggestions for a field (requirements "Suggestions", "AI text service"; 500 tokens, temperature 0.4):
 * input under 3 characters → none; no student name (neither `studentId` nor `studentName`) → the
 * fixed fallbacks; otherwise the provider's numbered lines (requirements "Suggestions" `parseSuggestions`), cached.
 * Offline (the template author), the suggestions are written from the input, the subject and the
 * student's goals (`suggestOffline`). A provider error (logged with its requirements "AI errors" class) gives the
 * fallbacks; an error adds a plain warning. Names are hidden from the provider and restored.
 * @throws AppError 404 "Student not found" for a studentId that is not the teacher's.
 */
export async function suggestForField(
  deps: AiServiceDeps,
  cache: SuggestionReplyCache,
  userId: string,
  input: {
    fieldType: string;
    input: string;
    studentId?: string;
    studentName?: string;
    grade?: string;
    noteType?: string;
    subject?: string;
  },
): Promise<SuggestionsOutcome> {
  const names = await loadNamesToHide(deps.db, userId, input.studentId);
  const studentName = names.student || input.studentName?.trim() || "";
  const plan = suggestionPlan({ fieldType: input.fieldType, input: input.input, studentName });
  if (plan === "none") return { suggestions: [], warnings: [] };
  if (plan === "fallback") return { suggestions: fallbackSuggestions(input.fieldType), warnings: [] };
  if (deps.generator.author === "template") {
    // Offline: written from the typed data, the subject and the student's own goals.
    const goals = input.studentId
      ? await listGoals(deps.db, userId, { studentId: input.studentId }, deps.now)
      : [];
    const firstName = studentName.trim().split(/\s+/)[0] ?? "";
    return {
      suggestions: suggestOffline({
        fieldType: input.fieldType,
        input: input.input,
        firstName,
        subject: input.subject,
        goals,
      }),
      warnings: [],
    };
  }

  const pseudonyms = createPseudonymizer(studentName, names.others, names);
  const hidden = pseudonyms.hide(input.input.trim());
  const key = SuggestionCache.key({
    userId,
    fieldType: input.fieldType,
    input: hidden,
    grade: input.grade,
    noteType: input.noteType,
  });
  const nowMs = deps.now.getTime();
  let reply = await cache.get(key, nowMs);
  if (reply === undefined) {
    const task = { kind: "suggestions", ...input, input: input.input.trim(), now: deps.now } as const;
    const report = reporter(deps.generator, task);
    try {
      reply = await deps.generator.complete(task, { hide: pseudonyms.hide, signal: deps.signal });
      await report("ok", null, 1);
    } catch (err) {
      const error = toAiError(err);
      await report(deps.signal?.aborted ? "aborted" : "fallback", error.kind, 1);
      if (error instanceof AiError && error.kind === "unsupported") {
        return { suggestions: fallbackSuggestions(input.fieldType), warnings: [] };
      }
      deps.log(
        `AI suggestions failed (${error.kind}${error.status ? ` ${error.status}` : ""}): ${error.message}`,
      );
      return {
        suggestions: fallbackSuggestions(input.fieldType),
        warnings: [`Suggestions could not be written (${error.description}); here are general ones.`],
      };
    }
    await cache.set(key, reply, nowMs, userId);
  }
  return { suggestions: parseSuggestions(pseudonyms.restore(reply), input.fieldType), warnings: [] };
}
