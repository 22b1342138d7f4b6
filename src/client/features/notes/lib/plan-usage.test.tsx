/**
 * requirements "Note quota": "Note limits by plan: Pro and active trial have unlimited note generation. Other (free)
 * users are limited to 10 notes per month. An expired trial blocks generation." and requirements "Constants": "Free note
 * limit: 10 per month (counted from the first day of the month)": what the teacher is told.
 */
import { describe, expect, it } from "vitest";
import { describePlanUsage, nextResetLabel, type PlanInfo } from "./plan-usage";

const NOW = new Date(2026, 2, 14); // 14 March 2026, local time

const plan = (p: Partial<PlanInfo>): PlanInfo => ({
  state: "free",
  daysRemaining: null,
  notesUsedThisMonth: 0,
  noteLimit: 10,
  canGenerate: true,
  ...p,
});

describe("describePlanUsage (requirements 'Note quota')", () => {
  it.each([
    {
      row: "free, under the limit",
      p: plan({ notesUsedThisMonth: 7 }),
      line: "7 of 10 notes used this month",
      blocked: undefined,
    },
    {
      row: "free, limit reached",
      p: plan({ notesUsedThisMonth: 10, canGenerate: false }),
      line: "10 of 10 notes used this month",
      blocked: "Monthly note limit reached",
    },
    {
      row: "pro: unlimited",
      p: plan({ state: "pro", noteLimit: null, notesUsedThisMonth: 40 }),
      line: "Unlimited notes on your plan",
      blocked: undefined,
    },
    {
      row: "active trial: unlimited, days left",
      p: plan({ state: "active_trial", noteLimit: null, daysRemaining: 5 }),
      line: "Trial: unlimited notes, 5 days left",
      blocked: undefined,
    },
    {
      row: "active trial, 1 day left",
      p: plan({ state: "active_trial", noteLimit: null, daysRemaining: 1 }),
      line: "Trial: unlimited notes, 1 day left",
      blocked: undefined,
    },
    {
      row: "expired trial blocks generation",
      p: plan({ state: "expired_trial", noteLimit: null, daysRemaining: 0, canGenerate: false }),
      line: "Your free trial has ended",
      blocked: "Your free trial has ended",
    },
  ])("$row", ({ p, line, blocked }) => {
    const usage = describePlanUsage(p, NOW);
    expect(usage.line).toBe(line);
    expect(usage.blocked?.title).toBe(blocked);
  });

  it("gives the count and the day the count starts again when the limit is reached", () => {
    const usage = describePlanUsage(plan({ notesUsedThisMonth: 10, canGenerate: false }), NOW);
    expect(usage.blocked?.body).toContain("You have used 10 of 10 notes this month");
    expect(usage.blocked?.body).toContain("April 1");
  });

  it.each([
    { now: new Date(2026, 2, 14), label: "April 1" },
    { now: new Date(2026, 11, 31, 23, 59), label: "January 1" },
    { now: new Date(2026, 0, 1, 0, 0), label: "February 1" },
  ])("the count starts again on the first of the next month ($label)", ({ now, label }) => {
    expect(nextResetLabel(now)).toBe(label);
  });
});
