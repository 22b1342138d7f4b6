/**
 * The payment provider settings (requirements "Plans and trial"): Stripe through its official SDK.
 * Built once in `main.ts` from STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET; absent
 * when they are not set, and then the server offers no checkout at all.
 */
import Stripe from "stripe";
import type { Env } from "../../env.ts";
import type { BillingConfig } from "../../lib/hono-env.ts";

/** The settings' shape is declared with the app's other dependencies (lib/ imports no feature, decision 020). */
export type { BillingConfig };

/** Where the SDK sends its requests; tests point it at a fake server. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: "http" | "https";
}

/** A Stripe client for `secretKey`, with no retries and a 20 s timeout, optionally at `endpoint`. */
export function createStripeClient(secretKey: string, endpoint?: StripeEndpoint): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 0, timeout: 20_000, telemetry: false, ...endpoint });
}

/** The billing settings of `env`, or undefined when Stripe is not configured. */
export function billingConfigFromEnv(env: Env): BillingConfig | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PRICE_ID || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    stripe: createStripeClient(env.STRIPE_SECRET_KEY),
    priceId: env.STRIPE_PRICE_ID,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    appUrl: env.APP_URL,
  };
}
