/**
 * The payment provider's webhook (requirements "Plans and trial"): `POST /api/v1/billing/webhook`.
 *
 * The body is checked against the `Stripe-Signature` header with the SDK (`constructEvent`, the
 * webhook secret, 5 minutes of tolerance); a bad or missing signature is 400 and changes nothing.
 * Each event is applied exactly once: its id goes into `billing_events` in the same transaction as
 * its changes, and an id already there is answered 200 without touching anything (a replay).
 *
 * Applied events:
 * - `checkout.session.completed` → paid Pro; the customer and subscription ids are stored;
 * - `customer.subscription.updated` → status, period end, cancel-at-period-end; Pro while the
 *   subscription is active, trialing or past_due, Free once it is canceled, unpaid or expired;
 * - `customer.subscription.deleted` → Free (a cancellation takes effect at the period end, when
 *   the provider deletes the subscription);
 * - `invoice.payment_failed` → status past_due (Pro stays while the provider retries).
 * Other event types are recorded and ignored.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type { Db } from "../../db/client.ts";
import { billingEvents, subscriptions, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { BillingConfig } from "./billing-config.ts";
import { recordPaymentStatus } from "./subscription.service.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Subscription statuses under which the teacher has Pro. */
const PRO_STATUSES = new Set(["active", "trialing", "past_due"]);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** What happened to one delivered event. */
export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/**
 * Verifies and applies one webhook delivery.
 * @throws AppError 400 `BAD_SIGNATURE` when the signature does not match the body.
 */
export async function handleWebhook(
  db: Db,
  config: BillingConfig,
  rawBody: string,
  signature: string | undefined,
  now: Date,
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = config.stripe.webhooks.constructEvent(rawBody, signature ?? "", config.webhookSecret);
  } catch {
    throw new AppError(400, ErrorCode.BAD_SIGNATURE, "The webhook signature does not match.");
  }
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (fresh.length === 0) return "duplicate";
    return applyEvent(tx, event, now);
  });
}

async function applyEvent(tx: Tx, event: Stripe.Event, now: Date): Promise<WebhookOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
      return checkoutCompleted(tx, event.data.object, now);
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionChanged(tx, event.data.object, event.type.endsWith("deleted"), now);
    case "invoice.payment_failed":
      return paymentFailed(tx, event.data.object, now);
    default:
      return "ignored";
  }
}

async function userIdOfCustomer(tx: Tx, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, customerId))
    .limit(1);
  return row?.userId ?? null;
}

/** `userId` when that account still exists, else null (an event for a deleted account is ignored). */
async function existingUser(tx: Tx, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? userId : null;
}

async function checkoutCompleted(
  tx: Tx,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<WebhookOutcome> {
  const userId = await existingUser(tx, session.client_reference_id ?? session.metadata?.userId);
  if (!userId) return "ignored";
  await recordPaymentStatus(
    tx,
    userId,
    {
      status: "active",
      pro: true,
      subscription: {
        cancelAtPeriodEnd: false,
        providerCustomerId: idOf(session.customer),
        providerSubscriptionId: idOf(session.subscription),
      },
    },
    now,
  );
  return "applied";
}

async function subscriptionChanged(
  tx: Tx,
  sub: Stripe.Subscription,
  deleted: boolean,
  now: Date,
): Promise<WebhookOutcome> {
  const customerId = idOf(sub.customer);
  const userId = await existingUser(tx, (await userIdOfCustomer(tx, customerId)) ?? sub.metadata?.userId);
  if (!userId) return "ignored";
  const status = deleted ? "canceled" : sub.status;
  const periodEnd = sub.items?.data?.[0]?.current_period_end;
  await recordPaymentStatus(
    tx,
    userId,
    {
      status,
      pro: !deleted && PRO_STATUSES.has(status),
      subscription: {
        cancelAtPeriodEnd: deleted ? false : sub.cancel_at_period_end,
        currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
        providerCustomerId: customerId,
        providerSubscriptionId: sub.id,
      },
    },
    now,
  );
  return "applied";
}

async function paymentFailed(tx: Tx, invoice: Stripe.Invoice, now: Date): Promise<WebhookOutcome> {
  const userId = await userIdOfCustomer(tx, idOf(invoice.customer));
  if (!userId) return "ignored";
  await recordPaymentStatus(tx, userId, { status: "past_due", pro: true }, now);
  return "applied";
}
