/**
 * The writing assistant's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature (import rule
 * `no-cross-feature-imports`), so it holds nothing but keys and imports types only.
 */
import type { SuggestionsInput } from "@shared/contracts/ai";

/** One student's field history, newest first (GET /api/v1/students/:id/field-history). */
export const fieldHistoryKey = (studentId: string) => ["field-history", studentId] as const;

/**
 * Suggestions for one input, keyed like the server's cache (requirements "Suggestions"): field
 * type, input, grade, note type, student and subject (POST /api/v1/ai/suggestions).
 */
export const suggestionsKey = (input: SuggestionsInput) =>
  [
    "ai-suggestions",
    input.fieldType,
    input.input,
    input.grade ?? "",
    input.noteType ?? "",
    input.studentId ?? "",
    input.subject ?? "",
  ] as const;
