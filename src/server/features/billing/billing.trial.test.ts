/**
 * The Pro trial at sign-up, one per address ever, and a server without billing settings
 * (requirements "Plans and trial", "Account deletion").
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BillingStatus } from "../../../shared/contracts/billing.ts";
import type { Profile } from "../../../shared/contracts/me.ts";
import { auditLog, emailBlacklist, subscriptions, trialLedger, users } from "../../db/schema/index.ts";
import { SYSTEM_ACTOR_ID, systemActor } from "../../lib/actor.ts";
import type { TestUser } from "../../test/harness.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { grantPro } from "./subscription.service.ts";

const NOW = new Date("2026-03-10T15:00:00Z");

const h = setUpHarness({ now: NOW });

const profile = async (res: Response) => (await res.json()) as Profile;

describe("the 14-day trial (requirements 'Plans and trial')", () => {
  it("sign-up with plan pro records the start and a trial end 14 days later", async () => {
    const t = await h.signUp({ plan: "pro" });
    const me = await profile(await t.get("/api/v1/me"));
    expect(me).toMatchObject({
      planType: "pro",
      subscriptionStatus: "trialing",
      subscriptionStartDate: NOW.toISOString(),
      trialEndDate: "2026-03-24T15:00:00.000Z",
      plan: { state: "active_trial", daysRemaining: 14, noteLimit: null, canGenerate: true },
    });
    const [sub] = await h.db.select().from(subscriptions).where(eq(subscriptions.userId, t.id));
    expect(sub).toMatchObject({ plan: "pro", status: "trialing", trialStart: NOW });
    const billing = (await (await t.get("/api/v1/billing")).json()) as BillingStatus;
    expect(billing).toMatchObject({
      state: "active_trial",
      daysRemaining: 14,
      trialUsed: true,
      configured: false,
    });
  });

  it("days remaining count down and the trial expires by the plan-status rule", async () => {
    const t = await h.signUp({ plan: "pro" });
    h.setNow(new Date("2026-03-23T16:00:00Z"));
    expect((await profile(await t.get("/api/v1/me"))).plan).toMatchObject({
      state: "active_trial",
      daysRemaining: 1,
    });
    h.setNow(new Date("2026-03-24T15:00:00Z"));
    expect((await profile(await t.get("/api/v1/me"))).plan).toMatchObject({
      state: "expired_trial",
      daysRemaining: 0,
      canGenerate: false,
    });
    h.setNow(NOW);
  });

  it("a sign-up without the Pro option is Free with no trial used", async () => {
    const t = await h.signUp();
    expect((await profile(await t.get("/api/v1/me"))).plan.state).toBe("free");
    expect(((await (await t.get("/api/v1/billing")).json()) as BillingStatus).trialUsed).toBe(false);
  });

  it("one trial per address ever: the ledger survives account deletion", async () => {
    const email = "once@school.test";
    const first = await h.signUp({ email, plan: "pro", password: "correct-horse" });
    const del = await first.raw("DELETE", "/api/v1/me", JSON.stringify({ password: "correct-horse" }));
    expect(del.status).toBe(200);
    expect(await h.db.select().from(trialLedger).where(eq(trialLedger.email, email))).toHaveLength(1);
    // Staff allow the address back (the admin action; here its one row change, billing imports no account code).
    await h.db
      .update(emailBlacklist)
      .set({ reregistrationAllowed: true })
      .where(eq(emailBlacklist.email, email));

    const second = await h.signUp({ email, plan: "pro" });
    const me = await profile(await second.get("/api/v1/me"));
    expect(me).toMatchObject({ planType: "free", trialEndDate: null, plan: { state: "free" } });
    const billing = (await (await second.get("/api/v1/billing")).json()) as BillingStatus;
    expect(billing.trialUsed).toBe(true);
  });
});

describe("a server without billing settings", () => {
  it("says so and never opens a checkout; the webhook is refused", async () => {
    const t = await h.signUp();
    expect((await (await t.get("/api/v1/billing")).json()) as BillingStatus).toMatchObject({
      configured: false,
      price: null,
    });
    for (const path of ["/api/v1/billing/checkout", "/api/v1/billing/portal"]) {
      const res = await t.post(path);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: {
          code: "BILLING_NOT_CONFIGURED",
          message: "Billing is not configured on this server. An administrator can grant Pro instead.",
        },
      });
    }
    const hook = await h.request("POST", "/api/v1/billing/webhook", "{}");
    expect(hook.status).toBe(503);
  });

  it("an administrator grants Pro (no trial dates, so the plan-status rule reads Pro), with its audit line", async () => {
    const t = await h.signUp({ plan: "pro" });
    const grant = { reason: "Paid by purchase order 1234", actor: systemActor("billing:grant-pro") };
    expect(await grantPro(h.db, { email: t.email.toUpperCase() }, grant, NOW)).toEqual({
      from: "pro",
      to: "pro",
    });
    expect((await profile(await t.get("/api/v1/me"))).plan).toMatchObject({
      state: "pro",
      daysRemaining: null,
    });
    const [user] = await h.db.select().from(users).where(eq(users.id, t.id));
    expect(user).toMatchObject({ planType: "pro", subscriptionStatus: "active", trialEndDate: null });
    const lines = await h.db.select().from(auditLog).where(eq(auditLog.entityId, t.id));
    expect(lines).toEqual([
      expect.objectContaining({
        userId: SYSTEM_ACTOR_ID,
        action: "admin.pro.grant",
        entity: "teacher",
        detail: {
          adminEmail: "system:billing:grant-pro",
          ip: null,
          reason: "Paid by purchase order 1234",
          from: "pro",
          to: "pro",
        },
      }),
    ]);
    await expect(grantPro(h.db, { email: "nobody@school.test" }, grant, NOW)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("a grant without a reason is refused and changes nothing", async () => {
    const t = await h.signUp();
    const actor = systemActor("billing:grant-pro");
    for (const reason of ["", "  ", "ok"]) {
      await expect(grantPro(h.db, { teacherId: t.id }, { reason, actor }, NOW)).rejects.toMatchObject({
        status: 400,
        message: "Give a reason of at least 3 characters.",
      });
    }
    expect((await profile(await t.get("/api/v1/me"))).plan.state).toBe("free");
    expect(await h.db.select().from(auditLog).where(eq(auditLog.entityId, t.id))).toEqual([]);
  });
});

describe("starting the trial after sign-up: POST /api/v1/billing/trial (requirements 'Plans and trial')", () => {
  const start = (t: TestUser) => t.post("/api/v1/billing/trial");

  it("a teacher who signed up on Free starts the 14-day trial once", async () => {
    const t = await h.signUp();
    const res = await start(t);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: "active_trial", daysRemaining: 14, trialUsed: true });
    expect((await profile(await t.get("/api/v1/me"))).plan).toMatchObject({
      state: "active_trial",
      canGenerate: true,
    });
    const [sub] = await h.db.select().from(subscriptions).where(eq(subscriptions.userId, t.id));
    expect(sub).toMatchObject({ plan: "pro", status: "trialing", trialStart: NOW });
  });

  // [case, how the account gets there, the message of the 409]
  const refusals: [string, () => Promise<TestUser>, string][] = [
    ["in a trial already", () => h.signUp({ plan: "pro" }), "Your account already has Pro."],
    [
      "on Pro granted by an administrator",
      async () => {
        const t = await h.signUp();
        await grantPro(
          h.db,
          { teacherId: t.id },
          { reason: "District licence", actor: systemActor("test") },
          NOW,
        );
        return t;
      },
      "Your account already has Pro.",
    ],
    [
      "whose trial has ended",
      async () => {
        const t = await h.signUp({ plan: "pro" });
        await h.db
          .update(users)
          .set({ trialEndDate: new Date("2026-03-01T00:00:00Z") })
          .where(eq(users.id, t.id));
        return t;
      },
      "This account has already had its 14-day free trial.",
    ],
    [
      "whose address had its trial on a deleted account",
      async () => {
        const t = await h.signUp();
        await h.db.insert(trialLedger).values({ email: t.email.toLowerCase(), trialStartedAt: NOW });
        return t;
      },
      "This account has already had its 14-day free trial.",
    ],
  ];
  it.each(refusals)(
    "a teacher %s is refused with 409 and the plan does not change",
    async (_case, make, message) => {
      const t = await make();
      const planBefore = (await profile(await t.get("/api/v1/me"))).plan;
      const res = await start(t);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: "TRIAL_NOT_AVAILABLE", message } });
      expect((await profile(await t.get("/api/v1/me"))).plan).toEqual(planBefore);
    },
  );

  it("two requests at once start one trial", async () => {
    const t = await h.signUp();
    const answers = await Promise.all([start(t), start(t), start(t)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const ledger = await h.db.select().from(trialLedger).where(eq(trialLedger.email, t.email.toLowerCase()));
    expect(ledger).toHaveLength(1);
  });
});
