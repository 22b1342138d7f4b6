/**
 * A per-key request budget (requirements "Rate limits"). In memory, so a limit holds per server
 * instance (several instances each allow `limit`). The middleware that enforces a budget per signed-in
 * user is `rateLimit` in `ai/ai-rate-limit.ts`.
 */

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
