import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PlanColumns, planStatus, subscriptionState, TRIAL_DAYS, trialEnd } from "./plan-status.ts";

const NOW = new Date("2026-03-10T12:00:00Z");
const iso = (s: string) => new Date(s);

// requirements "Plans and trial": plan status and trial length, one row per sentence of the rule.
const rows: {
  rule: string;
  plan: PlanColumns;
  status: string;
  state: string;
  daysRemaining: number | null;
}[] = [
  {
    rule: "pro + trial_end_date in the future → active_trial",
    plan: { planType: "pro", trialEndDate: iso("2026-03-20T12:00:00Z"), subscriptionStartDate: null },
    status: "active_trial",
    state: "active_trial",
    daysRemaining: 10,
  },
  {
    rule: "days remaining are rounded up (9 days 1 hour → 10)",
    plan: { planType: "pro", trialEndDate: iso("2026-03-19T13:00:00Z"), subscriptionStartDate: null },
    status: "active_trial",
    state: "active_trial",
    daysRemaining: 10,
  },
  {
    rule: "one minute left is still 1 day (rounded up)",
    plan: { planType: "pro", trialEndDate: iso("2026-03-10T12:01:00Z"), subscriptionStartDate: null },
    status: "active_trial",
    state: "active_trial",
    daysRemaining: 1,
  },
  {
    rule: "pro + trial_end_date reached → expired_trial (the trial lasts until that date)",
    plan: { planType: "pro", trialEndDate: NOW, subscriptionStartDate: null },
    status: "expired_trial",
    state: "expired_trial",
    daysRemaining: 0,
  },
  {
    rule: "pro + trial_end_date passed → expired_trial, days remaining minimum 0",
    plan: { planType: "pro", trialEndDate: iso("2026-02-01T00:00:00Z"), subscriptionStartDate: null },
    status: "expired_trial",
    state: "expired_trial",
    daysRemaining: 0,
  },
  {
    rule: "a stored trial end wins over the subscription start",
    plan: {
      planType: "pro",
      trialEndDate: iso("2026-03-12T12:00:00Z"),
      subscriptionStartDate: iso("2020-01-01T00:00:00Z"),
    },
    status: "active_trial",
    state: "active_trial",
    daysRemaining: 2,
  },
  {
    rule: "no trial end, subscription start 3 days ago → 14-day trial, 11 days left",
    plan: { planType: "pro", trialEndDate: null, subscriptionStartDate: iso("2026-03-07T12:00:00Z") },
    status: "active_trial",
    state: "active_trial",
    daysRemaining: 11,
  },
  {
    rule: "no trial end, subscription start exactly 14 days ago → expired_trial",
    plan: { planType: "pro", trialEndDate: null, subscriptionStartDate: iso("2026-02-24T12:00:00Z") },
    status: "expired_trial",
    state: "expired_trial",
    daysRemaining: 0,
  },
  {
    rule: "no trial end, subscription start 13 days 23 hours ago → active_trial, 1 day",
    plan: { planType: "pro", trialEndDate: null, subscriptionStartDate: iso("2026-02-24T13:00:00Z") },
    status: "active_trial",
    state: "active_trial",
    daysRemaining: 1,
  },
  {
    rule: "pro with neither date is returned as is → pro (not in a trial)",
    plan: { planType: "pro", trialEndDate: null, subscriptionStartDate: null },
    status: "pro",
    state: "pro",
    daysRemaining: null,
  },
  {
    rule: "free is returned as is → free",
    plan: { planType: "free", trialEndDate: null, subscriptionStartDate: null },
    status: "free",
    state: "free",
    daysRemaining: null,
  },
  {
    rule: "free with trial dates is still returned as is (the trial rule is for pro only)",
    plan: {
      planType: "free",
      trialEndDate: iso("2026-03-20T00:00:00Z"),
      subscriptionStartDate: iso("2026-03-09T00:00:00Z"),
    },
    status: "free",
    state: "free",
    daysRemaining: null,
  },
  {
    rule: "any other plan_type is returned as is; the client state is other (free)",
    plan: { planType: "enterprise", trialEndDate: null, subscriptionStartDate: null },
    status: "enterprise",
    state: "free",
    daysRemaining: null,
  },
  {
    rule: "dates given as ISO strings are read the same way",
    plan: { planType: "pro", trialEndDate: "2026-03-15T12:00:00.000Z", subscriptionStartDate: null },
    status: "active_trial",
    state: "active_trial",
    daysRemaining: 5,
  },
  {
    rule: "an unreadable trial end counts as absent (falls to the subscription start)",
    plan: { planType: "pro", trialEndDate: "not a date", subscriptionStartDate: "2026-03-09T12:00:00Z" },
    status: "active_trial",
    state: "active_trial",
    daysRemaining: 13,
  },
  {
    rule: "no plan_type at all → other (free)",
    plan: { planType: null, trialEndDate: null, subscriptionStartDate: null },
    status: "",
    state: "free",
    daysRemaining: null,
  },
];

describe("planStatus (plan status)", () => {
  it.each(rows)("$rule", ({ plan, status, state, daysRemaining }) => {
    const result = planStatus(plan, NOW);
    expect(result.status).toBe(status);
    expect(result.state).toBe(state);
    expect(result.daysRemaining).toBe(daysRemaining);
  });

  it("derives the trial end as subscription start + 14 days", () => {
    expect(TRIAL_DAYS).toBe(14);
    const end = trialEnd({
      planType: "pro",
      trialEndDate: null,
      subscriptionStartDate: iso("2026-03-01T09:30:00Z"),
    });
    expect(end?.toISOString()).toBe("2026-03-15T09:30:00.000Z");
  });

  it("a derived trial is 14 × 24 hours even across a DST change", () => {
    // US DST starts 8 March 2026; the trial end does not move by an hour.
    const end = trialEnd({
      planType: "pro",
      trialEndDate: null,
      subscriptionStartDate: iso("2026-03-01T08:00:00Z"),
    });
    expect(end?.toISOString()).toBe("2026-03-15T08:00:00.000Z");
  });

  it("days remaining are never negative and never above the whole days left, rounded up", () => {
    fc.assert(
      fc.property(fc.integer({ min: -60 * 86_400_000, max: 60 * 86_400_000 }), (offsetMs) => {
        const result = planStatus(
          { planType: "pro", trialEndDate: new Date(NOW.getTime() + offsetMs), subscriptionStartDate: null },
          NOW,
        );
        expect(result.daysRemaining).toBeGreaterThanOrEqual(0);
        if (offsetMs > 0) {
          expect(result.state).toBe("active_trial");
          expect(result.daysRemaining).toBe(Math.ceil(offsetMs / 86_400_000));
        } else {
          expect(result.state).toBe("expired_trial");
        }
      }),
    );
  });
});

describe("subscriptionState (pro, active_trial, expired_trial, or other = free)", () => {
  it.each([
    ["pro", "pro"],
    ["active_trial", "active_trial"],
    ["expired_trial", "expired_trial"],
    ["free", "free"],
    ["basic", "free"],
    ["", "free"],
  ])("%s → %s", (status, state) => {
    expect(subscriptionState(status)).toBe(state);
  });
});
