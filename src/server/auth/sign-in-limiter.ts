/**
 * Password guesses per account (requirements "Rate limits"), beside the per-address limits the auth
 * library keeps: at most `ACCOUNT_MAX_FAILURES` wrong passwords per account within
 * `ACCOUNT_WINDOW_MS`, then 429 until the window ends, from any address.
 *
 * Every check of a password takes one try of the account's budget BEFORE the password is checked
 * (`AttemptBudget.reserve`, one atomic statement) and gives it back when the password was right, so
 * parallel requests never get more than the limit checked. A teacher's budget is shared by every
 * place that checks the teacher's password: sign-in, the password change and the library's other
 * checks of the signed-in teacher's password (`auth-route.ts`), and account deletion
 * (`features/account`); staff keep their own keys (`features/admin`).
 *
 * The counts live in the `request_budgets` table under `password-guess:` + SHA-256 of the key, so
 * servers sharing a database count together, a restart forgets nothing, and no address is stored.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/client.ts";
import { type AttemptBudget, DatabaseRateLimiter } from "../lib/rate-limiter.ts";

/** Wrong passwords allowed per account per window (requirements "Rate limits"). */
export const ACCOUNT_MAX_FAILURES = 10;
/** The per-account window: 15 minutes. */
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

/** The budget key of a teacher's password: the e-mail address, trimmed and lower-cased. */
export function teacherPasswordKey(email: string): string {
  return `teacher:${email.trim().toLowerCase()}`;
}

/**
 * The password-guess budget over `db`: `ACCOUNT_MAX_FAILURES` tries per `ACCOUNT_WINDOW_MS` per key
 * (e.g. `teacherPasswordKey(email)`), stored under a digest of the key. Limiters built over one
 * database share the counts.
 */
export function createPasswordGuessLimiter(db: Db): AttemptBudget {
  const budget = new DatabaseRateLimiter(db, "password-guess:", ACCOUNT_MAX_FAILURES, ACCOUNT_WINDOW_MS);
  return {
    limit: budget.limit,
    windowMs: budget.windowMs,
    reserve: (key, now) => budget.reserve(createHash("sha256").update(key, "utf8").digest("base64url"), now),
  };
}

/** The words of a 429 for too many wrong passwords, with the wait rounded up to whole minutes. */
export function tooManyPasswordsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong passwords for this account. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before trying again.`;
}

/** Mails (reset links, confirmation links) one address may be sent per window (requirements "Rate limits"). */
export const ADDRESS_MAX_MAILS = 5;
/** The per-address mail window: one hour. */
export const ADDRESS_MAIL_WINDOW_MS = 60 * 60_000;

/**
 * The mail budget over `db` (requirements "Rate limits"): `ADDRESS_MAX_MAILS` requests for a reset or
 * confirmation link per `ADDRESS_MAIL_WINDOW_MS` per address (trimmed, lower-cased), whatever client
 * address asks, so one mailbox cannot be flooded from many machines. Counted before the library looks
 * the address up, known or not, so the answer says nothing about whether an account exists. Stored
 * under `mail-request:` + SHA-256 of the address.
 */
export function createMailRequestLimiter(db: Db): AttemptBudget {
  const budget = new DatabaseRateLimiter(db, "mail-request:", ADDRESS_MAX_MAILS, ADDRESS_MAIL_WINDOW_MS);
  return {
    limit: budget.limit,
    windowMs: budget.windowMs,
    reserve: (email, now) =>
      budget.reserve(
        createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("base64url"),
        now,
      ),
  };
}

/** The words of a 429 for too many mails to one address, with the wait rounded up to whole minutes. */
export function tooManyMailsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many emails were asked for this address. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before asking again.`;
}
