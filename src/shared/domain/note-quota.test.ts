import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlanState } from "../contracts/me.ts";
import { FREE_NOTE_LIMIT, monthStart, noteQuota, quotaRefusalMessage } from "./note-quota.ts";

// requirements "Note quota": Pro and an active trial are unlimited; free users get 10 notes per month;
// an expired trial blocks generation.
const quotaRows: {
  rule: string;
  state: PlanState;
  used: number;
  limit: number | null;
  remaining: number | null;
  canGenerate: boolean;
  reason?: string;
}[] = [
  { rule: "free, none used", state: "free", used: 0, limit: 10, remaining: 10, canGenerate: true },
  { rule: "free, 9 used → one left", state: "free", used: 9, limit: 10, remaining: 1, canGenerate: true },
  {
    rule: "free, 10 used → limit reached",
    state: "free",
    used: 10,
    limit: 10,
    remaining: 0,
    canGenerate: false,
    reason: "limit_reached",
  },
  {
    rule: "free, 11 used → still refused, remaining not negative",
    state: "free",
    used: 11,
    limit: 10,
    remaining: 0,
    canGenerate: false,
    reason: "limit_reached",
  },
  {
    rule: "pro, 10 used → unlimited",
    state: "pro",
    used: 10,
    limit: null,
    remaining: null,
    canGenerate: true,
  },
  {
    rule: "pro, 500 used → unlimited",
    state: "pro",
    used: 500,
    limit: null,
    remaining: null,
    canGenerate: true,
  },
  {
    rule: "active trial, 11 used → unlimited",
    state: "active_trial",
    used: 11,
    limit: null,
    remaining: null,
    canGenerate: true,
  },
  {
    rule: "expired trial, none used → blocked",
    state: "expired_trial",
    used: 0,
    limit: 0,
    remaining: 0,
    canGenerate: false,
    reason: "trial_expired",
  },
  {
    rule: "expired trial, 3 used → blocked",
    state: "expired_trial",
    used: 3,
    limit: 0,
    remaining: 0,
    canGenerate: false,
    reason: "trial_expired",
  },
];

describe("noteQuota (note limits by plan)", () => {
  it("the free limit is 10", () => {
    expect(FREE_NOTE_LIMIT).toBe(10);
  });

  it.each(quotaRows)("$rule", ({ state, used, limit, remaining, canGenerate, reason }) => {
    const q = noteQuota({ state, usedThisMonth: used });
    expect(q).toEqual({ limit, used, remaining, canGenerate, ...(reason ? { reason } : {}) });
  });

  it("a free teacher can generate exactly while fewer than 10 were used", () => {
    fc.assert(
      fc.property(fc.nat(1000), (used) => {
        expect(noteQuota({ state: "free", usedThisMonth: used }).canGenerate).toBe(used < FREE_NOTE_LIMIT);
      }),
    );
  });

  it("the refusal message names the count used and the limit", () => {
    const q = noteQuota({ state: "free", usedThisMonth: 10 });
    expect(quotaRefusalMessage(q)).toMatch(/^You have used 10 of 10 free notes this month\./);
  });

  it("the expired-trial message says the trial has ended", () => {
    const q = noteQuota({ state: "expired_trial", usedThisMonth: 0 });
    expect(quotaRefusalMessage(q)).toMatch(/trial has ended/);
  });
});

// requirements "Note quota": counted from the first day of the month, 00:00 in the teacher's zone.
const monthRows: { rule: string; now: string; zone: string | null; start: string }[] = [
  { rule: "UTC, mid-month", now: "2026-03-17T15:00:00Z", zone: "UTC", start: "2026-03-01T00:00:00.000Z" },
  {
    rule: "UTC, the first instant of the month is its own start",
    now: "2026-04-01T00:00:00Z",
    zone: "UTC",
    start: "2026-04-01T00:00:00.000Z",
  },
  {
    rule: "UTC, the last instant of a month still belongs to it",
    now: "2026-03-31T23:59:59.999Z",
    zone: "UTC",
    start: "2026-03-01T00:00:00.000Z",
  },
  {
    rule: "Los Angeles: 1 Nov 06:30 UTC is still 31 Oct there → October's start (PDT, UTC-7)",
    now: "2026-11-01T06:30:00Z",
    zone: "America/Los_Angeles",
    start: "2026-10-01T07:00:00.000Z",
  },
  {
    rule: "UTC at the same instant is already November",
    now: "2026-11-01T06:30:00Z",
    zone: "UTC",
    start: "2026-11-01T00:00:00.000Z",
  },
  {
    rule: "Los Angeles: 1 Nov 07:00 UTC is 00:00 there (DST ends later that day at 02:00) → November",
    now: "2026-11-01T07:00:00Z",
    zone: "America/Los_Angeles",
    start: "2026-11-01T07:00:00.000Z",
  },
  {
    rule: "Los Angeles after the DST change: December starts at 08:00 UTC (PST, UTC-8)",
    now: "2026-12-15T12:00:00Z",
    zone: "America/Los_Angeles",
    start: "2026-12-01T08:00:00.000Z",
  },
  {
    rule: "Los Angeles in March: the month started in PST even though DST began on 8 March",
    now: "2026-03-20T12:00:00Z",
    zone: "America/Los_Angeles",
    start: "2026-03-01T08:00:00.000Z",
  },
  {
    rule: "Los Angeles in April: the month started in PDT",
    now: "2026-04-02T12:00:00Z",
    zone: "America/Los_Angeles",
    start: "2026-04-01T07:00:00.000Z",
  },
  {
    rule: "Chicago, New Year's Eve evening local is still December",
    now: "2027-01-01T03:00:00Z",
    zone: "America/Chicago",
    start: "2026-12-01T06:00:00.000Z",
  },
  {
    rule: "Kolkata (UTC+5:30): 28 Feb 19:00 UTC is already 1 March there",
    now: "2026-02-28T19:00:00Z",
    zone: "Asia/Kolkata",
    start: "2026-02-28T18:30:00.000Z",
  },
  {
    rule: "Kiritimati (UTC+14): the month starts on the previous UTC day",
    now: "2026-06-10T00:00:00Z",
    zone: "Pacific/Kiritimati",
    start: "2026-05-31T10:00:00.000Z",
  },
  {
    rule: "no zone stored → UTC",
    now: "2026-11-01T06:30:00Z",
    zone: null,
    start: "2026-11-01T00:00:00.000Z",
  },
  {
    rule: "an unknown zone → UTC",
    now: "2026-11-01T06:30:00Z",
    zone: "Mars/Olympus_Mons",
    start: "2026-11-01T00:00:00.000Z",
  },
];

describe("monthStart (first day, 00:00 local)", () => {
  it.each(monthRows)("$rule", ({ now, zone, start }) => {
    expect(monthStart(new Date(now), zone).toISOString()).toBe(start);
  });

  it("is never after now and never more than 31 days before it, in any zone", () => {
    const zones = ["UTC", "America/Los_Angeles", "America/New_York", "Asia/Kolkata", "Pacific/Kiritimati"];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (now, zone) => {
          const start = monthStart(now, zone);
          expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(now.getTime() - start.getTime()).toBeLessThan(32 * 86_400_000);
        },
      ),
    );
  });
});
