/**
 * Opening the provider's pages (requirements "Plans and trial"): Stripe Checkout for the upgrade
 * and the customer portal for "Manage billing". Both need the billing settings; without them the
 * server answers 503 `BILLING_NOT_CONFIGURED` and never pretends to take a payment.
 */
import { eq } from "drizzle-orm";
import type { ProPrice } from "../../../shared/contracts/billing.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type { Db } from "../../db/client.ts";
import { subscriptions, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { BillingConfig } from "./billing-config.ts";

/** The message of a billing call on a server without the settings. */
export const NOT_CONFIGURED_MESSAGE =
  "Billing is not configured on this server. An administrator can grant Pro instead.";

/** The page the provider sends the teacher back to after paying (polls until the webhook landed). */
export const PAYMENT_SUCCESS_PATH = "/payment-success";
/** The billing page (cancel and portal return). */
export const BILLING_PATH = "/dashboard/account/billing";

/** The settings, or 503 when this server has none. */
export function requireBilling(config: BillingConfig | undefined): BillingConfig {
  if (!config) throw new AppError(503, ErrorCode.BILLING_NOT_CONFIGURED, NOT_CONFIGURED_MESSAGE);
  return config;
}

const INTERVALS = ["day", "week", "month", "year"] as const;
const isInterval = (value: unknown): value is ProPrice["interval"] & string =>
  INTERVALS.includes(value as (typeof INTERVALS)[number]);

/** How long a price read from the provider is used before it is asked again (milliseconds). */
const PRICE_FRESH_MS = 10 * 60 * 1000;
/** How long a failed price read waits before the provider is asked again (milliseconds). */
const PRICE_RETRY_MS = 60 * 1000;
/** The longest a price read may hold up the billing status (milliseconds). */
const PRICE_TIMEOUT_MS = 3_000;

/**
 * Reads Pro's price from the provider (the Stripe price `priceId`: `unit_amount`, `currency`,
 * `recurring.interval`) for the billing status (requirements "Plans and trial": the price wherever Pro
 * is offered), kept 10 minutes in this process so a page view does not cost a provider call.
 * @returns a reader answering the price, or null without billing settings, when the provider cannot be
 *   reached within 3 s (asked again after a minute) or when the price has no fixed amount. Never throws.
 */
export function createProPriceReader(
  config: BillingConfig | undefined,
  now: () => number = Date.now,
): () => Promise<ProPrice | null> {
  let kept: { price: ProPrice | null; until: number } | null = null;
  return async () => {
    if (!config) return null;
    if (kept && kept.until > now()) return kept.price;
    try {
      const price = await config.stripe.prices.retrieve(config.priceId, undefined, {
        timeout: PRICE_TIMEOUT_MS,
      });
      const amount = price.unit_amount;
      const interval = price.recurring?.interval;
      const value: ProPrice | null =
        amount === null
          ? null
          : { amount, currency: price.currency, interval: isInterval(interval) ? interval : null };
      kept = { price: value, until: now() + PRICE_FRESH_MS };
      return value;
    } catch {
      // The page still offers the upgrade, without a price; the provider is asked again in a minute,
      // so an unreachable provider does not hold up every billing page.
      kept = { price: null, until: now() + PRICE_RETRY_MS };
      return null;
    }
  };
}

async function customerOf(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, customerId: subscriptions.providerCustomerId })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError(401, ErrorCode.UNAUTHENTICATED, "User not authenticated.");
  return row;
}

/**
 * A Checkout session for the Pro price, tied to `userId` (client_reference_id and metadata, so the
 * webhook knows whose payment it is).
 * @returns the Checkout page's URL.
 * @throws AppError 503 when billing is not configured; 502 when the provider cannot be reached.
 */
export async function createCheckout(
  db: Db,
  config: BillingConfig | undefined,
  userId: string,
): Promise<string> {
  const billing = requireBilling(config);
  const { email, customerId } = await customerOf(db, userId);
  try {
    const session = await billing.stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: billing.priceId, quantity: 1 }],
      client_reference_id: userId,
      metadata: { userId },
      subscription_data: { metadata: { userId } },
      ...(customerId ? { customer: customerId } : { customer_email: email }),
      success_url: `${billing.appUrl}${PAYMENT_SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${billing.appUrl}${BILLING_PATH}`,
    });
    if (!session.url) throw new Error("Checkout session without a URL");
    return session.url;
  } catch {
    throw new AppError(
      502,
      ErrorCode.BILLING_PROVIDER,
      "The payment provider could not be reached. Please try again.",
    );
  }
}

/**
 * A customer-portal session for the teacher's billing account.
 * @returns the portal's URL.
 * @throws AppError 503 (not configured), 409 (no billing account yet), 502 (provider unreachable).
 */
export async function createPortal(
  db: Db,
  config: BillingConfig | undefined,
  userId: string,
): Promise<string> {
  const billing = requireBilling(config);
  const { customerId } = await customerOf(db, userId);
  if (!customerId)
    throw new AppError(
      409,
      ErrorCode.NO_BILLING_ACCOUNT,
      "There is no billing account yet. Upgrade to Pro first.",
    );
  try {
    const portal = await billing.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${billing.appUrl}${BILLING_PATH}`,
    });
    return portal.url;
  } catch {
    throw new AppError(
      502,
      ErrorCode.BILLING_PROVIDER,
      "The payment provider could not be reached. Please try again.",
    );
  }
}

/** Provider statuses of a subscription that is already over. */
const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * Ends the teacher's paid subscription at the provider at once (account deletion: a deleted account
 * must not keep paying). Nothing to do without billing settings or without a live subscription.
 * @throws AppError 502 when the provider cannot be reached (the account is then not deleted).
 */
export async function cancelProviderSubscription(
  db: Db,
  config: BillingConfig | undefined,
  userId: string,
): Promise<void> {
  if (!config) return;
  const [row] = await db
    .select({ id: subscriptions.providerSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  if (!row?.id || ENDED.has(row.status)) return;
  try {
    await config.stripe.subscriptions.cancel(row.id);
  } catch {
    throw new AppError(
      502,
      ErrorCode.BILLING_PROVIDER,
      "The payment provider could not be reached. Please try again.",
    );
  }
}
