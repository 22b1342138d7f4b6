import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SESSION_STATUSES, type ServicePeriod, type SessionStatus } from "../contracts/service-codes.ts";
import { addDays } from "./legal-clock.ts";
import { type ComplianceService, type ComplianceSession, serviceCompliance } from "./service-compliance.ts";

// 2026-03-02 is a Monday; March 2026 has 22 school days (Monday–Friday).
const MON = "2026-03-02";
const NEXT_MON = "2026-03-09";

const weekly = (over: Partial<ComplianceService> = {}): ComplianceService => ({
  id: "svc",
  name: "Reading",
  minutes: 120,
  period: "week",
  startDate: "2026-01-05",
  endDate: "2026-12-18",
  ...over,
});
const s = (date: string, minutes: number, status: SessionStatus = "delivered"): ComplianceSession => ({
  date,
  minutes,
  status,
});

// requirements "Service compliance": one row per sentence of the rule.
const rows: {
  rule: string;
  service: ComplianceService;
  sessions: ComplianceSession[];
  range: { from: string; to: string; today: string };
  expect: {
    periods: [
      start: string,
      end: string,
      required: number,
      delivered: number,
      excused: number,
      shortfall: number,
      ended: boolean,
    ][];
    makeup?: number;
    owed: number;
    status: "on_track" | "behind" | "owed";
  };
}[] = [
  {
    rule: "a week runs Monday–Sunday; all minutes delivered → no shortfall, on track",
    service: weekly(),
    sessions: [s(MON, 60), s("2026-03-05", 60)],
    range: { from: MON, to: "2026-03-08", today: NEXT_MON },
    expect: { periods: [[MON, "2026-03-08", 120, 120, 0, 0, true]], owed: 0, status: "on_track" },
  },
  {
    rule: "student_absent, student_unavailable and school_closed minutes are excused",
    service: weekly(),
    sessions: [
      s(MON, 30),
      s("2026-03-03", 30, "student_absent"),
      s("2026-03-04", 30, "student_unavailable"),
      s("2026-03-06", 30, "school_closed"),
    ],
    range: { from: MON, to: "2026-03-08", today: NEXT_MON },
    expect: { periods: [[MON, "2026-03-08", 120, 30, 90, 0, true]], owed: 0, status: "on_track" },
  },
  {
    rule: "a provider's absence is never excused: its minutes are owed",
    service: weekly(),
    sessions: [s(MON, 60), s("2026-03-05", 60, "provider_absent")],
    range: { from: MON, to: "2026-03-08", today: NEXT_MON },
    expect: { periods: [[MON, "2026-03-08", 120, 60, 0, 60, true]], owed: 60, status: "owed" },
  },
  {
    rule: "owed = shortfall − make-up minutes",
    service: weekly(),
    sessions: [s(MON, 60), s("2026-03-05", 60, "provider_absent"), s("2026-03-06", 40, "makeup")],
    range: { from: MON, to: "2026-03-08", today: NEXT_MON },
    expect: { periods: [[MON, "2026-03-08", 120, 60, 0, 60, true]], makeup: 40, owed: 20, status: "owed" },
  },
  {
    rule: "make-ups that exceed the shortfall leave nothing owed (never below 0)",
    service: weekly(),
    sessions: [s(MON, 60), s("2026-03-06", 90, "makeup")],
    range: { from: MON, to: "2026-03-08", today: NEXT_MON },
    expect: { periods: [[MON, "2026-03-08", 120, 60, 0, 60, true]], makeup: 90, owed: 0, status: "on_track" },
  },
  {
    rule: "proration at the start: 120/week from a Wednesday requires 3/5 of 120 = 72",
    service: weekly({ startDate: "2026-03-04" }),
    sessions: [s("2026-03-04", 72)],
    range: { from: MON, to: "2026-03-08", today: NEXT_MON },
    expect: { periods: [[MON, "2026-03-08", 72, 72, 0, 0, true]], owed: 0, status: "on_track" },
  },
  {
    rule: "proration at the end: 30/week ending on a Tuesday requires 2/5 of 30 = 12",
    service: weekly({ minutes: 30, endDate: "2026-03-03" }),
    sessions: [],
    range: { from: MON, to: "2026-03-08", today: NEXT_MON },
    expect: { periods: [[MON, "2026-03-08", 12, 0, 0, 12, true]], owed: 12, status: "owed" },
  },
  {
    rule: "a month is the calendar month; a whole month requires the service's minutes",
    service: weekly({ period: "month", minutes: 200 }),
    sessions: [s("2026-03-02", 100), s("2026-03-31", 100), s("2026-04-01", 50)],
    range: { from: "2026-03-10", to: "2026-03-20", today: "2026-04-01" },
    expect: { periods: [["2026-03-01", "2026-03-31", 200, 200, 0, 0, true]], owed: 0, status: "on_track" },
  },
  {
    rule: "a month prorated by school days: 200/month from Monday 16 March → 200 × 12/22 = 109",
    service: weekly({ period: "month", minutes: 200, startDate: "2026-03-16" }),
    sessions: [s("2026-03-16", 100)],
    range: { from: "2026-03-01", to: "2026-03-31", today: "2026-04-01" },
    expect: { periods: [["2026-03-01", "2026-03-31", 109, 100, 0, 9, true]], owed: 9, status: "owed" },
  },
  {
    rule: "a half minute rounds up: 45/month from Tuesday 17 March → 45 × 11/22 = 22.5 → 23",
    service: weekly({ period: "month", minutes: 45, startDate: "2026-03-17" }),
    sessions: [s("2026-03-17", 23)],
    range: { from: "2026-03-01", to: "2026-03-31", today: "2026-04-01" },
    expect: { periods: [["2026-03-01", "2026-03-31", 23, 23, 0, 0, true]], owed: 0, status: "on_track" },
  },
  {
    rule: "a day service counts the school days of a Monday–Friday week and no weekend day",
    service: weekly({ period: "day", minutes: 20 }),
    sessions: [
      s(MON, 20),
      s("2026-03-03", 20),
      s("2026-03-04", 20),
      s("2026-03-05", 20),
      s("2026-03-07", 20),
    ],
    range: { from: MON, to: "2026-03-08", today: NEXT_MON },
    expect: {
      periods: [
        [MON, MON, 20, 20, 0, 0, true],
        ["2026-03-03", "2026-03-03", 20, 20, 0, 0, true],
        ["2026-03-04", "2026-03-04", 20, 20, 0, 0, true],
        ["2026-03-05", "2026-03-05", 20, 20, 0, 0, true],
        ["2026-03-06", "2026-03-06", 20, 0, 0, 20, true],
      ],
      owed: 20,
      status: "owed",
    },
  },
  {
    rule: "a day service over a weekend lists no period",
    service: weekly({ period: "day", minutes: 20 }),
    sessions: [s("2026-03-07", 20)],
    range: { from: "2026-03-07", to: "2026-03-08", today: NEXT_MON },
    expect: { periods: [], owed: 0, status: "on_track" },
  },
  {
    rule: "sessions outside the service's dates are ignored; a make-up after its end still counts",
    service: weekly({ startDate: "2026-03-04", endDate: "2026-03-05", minutes: 100 }),
    sessions: [s(MON, 60), s("2026-03-06", 60), s("2026-03-04", 20), s("2026-03-06", 15, "makeup")],
    range: { from: MON, to: "2026-03-08", today: NEXT_MON },
    expect: { periods: [[MON, "2026-03-08", 40, 20, 0, 20, true]], makeup: 15, owed: 5, status: "owed" },
  },
  {
    rule: "a make-up before the service's start does not count",
    service: weekly({ startDate: "2026-03-04" }),
    sessions: [s("2026-03-03", 60, "makeup")],
    range: { from: MON, to: "2026-03-08", today: NEXT_MON },
    expect: { periods: [[MON, "2026-03-08", 72, 0, 0, 72, true]], makeup: 0, owed: 72, status: "owed" },
  },
  {
    rule: "a range that cuts a period lists it whole: its sessions before `from` count",
    service: weekly(),
    sessions: [s(MON, 120), s("2026-03-03", 30, "makeup")],
    range: { from: "2026-03-05", to: "2026-03-12", today: "2026-03-16" },
    expect: {
      periods: [
        [MON, "2026-03-08", 120, 120, 0, 0, true],
        [NEXT_MON, "2026-03-15", 120, 0, 0, 120, true],
      ],
      makeup: 0,
      owed: 120,
      status: "owed",
    },
  },
  {
    rule: "the running period is listed with no shortfall; trailing by more than the latest session → behind",
    service: weekly(),
    sessions: [s(MON, 120), s("2026-03-10", 30)],
    // Thursday: pro rata 120 × 4/5 = 96; 96 − 30 = 66 > 30.
    range: { from: MON, to: "2026-03-15", today: "2026-03-12" },
    expect: {
      periods: [
        [MON, "2026-03-08", 120, 120, 0, 0, true],
        [NEXT_MON, "2026-03-15", 120, 30, 0, 0, false],
      ],
      owed: 0,
      status: "behind",
    },
  },
  {
    rule: "trailing by exactly one session's length is still on track (excused minutes count)",
    service: weekly(),
    sessions: [s(NEXT_MON, 30), s("2026-03-10", 36, "student_absent")],
    // Thursday: 96 − (30 + 36) = 30, the latest delivered session's 30 minutes: not more.
    range: { from: NEXT_MON, to: "2026-03-15", today: "2026-03-12" },
    expect: { periods: [[NEXT_MON, "2026-03-15", 120, 30, 36, 0, false]], owed: 0, status: "on_track" },
  },
  {
    rule: "no delivered session yet: one session's length is required ÷ school days (120/5 = 24); Monday on track",
    service: weekly(),
    sessions: [],
    range: { from: NEXT_MON, to: NEXT_MON, today: NEXT_MON },
    expect: { periods: [[NEXT_MON, "2026-03-15", 120, 0, 0, 0, false]], owed: 0, status: "on_track" },
  },
  {
    rule: "no delivered session by Tuesday: 48 − 0 > 24 → behind",
    service: weekly(),
    sessions: [],
    range: { from: NEXT_MON, to: "2026-03-10", today: "2026-03-10" },
    expect: { periods: [[NEXT_MON, "2026-03-15", 120, 0, 0, 0, false]], owed: 0, status: "behind" },
  },
  {
    rule: "owed wins over behind",
    service: weekly(),
    sessions: [s(MON, 60)],
    range: { from: MON, to: "2026-03-10", today: "2026-03-10" },
    expect: {
      periods: [
        [MON, "2026-03-08", 120, 60, 0, 60, true],
        [NEXT_MON, "2026-03-15", 120, 0, 0, 0, false],
      ],
      owed: 60,
      status: "owed",
    },
  },
  {
    rule: "a period has ended when its last day inside the service's dates is before today",
    service: weekly({ endDate: "2026-03-11" }),
    sessions: [s(NEXT_MON, 40)],
    // 120 × 3/5 = 72 required; the service ended Wednesday, today is Friday.
    range: { from: NEXT_MON, to: "2026-03-15", today: "2026-03-13" },
    expect: { periods: [[NEXT_MON, "2026-03-15", 72, 40, 0, 32, true]], owed: 32, status: "owed" },
  },
  {
    rule: "sessions dated after today count nowhere",
    service: weekly(),
    sessions: [s("2026-03-13", 120), s("2026-03-13", 60, "makeup")],
    range: { from: NEXT_MON, to: "2026-03-15", today: "2026-03-11" },
    expect: {
      periods: [[NEXT_MON, "2026-03-15", 120, 0, 0, 0, false]],
      makeup: 0,
      owed: 0,
      status: "behind",
    },
  },
  {
    rule: "a range with `from` after `to` lists nothing",
    service: weekly(),
    sessions: [s(MON, 60)],
    range: { from: "2026-03-08", to: MON, today: NEXT_MON },
    expect: { periods: [], owed: 0, status: "on_track" },
  },
];

