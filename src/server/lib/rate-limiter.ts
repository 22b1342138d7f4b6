/**
 * Per-key request budgets (requirements "Rate limits"): fixed windows of at most `limit` tries per
 * `windowMs`. The server keeps them in the database (`DatabaseRateLimiter`), so several app
 * instances on one PostgreSQL count together (architecture "Two ways to run"); `RateLimiter` keeps
 * them in this process's memory. Two ways to spend a budget:
 * - `take`: every request counts (the AI budget; the middleware is `rateLimit` in `ai/ai-rate-limit.ts`);
 * - `reserve`: a try is reserved before the guarded work and may be given back afterwards (a right
 *   password, a ticket that was not created), so "failures count" rules hold under parallel
 *   requests too: the work never runs more than `limit` times in a window (`spendTry`).
 */
import { and, eq, gt, like, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { requestBudgets } from "../db/schema/index.ts";

/** What the middleware needs of a budget (either kind). */
export interface RequestBudget {
  readonly limit: number;
  readonly windowMs: number;
  /** Counts one request; resolves to 0 when allowed, else the seconds until the window resets (≥ 1). */
  take(key: string, now: number): number | Promise<number>;
}

/** One try taken from a budget by `AttemptBudget.reserve`. */
export type Attempt =
  | {
      readonly allowed: true;
      /** Returns the try to the budget (only within the window it was taken in; at most once). */
      giveBack(): Promise<void>;
    }
  | {
      readonly allowed: false;
      /** Seconds until the window ends (at least 1), for `Retry-After`. */
      readonly retryAfterSeconds: number;
    };

/** A budget whose tries are reserved before the work they guard, and may be given back after it. */
export interface AttemptBudget {
  readonly limit: number;
  readonly windowMs: number;
  /**
   * Takes one try for `key` at `now` (ms) in one atomic step: allowed while fewer than `limit` tries
   * are held in the window, else refused (a refused try holds nothing).
   */
  reserve(key: string, now: number): Promise<Attempt>;
}

/** How a guarded step ended, for `spendTry`'s `keep`. */
export type StepOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs `step` on one try of `budget` for `key` (requirements "Rate limits"): the try is reserved
 * first, so however many requests run in parallel, `step` runs at most `limit` times per window;
 * afterwards the try is kept when `keep(outcome)` says so (a wrong password, a ticket created) and
 * given back otherwise.
 * @param now the clock, ms since the epoch.
 * @returns what `step` returned.
 * @throws `refused(retryAfterSeconds)` when no try is left; else whatever `step` threw.
 */
export async function spendTry<T>(
  budget: AttemptBudget,
  key: string,
  now: number,
  step: () => Promise<T>,
  options: { keep: (outcome: StepOutcome<T>) => boolean; refused: (retryAfterSeconds: number) => Error },
): Promise<T> {
  const attempt = await budget.reserve(key, now);
  if (!attempt.allowed) throw options.refused(attempt.retryAfterSeconds);
  let outcome: StepOutcome<T>;
  try {
    outcome = { ok: true, value: await step() };
  } catch (error) {
    outcome = { ok: false, error };
  }
  if (!options.keep(outcome)) await attempt.giveBack();
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
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
 * The same fixed windows in the `request_budgets` table, one row per key (`prefix` + key): `count`
 * the tries held in the window that started at `window_start` (ms). A try is one atomic statement
 * (`INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING`): a new or ended window starts at 1, else
 * the count goes up only while it is under `limit`; no row back means refused. PostgreSQL locks the
 * row and checks the condition again on its latest version, so any number of parallel requests on
 * any number of instances hold at most `limit` tries per window. A try given back lowers the count
 * of the window it was taken in. The limiter keeps the database handle it was built with: a try is
 * never part of a request's transaction, so it is not undone when that request fails.
 */
export class DatabaseRateLimiter implements RequestBudget, AttemptBudget {
  private takes = 0;
  constructor(
    private readonly db: Db,
    private readonly prefix: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one request (see `RequestBudget.take`): 0 when allowed, else the seconds to wait. */
  async take(key: string, now: number): Promise<number> {
    const attempt = await this.reserve(key, now);
    return attempt.allowed ? 0 : attempt.retryAfterSeconds;
  }

  async reserve(key: string, now: number): Promise<Attempt> {
    const rowKey = this.prefix + key;
    const ended = sql`${requestBudgets.windowStart} <= ${now - this.windowMs}`;
    const [row] = await this.db
      .insert(requestBudgets)
      .values({ key: rowKey, count: 1, windowStart: now })
      .onConflictDoUpdate({
        target: requestBudgets.key,
        set: {
          count: sql`case when ${ended} then 1 else ${requestBudgets.count} + 1 end`,
          windowStart: sql`case when ${ended} then ${now} else ${requestBudgets.windowStart} end`,
        },
        setWhere: sql`${ended} or ${requestBudgets.count} < ${this.limit}`,
      })
      .returning({ start: requestBudgets.windowStart });
    if (++this.takes % SWEEP_EVERY === 0) await this.sweep(now);
    if (row) {
      const start = Number(row.start);
      let held = true;
      return {
        allowed: true,
        giveBack: async () => {
          if (!held) return;
          held = false;
          await this.db
            .update(requestBudgets)
            .set({ count: sql`${requestBudgets.count} - 1` })
            .where(
              and(
                eq(requestBudgets.key, rowKey),
                eq(requestBudgets.windowStart, start),
                gt(requestBudgets.count, 0),
              ),
            );
        },
      };
    }
    // Refused: the window's start only says how long to wait.
    const [current] = await this.db
      .select({ start: requestBudgets.windowStart })
      .from(requestBudgets)
      .where(eq(requestBudgets.key, rowKey));
    return {
      allowed: false,
      retryAfterSeconds: secondsLeft(Number(current?.start ?? now), this.windowMs, now),
    };
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
