/**
 * Suggestions as the teacher types (requirements "Suggestions"; requirements "AI requests and limits": "Suggestions are cached by field
 * type, input, grade and note type").
 * POST /api/v1/ai/suggestions with `SuggestionsInput` {fieldType, input, studentId?, studentName?,
 * grade?, noteType?} → 200 `{suggestions: string[]}` (at most 3, each longer than 10 characters).
 * The server answers none for input shorter than 3 characters; the client does not even ask then.
 */
import type { SuggestionsInput, SuggestionsResult } from "@shared/contracts/ai";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { suggestionsKey } from "./query-keys";

/** requirements "Suggestions": suggestions are requested only when the input has at least 3 characters after trimming. */
export const SUGGESTIONS_MIN_INPUT = 3;

/** Whether `input` is long enough to ask for suggestions (requirements "Suggestions"). */
export function canSuggest(input: string): boolean {
  return input.trim().length >= SUGGESTIONS_MIN_INPUT;
}

/**
 * Fetches suggestions for one input.
 * @throws ApiRequestError (400, 429, 5xx, NETWORK); AbortError when `signal` aborts (a newer input).
 */
export async function getSuggestions(input: SuggestionsInput, signal?: AbortSignal): Promise<string[]> {
  const res = await apiRequest<SuggestionsResult>("/api/v1/ai/suggestions", {
    method: "POST",
    body: input,
    signal,
  });
  return Array.isArray(res?.suggestions) ? res.suggestions.slice(0, 3) : [];
}

/**
 * Query options keyed like the server cache (requirements "Suggestions"; `suggestionsKey`). Kept 5 minutes;
 * not retried (a suggestion that fails is simply not shown).
 */
export function suggestionsQueryOptions(input: SuggestionsInput) {
  return queryOptions({
    queryKey: suggestionsKey(input),
    queryFn: ({ signal }) => getSuggestions(input, signal),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
  });
}

/** Suggestions for `input` (already debounced by the caller); disabled while the input is too short. */
export function useSuggestions(input: SuggestionsInput, enabled: boolean) {
  return useQuery({ ...suggestionsQueryOptions(input), enabled: enabled && canSuggest(input.input) });
}