describe("serviceCompliance (requirements “Service compliance”)", () => {
  it.each(rows)("$rule", ({ service, sessions, range, expect: want }) => {
    const got = serviceCompliance(service, sessions, range);
    expect(
      got.periods.map((p) => [
        p.start,
        p.end,
        p.requiredMinutes,
        p.deliveredMinutes,
        p.excusedMinutes,
        p.shortfallMinutes,
        p.ended,
      ]),
    ).toEqual(want.periods);
    expect(got.owedMinutes).toBe(want.owed);
    expect(got.status).toBe(want.status);
    if (want.makeup !== undefined) expect(got.makeupMinutes).toBe(want.makeup);
    const sum = (i: number) => want.periods.reduce((n, p) => n + (p[i] as number), 0);
    expect([got.requiredMinutes, got.deliveredMinutes, got.excusedMinutes, got.shortfallMinutes]).toEqual([
      sum(2),
      sum(3),
      sum(4),
      sum(5),
    ]);
    expect(got).toMatchObject({ serviceId: service.id, name: service.name, period: service.period });
  });

  it("owed never goes below 0 nor above Σ shortfall, for any sessions", () => {
    const day = fc.integer({ min: 0, max: 120 }).map((n) => addDays("2026-01-05", n));
    fc.assert(
      fc.property(
        fc.record({
          minutes: fc.integer({ min: 1, max: 2000 }),
          period: fc.constantFrom<ServicePeriod>("day", "week", "month"),
          a: day,
          b: day,
        }),
        fc.array(
          fc.record({
            date: day,
            minutes: fc.integer({ min: 1, max: 600 }),
            status: fc.constantFrom(...SESSION_STATUSES),
          }),
          { maxLength: 40 },
        ),
        fc.tuple(day, day, day),
        (svc, sessions, [from, to, today]) => {
          const [startDate, endDate] = svc.a <= svc.b ? [svc.a, svc.b] : [svc.b, svc.a];
          const got = serviceCompliance(
            { id: "x", name: "x", minutes: svc.minutes, period: svc.period, startDate, endDate },
            sessions,
            { from, to, today },
          );
          const shortfall = got.periods.reduce((n, p) => n + p.shortfallMinutes, 0);
          expect(got.owedMinutes).toBeGreaterThanOrEqual(0);
          expect(got.owedMinutes).toBeLessThanOrEqual(shortfall);
          expect(got.owedMinutes).toBe(Math.max(0, shortfall - got.makeupMinutes));
          expect(got.status === "owed").toBe(got.owedMinutes > 0);
          for (const p of got.periods) {
            expect(p.requiredMinutes).toBeLessThanOrEqual(svc.minutes);
            if (!p.ended) expect(p.shortfallMinutes).toBe(0);
          }
        },
      ),
    );
  });
});
