/**
 * Sign-in limiting per account (requirements "Rate limits"), beside the per-address limit the auth
 * library keeps in the database: after `maxFailures` wrong passwords for one e-mail address within
 * `windowMs`, every sign-in to that account is refused with 429 until the window ends, from any address.
 *
 * The server keeps the counts in the database (`DatabaseSignInLimiter`, in the auth library's
 * `rate_limit` table under a key of its own), so several servers on one PostgreSQL count together and
 * a restart forgets nothing; `SignInLimiter` keeps them in memory (one process, tests).
 */
import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimit } from "../db/schema/index.ts";

/** What the auth route needs of a per-account limiter (either kind). */
export interface AccountSignInLimiter {
  /** Seconds until `key` may try again (≥ 1), or 0 when it may try now. */
  blockedFor(key: string, now: number): number | Promise<number>;
  /** Counts one failed sign-in for `key`. */
  fail(key: string, now: number): void | Promise<void>;
}

/** Wrong passwords allowed per account per window (requirements "Rate limits"). */
export const ACCOUNT_MAX_FAILURES = 10;
/** The per-account window: 15 minutes. */
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

/** Failed sign-ins per key (a lower-cased e-mail address), in fixed windows, in this process's memory. */
export class SignInLimiter implements AccountSignInLimiter {
  private readonly failures = new Map<string, { start: number; count: number }>();
  constructor(
    readonly maxFailures = ACCOUNT_MAX_FAILURES,
    readonly windowMs = ACCOUNT_WINDOW_MS,
  ) {}

  /** Seconds until `key` may try again (≥ 1), or 0 when it may try now. */
  blockedFor(key: string, now: number): number {
    const w = this.failures.get(key);
    if (!w || now - w.start >= this.windowMs || w.count < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000));
  }

  /** Counts one failed sign-in for `key`. */
  fail(key: string, now: number): void {
    let w = this.failures.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.failures.set(key, w);
      if (this.failures.size > 10_000) this.prune(now);
    }
    w.count++;
  }

  private prune(now: number) {
    for (const [k, w] of this.failures) if (now - w.start >= this.windowMs) this.failures.delete(k);
  }
}

/** Seconds left in a window that started at `start` (ms), at least 1. */
const secondsLeft = (start: number, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((start + windowMs - now) / 1000));

/**
 * The same fixed windows kept in the `rate_limit` table, one row per account: `key` is
 * `account-sign-in:` + SHA-256 of the address (the address itself is not stored), `count` the failures
 * in the window, `last_request` the window's start (ms). One atomic upsert per failure, so servers
 * sharing the database never lose a count.
 */
export class DatabaseSignInLimiter implements AccountSignInLimiter {
  constructor(
    private readonly db: Db,
    readonly maxFailures = ACCOUNT_MAX_FAILURES,
    readonly windowMs = ACCOUNT_WINDOW_MS,
  ) {}

  private rowKey(key: string): string {
    return `account-sign-in:${createHash("sha256").update(key, "utf8").digest("base64url")}`;
  }

  async blockedFor(key: string, now: number): Promise<number> {
    const [row] = await this.db
      .select({ count: rateLimit.count, start: rateLimit.lastRequest })
      .from(rateLimit)
      .where(eq(rateLimit.key, this.rowKey(key)))
      .limit(1);
    if (!row) return 0;
    const start = Number(row.start);
    if (now - start >= this.windowMs || row.count < this.maxFailures) return 0;
    return secondsLeft(start, this.windowMs, now);
  }

  async fail(key: string, now: number): Promise<void> {
    const expired = sql`${rateLimit.lastRequest} <= ${now - this.windowMs}`;
    await this.db
      .insert(rateLimit)
      .values({ id: randomUUID(), key: this.rowKey(key), count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
        },
      });
  }
}
