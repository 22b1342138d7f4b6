/**
 * Improve the wording of a field (requirements "Improve wording"; requirements "AI text service": `enhance_*`
 * rewrites a field's text).
 * POST /api/v1/ai/enhance with `EnhanceInput` {fieldType: "enhance_<field>", text, studentId?}
 * → 200 `EnhanceResult` {text, source: "ai" | "template" | "original", warnings: string[]}.
 * Errors: 400 (empty or too long text, unknown field type), 404 (student not found), 429 (too many
 * requests, with a retry time in the message), 5xx, NETWORK — all as `ApiRequestError`.
 */
import type { EnhanceInput, EnhanceResult } from "@shared/contracts/ai";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * Posts the text to rewrite. Numbers, units and dates come back unchanged (the server guards them).
 * @throws ApiRequestError (400, 404, 429, 5xx, NETWORK); AbortError when `signal` aborts.
 */
export async function enhanceText(input: EnhanceInput, signal?: AbortSignal): Promise<EnhanceResult> {
  return apiRequest<EnhanceResult>("/api/v1/ai/enhance", { method: "POST", body: input, signal });
}

/** Variables of `useEnhanceText`: the body and the Cancel signal. */
export interface EnhanceVariables {
  input: EnhanceInput;
  signal?: AbortSignal;
}

/** Mutation: rewrite one field's text. Nothing is cached: the teacher decides to accept or not. */
export function useEnhanceText() {
  return useMutation({
    mutationFn: ({ input, signal }: EnhanceVariables) => enhanceText(input, signal),
  });
}
