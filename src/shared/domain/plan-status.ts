/**
 * Plan status (requirements "Plans and trial").
 *
 * The stored profile holds `plan_type`, `trial_end_date` and `subscription_start_date`. From them:
 * - plan_type "pro" with a trial_end_date → "active_trial" until that instant, "expired_trial" from it on;
 * - plan_type "pro" without a trial_end_date but with a subscription_start_date → a trial of
 *   `TRIAL_DAYS` (14) days from the start, then "expired_trial";
 * - any other plan_type (and "pro" with neither date) is returned as is.
 * The client state is one of pro, active_trial, expired_trial, or free for anything else; "pro" only
 * when the user is in neither a trial nor an expired trial. Days remaining are rounded up, minimum 0.
 */
import { tz } from "@date-fns/tz";
import { addDays } from "date-fns";
import type { PlanState } from "../contracts/me.ts";

/** Trial length: 14 days from subscription start when no trial end is stored (requirements "Plans and trial"). */
export const TRIAL_DAYS = 14;

/** The plan_type that carries a trial (requirements "Plans and trial"). */
export const PRO_PLAN = "pro";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The plan columns of a `users` row (requirements "Profile"). Dates may be `Date`s or ISO strings; bad ones count as absent. */
export interface PlanColumns {
  planType: string | null | undefined;
  trialEndDate: Date | string | null | undefined;
  subscriptionStartDate: Date | string | null | undefined;
}

export interface PlanStatus {
  /** The raw status (requirements "Plans and trial"): "active_trial", "expired_trial", or the stored plan_type as is ("" when none). */
  status: string;
  /** The client's subscription state (requirements "Plans and trial"). */
  state: PlanState;
  /** When the trial ends (stored, or start + 14 days); null when the status is not a trial. */
  trialEndsAt: Date | null;
  /**
   * Whole days left in the trial, rounded up, minimum 0 (requirements "Plans and trial"). 0 for an expired trial; null when
   * the user is not in a trial (pro, free, other).
   */
  daysRemaining: number | null;
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * When the trial of these plan columns ends, or null when they describe no trial (requirements "Plans and trial").
 * The 14 days of a derived trial are 14 × 24 hours after the start instant.
 */
export function trialEnd(plan: PlanColumns): Date | null {
  if (plan.planType !== PRO_PLAN) return null;
  const stored = toDate(plan.trialEndDate);
  if (stored) return stored;
  const start = toDate(plan.subscriptionStartDate);
  // addDays on a UTC instant: exactly 14 × 24 h, whatever the server's own time zone.
  return start ? new Date(addDays(start, TRIAL_DAYS, { in: tz("UTC") }).getTime()) : null;
}

/**
 * The plan status (requirements "Plans and trial") at the instant `now`.
 * @returns the raw status, the client state, the trial end and the days remaining (see `PlanStatus`).
 */
export function planStatus(plan: PlanColumns, now: Date): PlanStatus {
  const end = trialEnd(plan);
  if (end) {
    const msLeft = end.getTime() - now.getTime();
    if (msLeft > 0) {
      return {
        status: "active_trial",
        state: "active_trial",
        trialEndsAt: end,
        daysRemaining: Math.max(0, Math.ceil(msLeft / DAY_MS)),
      };
    }
    return { status: "expired_trial", state: "expired_trial", trialEndsAt: end, daysRemaining: 0 };
  }
  const status = plan.planType ?? "";
  return { status, state: subscriptionState(status), trialEndsAt: null, daysRemaining: null };
}

/**
 * The client's subscription state for a raw status (requirements "Plans and trial"): pro, active_trial, expired_trial, or
 * free for any other value.
 */
export function subscriptionState(status: string): PlanState {
  if (status === PRO_PLAN || status === "active_trial" || status === "expired_trial") return status;
  return "free";
}
