/**
 * The AI writing assistant's services (spec §7 "AI text service", §5 AI suggestion rules, §8 AI
 * errors, §9 AI constants; architecture §5 de-identification, §6 guards; issue 4).
 *
 * - `enhanceText`: an `enhance_*` rewrite with the guards (number fidelity with one retry, too
 *   short, person-first findings); on any failure the teacher's ORIGINAL text comes back with a
 *   plain warning.
 * - `suggestForField`: up to 3 suggestions by the spec §5 rules, cached (`SuggestionCache`).
 * - `namesToHideFor`: the names a provider must never see.
 *
 * Every function takes the session's user id and scopes the student lookup by it: another teacher's
 * student answers 404 "Student not found", exactly like a missing one (architecture §4).
 */
import { eq } from "drizzle-orm";
import type { EnhanceResult } from "../../../shared/contracts/ai.ts";
import {
  fallbackSuggestions,
  parseSuggestions,
  suggestionPlan,
} from "../../../shared/domain/ai-suggestions.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { parseParentContact } from "../../../shared/domain/student-record.ts";
import { AiError, toAiError } from "../../ai/errors.ts";
import { checkNumberFidelity, createPseudonymizer, isTooShort, type Pseudonymizer } from "../../ai/guards.ts";
import { checkPersonFirst } from "../../ai/person-first.ts";
import { buildEnhanceRequest, buildSuggestionsRequest } from "../../ai/prompts.ts";
import { SuggestionCache } from "../../ai/suggestion-cache.ts";
import type { TextGenerator } from "../../ai/text-generator.ts";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";

/** How many times a guard failure is retried before the original text is kept (architecture §6: once). */
export const ENHANCE_RETRIES = 1;

export interface AiServiceDeps {
  db: Db;
  generator: TextGenerator;
  now: Date;
  /** One line per AI failure, with its spec §8 class; never the student's text. */
  log: (line: string) => void;
  signal?: AbortSignal;
}

interface StudentNames {
  /** The student's full name ("" when the request names no student). */
  student: string;
  /** Everyone else the provider must not see: the rest of the roster and every parent contact. */
  others: string[];
  /** The student's stated preference for identity-first language (false without a student). */
  identityFirst: boolean;
}

/**
 * The names a provider must not see (architecture §5): with `studentId`, that student's name plus
 * the rest of the teacher's roster and every parent contact name; without one, the whole roster.
 * @throws AppError 404 "Student not found" when `studentId` is not one of the teacher's students.
 */
export async function namesToHideFor(db: Db, userId: string, studentId?: string): Promise<StudentNames> {
  const roster = await db
    .select({
      id: students.id,
      name: students.name,
      parentContact: students.parentContact,
      identityFirstLanguage: students.identityFirstLanguage,
    })
    .from(students)
    .where(eq(students.userId, userId));
  const own = studentId ? roster.find((s) => s.id === studentId) : undefined;
  if (studentId && !own) throw notFound(messages.students.notFound);
  const others = new Set<string>();
  for (const s of roster) {
    if (s.id !== own?.id && s.name.trim()) others.add(s.name.trim());
    const parent = parseParentContact(s.parentContact).name.trim();
    if (parent) others.add(parent);
  }
  return {
    student: own?.name.trim() ?? "",
    others: [...others],
    identityFirst: own?.identityFirstLanguage === true,
  };
}

/** A rewrite shorter than this share of the original (after trimming) is "too little" (spec §4 spirit). */
const MIN_REWRITE_SHARE = 0.5;

const quoted = (items: readonly string[]) => items.map((m) => `"${m}"`).join(", ");

