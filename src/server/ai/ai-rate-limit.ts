/**
 * The per-user budget of AI requests (requirements "AI requests and limits", "Rate limits"): one
 * budget per teacher shared by /ai/*, /ai/iep-draft and /notes/generate, each request counted once.
 * `createApp` builds the limiter and the middleware once and hands the middleware to those routers.
 * The counts live in the database (`request_budgets`), so app instances sharing one PostgreSQL
 * share each teacher's budget (architecture "Two ways to run").
 */
import type { MiddlewareHandler } from "hono";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import type { Db } from "../db/client.ts";
import type { AppEnv } from "../lib/hono-env.ts";
import { DatabaseRateLimiter, type RequestBudget } from "../lib/rate-limiter.ts";

/** AI requests a teacher may make per window (requirements "Constants"). */
export const AI_RATE_LIMIT = 30;
/** The window of `AI_RATE_LIMIT`, in milliseconds (one minute). */
export const AI_RATE_WINDOW_MS = 60_000;

/** The AI limiter over `db`: `AI_RATE_LIMIT` requests per `AI_RATE_WINDOW_MS` per user, rows keyed `ai:<userId>`. */
export function createAiRateLimiter(db: Db): RequestBudget {
  return new DatabaseRateLimiter(db, "ai:", AI_RATE_LIMIT, AI_RATE_WINDOW_MS);
}

/**
 * The AI rate-limit middleware over `limiter`: over the budget → 429 RATE_LIMITED "Too many
 * writing-assistant requests. Please try again in N seconds." with `Retry-After: N`.
 */
export function aiRateLimit(limiter: RequestBudget, now: () => Date): MiddlewareHandler<AppEnv> {
  return rateLimit(
    limiter,
    now,
    (wait) =>
      `Too many writing-assistant requests. Please try again in ${wait} second${wait === 1 ? "" : "s"}.`,
  );
}

/**
 * Middleware counting one request of the signed-in user (`c.get("user")`, so it runs behind the
 * session check) against `limiter`. Over the limit → 429
 * `{error:{code:"RATE_LIMITED", message: message(wait)}}` with `Retry-After: wait` (seconds).
 */
export function rateLimit(
  limiter: RequestBudget,
  now: () => Date,
  message: (waitSeconds: number) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const wait = await limiter.take(c.get("user").id, now().getTime());
    if (wait > 0) {
      return c.json({ error: { code: ErrorCode.RATE_LIMITED, message: message(wait) } }, 429, {
        "Retry-After": String(wait),
      });
    }
    await next();
  };
}
