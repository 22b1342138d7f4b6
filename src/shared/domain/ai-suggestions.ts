/**
 * AI suggestion rules (requirements "Suggestions"; the numbers are in requirements "Constants"):
 * - input under 3 characters after trimming: no suggestions;
 * - no student name: the fixed fallback suggestions;
 * - a reply that is empty or shorter than 10 characters: the fallback suggestions;
 * - numbered reply lines are kept only when longer than 10 characters, at most 3;
 * - fallback suggestion keys: currentPerformance, baselineData, observations.
 *
 * Pure functions shared by the server (which applies them) and the client (which may skip a request
 * that would return none).
 */

/** requirements "Suggestions": the fewest characters (after trimming) an input needs before suggestions are asked for. */
export const MIN_SUGGESTION_INPUT_CHARS = 3;
/** requirements "Suggestions": a reply shorter than this (after trimming) gives the fallback suggestions. */
export const MIN_SUGGESTION_REPLY_CHARS = 10;
/** requirements "Suggestions": a numbered line is kept only when LONGER than this many characters. */
export const MIN_SUGGESTION_LINE_CHARS = 10;
/** requirements "Suggestions": at most 3 suggestions. */
export const MAX_SUGGESTIONS = 3;

/** The fallback suggestion keys (requirements "Suggestions"). */
export type FallbackSuggestionKey = "currentPerformance" | "baselineData" | "observations";

/**
 * The fixed fallback suggestions (requirements "Suggestions"): sentence starters a teacher completes with
 * their own data. Objective, person-first, with no invented numbers.
 */
export const FALLBACK_SUGGESTIONS: Record<FallbackSuggestionKey, readonly string[]> = {
  currentPerformance: [
    "The student currently performs at ___ on ___, measured by ___.",
    "Given ___, the student completes ___ with ___% accuracy in ___ of ___ trials.",
    "Compared with the baseline of ___, the student now ___ as measured on ___.",
  ],
  baselineData: [
    "Baseline on ___ (date): ___ correct out of ___, measured by ___.",
    "At baseline the student ___ in ___ of ___ opportunities without prompts.",
    "Baseline data were collected over ___ sessions; the median score was ___.",
  ],
  observations: [
    "During ___, the student ___ (observable behavior) ___ times in ___ minutes.",
    "With ___ (support or prompt), the student ___ in ___ of ___ trials.",
    "The student responded to ___ by ___; the support used was ___.",
  ],
};

/** requirements "Suggestions": true when the input is long enough to ask for suggestions (≥ 3 characters after trimming). */
export function wantsSuggestions(input: string): boolean {
  return input.trim().length >= MIN_SUGGESTION_INPUT_CHARS;
}

/**
 * The fixed fallback suggestions for a field type (requirements "Suggestions"). A field type without its own
 * set (e.g. `strategies`) gets the `observations` set, the most general one.
 */
export function fallbackSuggestions(fieldType: string): string[] {
  const key: FallbackSuggestionKey =
    fieldType === "currentPerformance" || fieldType === "baselineData" ? fieldType : "observations";
  return [...FALLBACK_SUGGESTIONS[key]];
}

/** A numbered line: "1. text", "2) text", "3 - text", "(1) text". Group 1 is the text. */
const NUMBERED_LINE = /^\s*(?:\(\d{1,2}\)|\d{1,2}\s*[.):-])\s*(.+?)\s*$/;

/**
 * The suggestions in a provider's reply (requirements "Suggestions"): an empty reply, or one shorter than 10 characters
 * after trimming, gives the fallback suggestions; otherwise the numbered lines longer than 10
 * characters (number and surrounding quotes removed), at most 3. When no numbered line qualifies,
 * the fallbacks are returned too (the teacher always gets something usable).
 * @param reply the provider's raw text (may be null when it returned no content).
 */
export function parseSuggestions(reply: string | null | undefined, fieldType: string): string[] {
  const text = (reply ?? "").trim();
  if (text.length < MIN_SUGGESTION_REPLY_CHARS) return fallbackSuggestions(fieldType);
  const kept: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = NUMBERED_LINE.exec(line);
    if (!match?.[1]) continue;
    const suggestion = match[1].replace(/^["“](.*)["”]$/, "$1").trim();
    if (suggestion.length > MIN_SUGGESTION_LINE_CHARS) kept.push(suggestion);
    if (kept.length === MAX_SUGGESTIONS) break;
  }
  return kept.length ? kept : fallbackSuggestions(fieldType);
}

export interface SuggestionRequest {
  fieldType: string;
  input: string;
  studentName?: string | null;
}

/**
 * What to do before calling a provider (requirements "Suggestions"): "none" for input under 3 characters, "fallback"
 * without a student name, else "ask".
 */
export function suggestionPlan(request: SuggestionRequest): "none" | "fallback" | "ask" {
  if (!wantsSuggestions(request.input)) return "none";
  if (!request.studentName?.trim()) return "fallback";
  return "ask";
}
