/**
 * Billing API contract (requirements "Plans and trial").
 */
import { z } from "zod";
import { PLAN_STATES } from "./me.ts";

/**
 * The Pro plan's price as the payment provider holds it (the Stripe price of `STRIPE_PRICE_ID`):
 * `amount` in the currency's minor unit (cents), `currency` an ISO 4217 code (Stripe writes it in
 * lower case), `interval` the billing period of a recurring price, null for a one-time price.
 */
export const proPriceSchema = z.object({
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3).max(3),
  interval: z.enum(["day", "week", "month", "year"]).nullable(),
});
export type ProPrice = z.infer<typeof proPriceSchema>;

/** GET /api/v1/billing answer: the plan as the teacher sees it, and what the server can do. */
export const billingStatusSchema = z.object({
  /** False when this server has no payment provider settings: no checkout, no portal. */
  configured: z.boolean(),
  state: z.enum(PLAN_STATES),
  /** Whole days left in the trial (rounded up); null outside a trial. */
  daysRemaining: z.number().nullable(),
  trialEndsAt: z.string().nullable(),
  /** The subscription's provider status: inactive, trialing, active, past_due or canceled. */
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  /** True when a paid subscription ends at `currentPeriodEnd` (cancelled in the portal). */
  cancelAtPeriodEnd: z.boolean(),
  /** True when the provider knows this teacher (the portal can open). */
  hasBillingAccount: z.boolean(),
  /** True when this address has already had its one trial. */
  trialUsed: z.boolean(),
  /** Pro's price; null without billing settings, or when the provider could not be asked. */
  price: proPriceSchema.nullable(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** POST /api/v1/billing/checkout and /portal answer: the provider page to open. */
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** POST /api/v1/billing/trial 409 messages (requirements "Plans and trial"). */
export const TRIAL_USED_MESSAGE = "This account has already had its 14-day free trial.";
export const ALREADY_PRO_MESSAGE = "Your account already has Pro.";