/**
 * Rewrites a field's text (spec §7 `enhance_*`, 200 tokens, temperature 0.4) in objective,
 * professional, person-first language.
 *
 * Guards (architecture §6): the reply must keep every number, unit, date and count of the text and
 * be at least half as long; otherwise one retry, then the ORIGINAL text with source "original" and
 * a warning naming what the model changed. A provider error (spec §8 class, logged) gives the
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
  const names = await namesToHideFor(deps.db, userId, input.studentId);
  const offline = deps.generator.kind === "offline";
  const pseudonyms: Pseudonymizer | null = offline ? null : createPseudonymizer(names.student, names.others);
  const request = {
    ...buildEnhanceRequest(input.fieldType, pseudonyms ? pseudonyms.hide(original) : original, {
      original,
      identityFirst: names.identityFirst,
    }),
    signal: deps.signal,
  };
  const keepOriginal = (warning: string): EnhanceResult => ({
    text: original,
    source: "original",
    warnings: [warning],
  });
  const minChars = Math.max(1, Math.ceil(original.length * MIN_REWRITE_SHARE));

  let problem = "";
  for (let attempt = 0; attempt <= ENHANCE_RETRIES; attempt++) {
    let reply: string;
    try {
      reply = await deps.generator.complete(request);
    } catch (err) {
      const error = toAiError(err);
      deps.log(
        `AI enhance failed (${error.kind}${error.status ? ` ${error.status}` : ""}): ${error.message}`,
      );
      return keepOriginal(`The wording could not be improved (${error.description}), so your text was kept.`);
    }
    const text = (pseudonyms ? pseudonyms.restore(reply) : reply).trim();
    if (isTooShort(text, minChars)) {
      problem = "The AI rewrite was too short, so your text was kept.";
      deps.log(`AI enhance rejected (attempt ${attempt + 1}): too short (${text.length} characters)`);
      if (offline) break;
      continue;
    }
    const fidelity = checkNumberFidelity(original, text);
    if (!fidelity.ok) {
      problem = `The AI rewrite changed or left out ${quoted(fidelity.missing)}, so your text was kept.`;
      deps.log(
        `AI enhance rejected (attempt ${attempt + 1}): ${fidelity.missing.length} fact(s) missing or changed`,
      );
      if (offline) break;
      continue;
    }
    const warnings = personFirstWarnings(text, { identityFirst: names.identityFirst });
    return { text, source: offline ? "template" : "ai", warnings };
  }
  return keepOriginal(problem);
}

/** spec §7 person-first: one plain warning per finding of `checkPersonFirst` on `text`. */
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
 * Up to 3 suggestions for a field (spec §5, §7; 500 tokens, temperature 0.4):
 * input under 3 characters → none; no student name (neither `studentId` nor `studentName`) → the
 * fixed fallbacks; otherwise the provider's numbered lines (spec §5 `parseSuggestions`), cached.
 * A provider error (logged with its spec §8 class) or the offline drafter ("unsupported") gives the
 * fallbacks; an error adds a plain warning. Names are hidden from the provider and restored.
 * @throws AppError 404 "Student not found" for a studentId that is not the teacher's.
 */
export async function suggestForField(
  deps: AiServiceDeps,
  cache: SuggestionCache,
  userId: string,
  input: {
    fieldType: string;
    input: string;
    studentId?: string;
    studentName?: string;
    grade?: string;
    noteType?: string;
  },
): Promise<SuggestionsOutcome> {
  const names = await namesToHideFor(deps.db, userId, input.studentId);
  const studentName = names.student || input.studentName?.trim() || "";
  const plan = suggestionPlan({ fieldType: input.fieldType, input: input.input, studentName });
  if (plan === "none") return { suggestions: [], warnings: [] };
  if (plan === "fallback") return { suggestions: fallbackSuggestions(input.fieldType), warnings: [] };

  const pseudonyms = createPseudonymizer(studentName, names.others);
  const hidden = pseudonyms.hide(input.input.trim());
  const key = SuggestionCache.key({
    userId,
    fieldType: input.fieldType,
    input: hidden,
    grade: input.grade,
    noteType: input.noteType,
  });
  const nowMs = deps.now.getTime();
  let reply = cache.get(key, nowMs);
  if (reply === undefined) {
    try {
      reply = await deps.generator.complete({
        ...buildSuggestionsRequest(input.fieldType, hidden, input, deps.now),
        signal: deps.signal,
      });
    } catch (err) {
      const error = toAiError(err);
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
    cache.set(key, reply, nowMs);
  }
  return { suggestions: parseSuggestions(pseudonyms.restore(reply), input.fieldType), warnings: [] };
}
