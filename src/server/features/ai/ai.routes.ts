/**
 * /api/v1/ai — the AI writing assistant (spec §7 "AI text service", §5 AI suggestion rules, §8 AI
 * errors; issue 4).
 *
 *   POST /ai/enhance      → 200 EnhanceResult {text, source, warnings} (body: enhanceInput)
 *   POST /ai/suggestions  → 200 {suggestions, warnings?} (body: suggestionsInput)
 *
 * Errors: 400 VALIDATION_ERROR naming each bad field (empty text, more than 5,000 characters
 * (AI_TEXT_MAX), an unknown field type); 401 without a session (app.ts); 404 "Student not found" for
 * another teacher's studentId; 429 RATE_LIMITED with a Retry-After header (`aiRateLimit`). An AI
 * provider failure is never an error here: the teacher gets the fallback and a plain warning.
 */
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import {
  enhanceInput,
  enhanceResult,
  suggestionsInput,
  suggestionsResult,
} from "../../../shared/contracts/ai.ts";
import { apiErrorSchema } from "../../../shared/contracts/common.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { validationError } from "../../lib/validation.ts";
import { enhanceText, SuggestionCache, suggestForField } from "./ai.service.ts";

const TAG = "AI assistant";
const json = <T>(schema: T) => ({ "application/json": { schema } });

/** Per-user AI request budget (issue 4 "Per-user rate limit on AI routes"): requests per window. */
export const AI_RATE_LIMIT = 30;
/** The window of `AI_RATE_LIMIT`, in milliseconds (one minute). */
export const AI_RATE_WINDOW_MS = 60_000;

/**
 * A fixed-window counter per user: at most `limit` requests per `windowMs`. In memory, so the limit
 * holds per server instance (several instances each allow `limit`).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(
    readonly limit = AI_RATE_LIMIT,
    readonly windowMs = AI_RATE_WINDOW_MS,
  ) {}

  /** Counts one request; returns 0 when allowed, else the seconds until the window resets (≥ 1). */
  take(key: string, now: number): number {
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.prune(now);
    }
    if (w.count >= this.limit) return Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000));
    w.count++;
    return 0;
  }

  private prune(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}

/** One limiter and one suggestion cache per app (so /ai/* and /notes/generate share the budget). */
const state = new WeakMap<AppDeps, { limiter: RateLimiter; cache: SuggestionCache }>();
function stateFor(deps: AppDeps) {
  let s = state.get(deps);
  if (!s) {
    s = { limiter: new RateLimiter(), cache: new SuggestionCache() };
    state.set(deps, s);
  }
  return s;
}

/**
 * Middleware: the per-user AI rate limit (issue 4). Over the limit → 429
 * `{error:{code:"RATE_LIMITED", message:"… try again in N seconds."}}` with `Retry-After: N`.
 * Needs `c.get("user")` (runs behind the session check).
 */
export function aiRateLimit(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const wait = stateFor(deps).limiter.take(c.get("user").id, deps.now().getTime());
    if (wait > 0) {
      return c.json(
        {
          error: {
            code: "RATE_LIMITED",
            message: `Too many writing-assistant requests. Please try again in ${wait} second${wait === 1 ? "" : "s"}.`,
          },
        },
        429,
        { "Retry-After": String(wait) },
      );
    }
    await next();
  };
}

const errors = {
  400: { description: "Invalid input; the message names each field", content: json(apiErrorSchema) },
  401: { description: "Not signed in", content: json(apiErrorSchema) },
  404: { description: "Student not found", content: json(apiErrorSchema) },
  429: {
    description: "RATE_LIMITED: too many AI requests (Retry-After header)",
    content: json(apiErrorSchema),
  },
};

const enhanceRoute = createRoute({
  method: "post",
  path: "/ai/enhance",
  tags: [TAG],
  summary: "Rewrite a field's text in objective, person-first language, keeping every number",
  request: { body: { content: json(enhanceInput), required: true } },
  responses: {
    200: { description: "The rewrite (or the original text, with warnings)", content: json(enhanceResult) },
    ...errors,
  },
});

const suggestionsRoute = createRoute({
  method: "post",
  path: "/ai/suggestions",
  tags: [TAG],
  summary: "Up to 3 suggestions for a field (spec §5)",
  request: { body: { content: json(suggestionsInput), required: true } },
  responses: {
    200: {
      description: "Suggestions (possibly none, or the fixed fallbacks)",
      content: json(suggestionsResult),
    },
    ...errors,
  },
});

/** Builds the AI assistant router; mounted under /api/v1 behind the session check (app.ts). */
export function createAiRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
  const serviceDeps = (signal: AbortSignal) => ({
    db: deps.database.db,
    generator: deps.generator,
    now: deps.now(),
    log: deps.log,
    signal,
  });

  app.use("/ai/*", aiRateLimit(deps));

  app.openapi(enhanceRoute, async (c) =>
    c.json(await enhanceText(serviceDeps(c.req.raw.signal), c.get("user").id, c.req.valid("json")), 200),
  );

  app.openapi(suggestionsRoute, async (c) => {
    const outcome = await suggestForField(
      serviceDeps(c.req.raw.signal),
      stateFor(deps).cache,
      c.get("user").id,
      c.req.valid("json"),
    );
    return c.json(outcome.warnings.length ? outcome : { suggestions: outcome.suggestions }, 200);
  });

  return app;
}
