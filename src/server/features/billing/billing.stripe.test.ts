/**
 * Billing against a fake Stripe API (requirements "Plans and trial"): Checkout and the portal
 * through the official SDK, and the signed webhook applied exactly once. Webhook bodies are signed
 * with the SDK's `webhooks.generateTestHeaderString`.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingStatus } from "../../../shared/contracts/billing.ts";
import type { Profile } from "../../../shared/contracts/me.ts";
import { billingEvents, subscriptions, users } from "../../db/schema/index.ts";
import { createHarness, type Harness, TEST_ORIGIN, type TestUser } from "../../test/harness.ts";
import type { BillingConfig } from "./billing-config.ts";
import { createProPriceReader } from "./checkout.service.ts";
import { type FakeStripe, startFakeStripe } from "./fake-stripe-server.ts";

const SECRET = "whsec_test_secret";
const NOW = new Date("2026-03-10T15:00:00Z");
let h: Harness;
let fake: FakeStripe;
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  fake = await startFakeStripe();
  h = await createHarness({
    now: NOW,
    billing: {
      stripe: fake.client(),
      priceId: "price_pro_monthly",
      webhookSecret: SECRET,
      appUrl: TEST_ORIGIN,
    },
  });
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

let eventCount = 0;
/** A Stripe event of `type` around `object`, with a fresh id unless given. */
const event = (type: string, object: Record<string, unknown>, id = `evt_${++eventCount}`) =>
  JSON.stringify({
    id,
    object: "event",
    type,
    data: { object },
    api_version: "2026-10-28.endive",
    created: 1,
  });

/** POSTs `body` to the webhook, signed with `secret`. */
function deliver(body: string, secret = SECRET) {
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret });
  return h.app.request("/api/v1/billing/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
}

const planOf = async (t: TestUser) => ((await (await t.get("/api/v1/me")).json()) as Profile).plan;
const billingOf = async (t: TestUser) => (await (await t.get("/api/v1/billing")).json()) as BillingStatus;

/** A teacher who finished Checkout: customer `cus_<n>`, subscription `sub_<n>`. */
async function paidTeacher(n: number) {
  const t = await h.signUp();
  const res = await deliver(
    event("checkout.session.completed", {
      id: `cs_${n}`,
      object: "checkout.session",
      client_reference_id: t.id,
      customer: `cus_${n}`,
      subscription: `sub_${n}`,
      metadata: { userId: t.id },
    }),
  );
  expect(res.status).toBe(200);
  return t;
}

const subscription = (n: number, over: Record<string, unknown>) => ({
  id: `sub_${n}`,
  object: "subscription",
  customer: `cus_${n}`,
  status: "active",
  cancel_at_period_end: false,
  metadata: {},
  items: { object: "list", data: [{ id: `si_${n}`, current_period_end: 1_775_000_000 }] },
  ...over,
});

describe("Pro's price (requirements 'Plans and trial')", () => {
  it("comes with the billing status, read once from the Stripe price and then kept", async () => {
    const t = await h.signUp();
    const reads = () =>
      fake.requests.filter((r) => r.method === "GET" && r.path === "/v1/prices/price_pro_monthly").length;
    const price = { amount: 900, currency: "usd", interval: "month" };
    // Two requests reach every instance (one, or two behind the round-robin proxy): each reads it once.
    for (const _ of [1, 2]) expect((await billingOf(t)).price).toEqual(price);
    const first = reads();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(h.served()?.length ?? 1);
    for (const _ of [1, 2]) expect((await billingOf(t)).price).toEqual(price);
    expect(reads()).toBe(first);
  });
});

