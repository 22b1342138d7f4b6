/**
 * Sign-in limiting per account (requirements "Rate limits"), beside the per-address limit the auth
 * library keeps in the database: after `maxFailures` wrong passwords for one e-mail address within
 * `windowMs`, every sign-in to that account is refused with 429 until the window ends, from any address.
 * Kept in memory per server instance; a restart forgets the counts.
 */

/** Wrong passwords allowed per account per window (requirements "Rate limits"). */
export const ACCOUNT_MAX_FAILURES = 10;
/** The per-account window: 15 minutes. */
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

/** Failed sign-ins per key (a lower-cased e-mail address), in fixed windows. */
export class SignInLimiter {
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
