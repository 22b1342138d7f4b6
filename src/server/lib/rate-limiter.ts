/**
 * Per-key request budgets (requirements "Rate limits"): fixed windows of at most `limit` requests
 * per `windowMs`. The server keeps them in the database (`DatabaseRateLimiter`), so several app
 * instances on one PostgreSQL count together (architecture "Two ways to run"); `RateLimiter` keeps
 * them in this process's memory (unit tests). The middleware that enforces a budget per signed-in
 * user is `rateLimit` in `ai/ai-rate-limit.ts`.
 */
import { and, like, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { requestBudgets } from "../db/schema/index.ts";

/** What the middleware needs of a budget (either kind). */
export interface RequestBudget {
  readonly limit: number;
  readonly windowMs: number;
  /** Counts one request; resolves to 0 when allowed, else the seconds until the window resets (≥ 1). */
  take(key: string, now: number): number | Promise<number>;
}

/** Seconds left in a window that started at `start` (ms), at least 1. */
const secondsLeft = (start: number, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((start + windowMs - now) / 1000));

/** A fixed-window counter per key in this process's memory: at most `limit` requests per `windowMs`. */
export class RateLimiter implements RequestBudget {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  take(key: string, now: number): number {
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.prune(now);
    }
    if (w.count >= this.limit) return secondsLeft(w.start, this.windowMs, now);
    w.count++;
    return 0;
  }

  private prune(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}

/** Expired windows are deleted once every this many takes of one instance. */
const SWEEP_EVERY = 500;

/**
 * The same fixed windows in the `request_budgets` table, one row per key (`prefix` + key). One atomic
 * upsert per request — a new or expired window starts at 1, else the count goes up by one — and the
 * request is allowed when the returned count is within `limit`; so concurrent requests on any number
 * of instances are allowed exactly `limit` times per window. Refused requests still count, which only
 * keeps the count above the limit until the window ends.
 */
export class DatabaseRateLimiter implements RequestBudget {
  private takes = 0;
  constructor(
    private readonly db: Db,
    private readonly prefix: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  async take(key: string, now: number): Promise<number> {
    const expired = sql`${requestBudgets.windowStart} <= ${now - this.windowMs}`;
    const [row] = await this.db
      .insert(requestBudgets)
      .values({ key: this.prefix + key, count: 1, windowStart: now })
      .onConflictDoUpdate({
        target: requestBudgets.key,
        set: {
          count: sql`case when ${expired} then 1 else ${requestBudgets.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${now} else ${requestBudgets.windowStart} end`,
        },
      })
      .returning({ count: requestBudgets.count, start: requestBudgets.windowStart });
    if (++this.takes % SWEEP_EVERY === 0) await this.sweep(now);
    if (!row || row.count <= this.limit) return 0;
    return secondsLeft(Number(row.start), this.windowMs, now);
  }

  /** Deletes windows that ended before `now` (keys under this limiter's prefix). */
  async sweep(now: number): Promise<void> {
    await this.db
      .delete(requestBudgets)
      .where(
        and(lt(requestBudgets.windowStart, now - this.windowMs), like(requestBudgets.key, `${this.prefix}%`)),
      );
  }
}
