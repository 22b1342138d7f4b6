/**
 * The dashboard's wording of spec rules:
 * - requirements "Plans and trial" / "Note quota": "Pro and active trial have unlimited note generation. Other (free)
 *   users are limited to 10 notes per month. An expired trial blocks generation." / "Constants": "counted
 *   from the first day of the month";
 * - annual reviews (34 CFR §300.324(b); districts schedule 3–4 weeks ahead → a 60-day window).
 */

import { greetingFor } from "@client/app/routes/dashboard/greeting";
import { describePlan } from "@client/app/routes/dashboard/plan-summary";
import {
  ANNUAL_REVIEW_WINDOW_DAYS,
  annualReviewsDue,
  describeDue,
} from "@client/features/students/lib/annual-reviews";
import { buildStudent } from "@shared/testing/data-generators";
import { describe, expect, it } from "vitest";

const today = new Date(2026, 2, 10); // 10 March 2026, local

describe("describePlan (requirements 'Plans and trial', 'Note quota', 'Constants')", () => {
  const plan = (over: object) => ({
    state: "free" as const,
    daysRemaining: null,
    notesUsedThisMonth: 0,
    noteLimit: 10,
    canGenerate: true,
    ...over,
  });
  it.each([
    [{ state: "pro", noteLimit: null, notesUsedThisMonth: 40 }, "Pro plan", null, "ok", "Unlimited notes."],
    [
      { state: "active_trial", noteLimit: null, daysRemaining: 5 },
      "Pro trial",
      null,
      "ok",
      "5 days left in your trial. Unlimited notes until then.",
    ],
    [
      { state: "active_trial", noteLimit: null, daysRemaining: 1 },
      "Pro trial",
      null,
      "ok",
      "1 day left in your trial. Unlimited notes until then.",
    ],
    [
      { state: "expired_trial", canGenerate: false, notesUsedThisMonth: 2 },
      "Trial ended",
      10,
      "blocked",
      "Your 14-day trial has ended, so new notes cannot be generated. Your students and saved notes are still here.",
    ],
    [
      { notesUsedThisMonth: 3 },
      "Free plan",
      10,
      "ok",
      "7 notes left this month (deleted notes still count). The count starts again on April 1.",
    ],
    [
      { notesUsedThisMonth: 9 },
      "Free plan",
      10,
      "low",
      "1 note left this month (deleted notes still count). The count starts again on April 1.",
    ],
    [
      { notesUsedThisMonth: 10, canGenerate: false },
      "Free plan",
      10,
      "blocked",
      "You have used all 10 notes for this month (deleted notes still count). You can generate notes again on April 1.",
    ],
  ])("%j → %s", (over, label, limit, tone, detail) => {
    const s = describePlan(plan(over), today);
    expect(s).toMatchObject({ label, limit, tone, detail });
  });

  it("resets in the next calendar month, also in December", () => {
    expect(describePlan(plan({}), new Date(2026, 11, 31)).detail).toContain("January 1");
  });
});

describe("annualReviewsDue", () => {
  const s = (id: string, name: string, annualMeetingDueDate: string | null) =>
    buildStudent({ id, name, annualMeetingDueDate });

  it("lists overdue reviews and those due within 60 days, soonest first, ties by name", () => {
    const list = annualReviewsDue(
      [
        s("a", "Zoe", "2026-04-01"),
        s("b", "Ana", "2026-04-01"),
        s("c", "Lee", "2026-03-05"),
        s("d", "Max", "2026-05-09"), // 60 days: included
        s("e", "Ivy", "2026-05-10"), // 61 days: left out
        s("f", "Sam", null),
        s("g", "Kim", "not-a-date"),
        s("h", "Ray", "2026-03-10"),
      ],
      today,
    );
    expect(list.map((r) => [r.name, r.daysUntil])).toEqual([
      ["Lee", -5],
      ["Ray", 0],
      ["Ana", 22],
      ["Zoe", 22],
      ["Max", 60],
    ]);
    expect(ANNUAL_REVIEW_WINDOW_DAYS).toBe(60);
  });

  it.each([
    [0, "Due today"],
    [1, "Due tomorrow"],
    [22, "Due in 22 days"],
    [-1, "1 day overdue"],
    [-5, "5 days overdue"],
  ])("describeDue(%i) = %s", (days, text) => {
    expect(describeDue(days)).toBe(text);
  });
});

describe("greetingFor", () => {
  it.each([
    [0, "Good morning"],
    [11, "Good morning"],
    [12, "Good afternoon"],
    [17, "Good afternoon"],
    [18, "Good evening"],
    [23, "Good evening"],
  ])("%i h → %s", (hour, text) => {
    expect(greetingFor(hour)).toBe(text);
  });
});
