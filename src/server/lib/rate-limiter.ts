/**
 * A per-key request budget and the middleware that enforces it (requirements "Rate limits").
 * In memory, so a limit holds per server instance (several instances each allow `limit`).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./hono-env.ts";

/** A fixed-window counter per key: at most `limit` requests per `windowMs` milliseconds. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
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
