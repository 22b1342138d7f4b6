/**
 * /api/v1/ai — the AI writing assistant (requirements "AI text service", "Suggestions" AI suggestion rules, requirements "AI errors" AI
 * errors).
 *
 *   POST /ai/enhance      → 200 EnhanceResult {text, source, warnings} (body: enhanceInput)
 *   POST /ai/suggestions  → 200 {suggestions, warnings?} (body: suggestionsInput)
 *
 * Errors: 400 VALIDATION_ERROR naming each bad field (empty text, more than 5,000 characters
 * (AI_TEXT_MAX), an unknown field type); 401 without a session (app.ts); 404 "Student not found" for
 * another teacher's studentId; 429 RATE_LIMITED with a Retry-After header (`aiRateLimit`). An AI
 * provider failure is never an error here: the teacher gets the fallback and a plain warning.
 */

import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import {
  enhanceInput,
  enhanceResult,
  suggestionsInput,
  suggestionsResult,
} from "../../../shared/contracts/ai.ts";
import type { SuggestionReplyCache } from "../../ai/suggestion-cache.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { enhanceText, suggestForField } from "./writing-assistant.service.ts";

const TAG = "AI assistant";

const errors = {
  ...standardErrors,
  404: errorResponse("Student not found"),
  429: errorResponse("RATE_LIMITED: too many AI requests (Retry-After header)"),
};

const enhanceRoute = createRoute({
  method: "post",
  path: "/ai/enhance",
  tags: [TAG],
  summary: "Rewrite a field's text in objective, person-first language, keeping every number",
  request: { body: { content: jsonContent(enhanceInput), required: true } },
  responses: {
    200: {
      description: "The rewrite (or the original text, with warnings)",
      content: jsonContent(enhanceResult),
    },
    ...errors,
  },
});

const suggestionsRoute = createRoute({
  method: "post",
  path: "/ai/suggestions",
  tags: [TAG],
  summary: "Up to 3 suggestions for a field (requirements: Suggestions)",
  request: { body: { content: jsonContent(suggestionsInput), required: true } },
  responses: {
    200: {
      description: "Suggestions (possibly none, or the fixed fallbacks)",
      content: jsonContent(suggestionsResult),
    },
    ...errors,
  },
});

/** What the AI router shares with the rest of the app (built once in `createApp`). */
export interface AiRouterServices {
  /** The per-user AI rate limit, shared with /ai/iep-draft and /notes/generate. */
  aiRateLimit: MiddlewareHandler<AppEnv>;
  suggestionCache: SuggestionReplyCache;
}

/** Builds the AI assistant router; mounted under /api/v1 behind the session check (app.ts). */
export function createAiRoutes(deps: AppDeps, services: AiRouterServices) {
  const app = createRouter();
  const serviceDeps = (signal: AbortSignal) => ({
    db: deps.database.db,
    generator: deps.generator,
    now: deps.now(),
    log: deps.log,
    signal,
  });

  app.use("/ai/*", services.aiRateLimit);

  app.openapi(enhanceRoute, async (c) =>
    c.json(await enhanceText(serviceDeps(c.req.raw.signal), dataOwnerOf(c), c.req.valid("json")), 200),
  );

  app.openapi(suggestionsRoute, async (c) => {
    const outcome = await suggestForField(
      serviceDeps(c.req.raw.signal),
      services.suggestionCache,
      dataOwnerOf(c),
      c.req.valid("json"),
    );
    return c.json(outcome.warnings.length ? outcome : { suggestions: outcome.suggestions }, 200);
  });

  return app;
}
