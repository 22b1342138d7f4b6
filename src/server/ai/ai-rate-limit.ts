/**
 * The per-user budget of AI requests (requirements "AI requests and limits", "Rate limits"): one
 * budget per teacher shared by /ai/*, /ai/iep-draft and /notes/generate, each request counted once.
 * `createApp` builds the limiter and the middleware once and hands the middleware to those routers.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../lib/hono-env.ts";
import { RateLimiter } from "../lib/rate-limiter.ts";

/** AI requests a teacher may make per window (requirements "Constants"). */
export const AI_RATE_LIMIT = 30;
/** The window of `AI_RATE_LIMIT`, in milliseconds (one minute). */
export const AI_RATE_WINDOW_MS = 60_000;

/** A fresh AI limiter: `AI_RATE_LIMIT` requests per `AI_RATE_WINDOW_MS` per user. */
export function createAiRateLimiter(): RateLimiter {
  return new RateLimiter(AI_RATE_LIMIT, AI_RATE_WINDOW_MS);
}

/**
 * The AI rate-limit middleware over `limiter`: over the budget → 429 RATE_LIMITED "Too many
 * writing-assistant requests. Please try again in N seconds." with `Retry-After: N`.
 */
export function aiRateLimit(limiter: RateLimiter, now: () => Date): MiddlewareHandler<AppEnv> {
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
  limiter: RateLimiter,
  now: () => Date,
  message: (waitSeconds: number) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const wait = limiter.take(c.get("user").id, now().getTime());
    if (wait > 0) {
      return c.json({ error: { code: "RATE_LIMITED", message: message(wait) } }, 429, {
        "Retry-After": String(wait),
      });
    }
    await next();
  };
}
