/**
 * Monthly note quota (requirements "Note quota"; decision 010): the notes a teacher generated since
 * the start of the current month (first day, 00:00 in the teacher's time zone) are counted, deleted
 * ones included.
 *
 * - Pro and active trial: unlimited.
 * - Free (any other plan): `FREE_NOTE_LIMIT` (10) notes per month, counted from the first day of the
 *   month, 00:00 in the teacher's time zone.
 * - Expired trial: generation is blocked.
 */
import { TZDate } from "@date-fns/tz";
import { startOfMonth } from "date-fns";
import type { PlanState } from "../contracts/me.ts";

/** Free note limit: 10 per month (requirements "Note quota"). */
export const FREE_NOTE_LIMIT = 10;

/** Why generation is refused: the free monthly limit is used up, or the trial has ended. */
export type QuotaRefusal = "limit_reached" | "trial_expired";

export interface NoteQuota {
  /** Notes allowed this month: `FREE_NOTE_LIMIT` for free, 0 for an expired trial, null = unlimited. */
  limit: number | null;
  /** Notes generated since the start of the month (deleted ones still count). */
  used: number;
  /** Notes left this month (never below 0); null = unlimited. */
  remaining: number | null;
  canGenerate: boolean;
  /** Set when `canGenerate` is false. */
  reason?: QuotaRefusal;
}

/** True when `timeZone` is an IANA zone name this runtime knows. */
export function isValidTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The first day of the month containing `now`, 00:00, in the IANA zone `timeZone` (requirements "Note quota"), as a
 * UTC instant. A missing or unknown zone counts as UTC.
 * Example: now = 2026-11-01T06:30Z in America/Los_Angeles (still 31 Oct, 23:30 there) →
 * 2026-10-01T07:00:00.000Z.
 */
export function monthStart(now: Date, timeZone?: string | null): Date {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  return new Date(startOfMonth(new TZDate(now.getTime(), zone)).getTime());
}

/**
 * The note limits of requirements "Note quota" for a plan state and the number of notes generated this month.
 * @param usedThisMonth notes created since `monthStart` (a count, ≥ 0).
 */
export function noteQuota({
  state,
  usedThisMonth,
  freeLimit = FREE_NOTE_LIMIT,
}: {
  state: PlanState;
  usedThisMonth: number;
  /** The free plan's monthly limit; staff may change it (requirements "Admin area"). */
  freeLimit?: number;
}): NoteQuota {
  const used = Math.max(0, usedThisMonth);
  if (state === "pro" || state === "active_trial") {
    return { limit: null, used, remaining: null, canGenerate: true };
  }
  if (state === "expired_trial") {
    return { limit: 0, used, remaining: 0, canGenerate: false, reason: "trial_expired" };
  }
  const remaining = Math.max(0, freeLimit - used);
  return remaining > 0
    ? { limit: freeLimit, used, remaining, canGenerate: true }
    : { limit: freeLimit, used, remaining, canGenerate: false, reason: "limit_reached" };
}

/**
 * The sentence a teacher reads when generation is refused, naming how many notes were used.
 * The words are ours (requirements "Note quota" lists them).
 */
export function quotaRefusalMessage(quota: NoteQuota): string {
  if (quota.reason === "trial_expired") {
    return "Your Pro trial has ended, so new notes cannot be generated. Upgrade to Pro to keep generating notes.";
  }
  const limit = quota.limit ?? FREE_NOTE_LIMIT;
  return `You have used ${quota.used} of ${limit} free notes this month. Deleted notes still count. Upgrade to Pro for unlimited notes, or generate more from the first day of next month.`;
}