describe("Checkout and the portal", () => {
  it("Upgrade opens Stripe Checkout for the Pro price, tied to the teacher", async () => {
    const t = await h.signUp();
    expect((await billingOf(t)).configured).toBe(true);
    const res = await t.post("/api/v1/billing/checkout");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/cs_test_\d+$/),
    });
    const call = fake.requests.at(-1);
    expect(call).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(call?.authorization).toBe("Bearer sk_test_fake");
    expect(call?.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_pro_monthly",
      client_reference_id: t.id,
      customer_email: t.email,
      success_url: `${TEST_ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    });
  });

  it("Manage billing needs a billing account, then opens the portal for that customer", async () => {
    const t = await h.signUp();
    const none = await t.post("/api/v1/billing/portal");
    expect(none.status).toBe(409);
    const paid = await paidTeacher(90);
    const res = await paid.post("/api/v1/billing/portal");
    expect(res.status).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/v1/billing_portal/sessions",
      form: { customer: "cus_90" },
    });
  });

  it("a provider that cannot be reached answers 502 with a message to try again", async () => {
    const t = await h.signUp();
    fake.setFailing(true);
    try {
      const res = await t.post("/api/v1/billing/checkout");
      expect(res.status).toBe(502);
    } finally {
      fake.setFailing(false);
    }
  });
});

describe("POST /api/v1/billing/webhook", () => {
  it("checkout.session.completed makes the teacher Pro and stores the provider ids", async () => {
    const t = await paidTeacher(1);
    expect(await planOf(t)).toMatchObject({ state: "pro", noteLimit: null, canGenerate: true });
    const [row] = await h.db.select().from(subscriptions).where(eq(subscriptions.userId, t.id));
    expect(row).toMatchObject({
      plan: "pro",
      status: "active",
      providerCustomerId: "cus_1",
      providerSubscriptionId: "sub_1",
    });
    expect(await billingOf(t)).toMatchObject({ state: "pro", hasBillingAccount: true, status: "active" });
  });

  it("a bad signature is 400 and changes nothing", async () => {
    const t = await h.signUp();
    const body = event("checkout.session.completed", {
      object: "checkout.session",
      client_reference_id: t.id,
      customer: "cus_x",
    });
    const res = await deliver(body, "whsec_someone_else");
    expect(res.status).toBe(400);
    const unsigned = await h.app.request("/api/v1/billing/webhook", { method: "POST", body });
    expect(unsigned.status).toBe(400);
    expect(await planOf(t)).toMatchObject({ state: "free" });
    const id = (JSON.parse(body) as { id: string }).id;
    expect(await h.db.select().from(billingEvents).where(eq(billingEvents.id, id))).toHaveLength(0);
  });

  it("a replayed event changes nothing", async () => {
    const t = await h.signUp();
    const body = event("checkout.session.completed", {
      object: "checkout.session",
      client_reference_id: t.id,
      customer: "cus_2",
      subscription: "sub_2",
    });
    expect(await (await deliver(body)).json()).toEqual({ received: true, outcome: "applied" });
    // Someone changes the plan in between; a replay of the old event must not undo that.
    await h.db.update(users).set({ planType: "free" }).where(eq(users.id, t.id));
    const again = await deliver(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await planOf(t)).toMatchObject({ state: "free" });
  });

  it("cancellation keeps Pro until the period ends, then the deletion returns the teacher to Free", async () => {
    const t = await paidTeacher(3);
    await deliver(event("customer.subscription.updated", subscription(3, { cancel_at_period_end: true })));
    expect(await planOf(t)).toMatchObject({ state: "pro" });
    expect(await billingOf(t)).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(1_775_000_000 * 1000).toISOString(),
    });

    await deliver(event("customer.subscription.deleted", subscription(3, { status: "canceled" })));
    expect(await planOf(t)).toMatchObject({ state: "free", noteLimit: 10 });
    expect(await billingOf(t)).toMatchObject({ state: "free", status: "canceled", cancelAtPeriodEnd: false });
  });

  it("invoice.payment_failed marks the subscription past due; Pro stays while the provider retries", async () => {
    const t = await paidTeacher(4);
    await deliver(event("invoice.payment_failed", { id: "in_4", object: "invoice", customer: "cus_4" }));
    expect(await planOf(t)).toMatchObject({ state: "pro" });
    expect((await billingOf(t)).status).toBe("past_due");
    const [user] = await h.db.select().from(users).where(eq(users.id, t.id));
    expect(user?.subscriptionStatus).toBe("past_due");
  });

  it("a subscription that becomes unpaid returns the teacher to Free", async () => {
    const t = await paidTeacher(5);
    await deliver(event("customer.subscription.updated", subscription(5, { status: "unpaid" })));
    expect(await planOf(t)).toMatchObject({ state: "free" });
  });

  it("deleting a paying teacher's account cancels the subscription at Stripe first", async () => {
    const t = await paidTeacher(6);
    const res = await t.raw("DELETE", "/api/v1/me", JSON.stringify({ password: "correct-horse" }));
    expect(res.status).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ method: "DELETE", path: "/v1/subscriptions/sub_6" });
    expect(await h.db.select().from(users).where(eq(users.id, t.id))).toHaveLength(0);
  });

  it("when Stripe cannot be reached the account is not deleted (502)", async () => {
    const t = await paidTeacher(7);
    fake.setFailing(true);
    try {
      const res = await t.raw("DELETE", "/api/v1/me", JSON.stringify({ password: "correct-horse" }));
      expect(res.status).toBe(502);
    } finally {
      fake.setFailing(false);
    }
    expect(await planOf(t)).toMatchObject({ state: "pro" });
  });

  it("other event types are recorded and ignored", async () => {
    const res = await deliver(event("customer.created", { id: "cus_new", object: "customer" }));
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
  });
});

describe("Pro's price when the provider cannot be reached", () => {
  it("answers null at once and asks the provider again only after a minute", async () => {
    let asked = 0;
    let clock = 0;
    const config = {
      stripe: {
        prices: {
          retrieve: async (_id: string, _params: unknown, options?: { timeout?: number }) => {
            asked++;
            expect(options?.timeout).toBeLessThanOrEqual(3_000);
            throw new Error("connection refused");
          },
        },
      },
      priceId: "price_pro_monthly",
      webhookSecret: "whsec_test",
    } as unknown as BillingConfig;
    const read = createProPriceReader(config, () => clock);
    expect(await read()).toBeNull();
    expect(await read()).toBeNull();
    expect(asked).toBe(1);
    clock += 61_000;
    expect(await read()).toBeNull();
    expect(asked).toBe(2);
  });
});
