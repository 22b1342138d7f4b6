/**
 * The numbers behind every goal graph (requirements "Aimline, trendline and decision rules", "Parent
 * progress report"): dated values become day numbers, scoreless sessions are not points, every mark
 * fits the axes, the aimline's expected value on a date matches the goal's aimline, and the report's
 * period graph draws its lines across the period on round ticks.
 */
import { describe, expect, it } from "vitest";
import type { Goal } from "../contracts/goals.ts";
import {
  dayNumber,
  dayToIso,
  goalAimlineValueAt,
  goalChart,
  niceStep,
  niceTicks,
  periodChart,
} from "./goal-chart.ts";
import { goalProgressView } from "./progress-decision.ts";
import { reportGoal } from "./progress-report.ts";

/** The goal fields the chart and the progress view read: 40 on 2026-09-01 → 90 on 2027-05-31. */
type GoalFields = Pick<
  Goal,
  "baselineValue" | "baselineDate" | "targetValue" | "targetDate" | "direction" | "unit"
>;
const goalFields = (over: Partial<GoalFields> = {}): GoalFields => ({
  baselineValue: 40,
  baselineDate: "2026-09-01",
  targetValue: 90,
  targetDate: "2027-05-31",
  direction: "increase",
  unit: "words correct per minute",
  ...over,
});

const entry = (entryDate: string, progressValue: number | null, note: string | null = null) => ({
  entryDate,
  progressValue,
  note,
});

/** The goal with its computed view on 2026-10-20 (as the API answers it); the other fields are unread. */
const withView = (g: GoalFields, entries: ReturnType<typeof entry>[]): Goal =>
  ({ ...g, ...goalProgressView(g, entries, "2026-10-20") }) as Goal;

describe("goalChart (the goal screen's graph)", () => {
  const g = goalFields();
  const entries = [
    entry("2026-09-22", 52),
    entry("2026-09-08", 44),
    entry("2026-09-15", null, "Absent"),
    entry("2026-09-29", 55),
  ];
  const goal = withView(g, entries);
  const data = goalChart(goal, entries);

  it("plots valued entries only, oldest first", () => {
    expect(data.points.map((p) => [p.date, p.value])).toEqual([
      ["2026-09-08", 44],
      ["2026-09-22", 52],
      ["2026-09-29", 55],
    ]);
  });

  it("draws the aimline from baseline to target and marks the target", () => {
    expect(data.aimline).toEqual({
      from: { day: dayNumber("2026-09-01"), value: 40 },
      to: { day: dayNumber("2027-05-31"), value: 90 },
    });
    expect(data.target).toEqual({ day: dayNumber("2027-05-31"), value: 90 });
  });

  it("spans the trendline over the data points", () => {
    expect(data.trendline?.from.day).toBe(dayNumber("2026-09-08"));
    expect(data.trendline?.to.day).toBe(dayNumber("2026-09-29"));
  });

  it("holds every mark inside the axes, on a readable step", () => {
    expect(data.xDomain).toEqual([dayNumber("2026-09-01"), dayNumber("2027-05-31")]);
    expect(data.yDomain[0]).toBeLessThanOrEqual(40);
    expect(data.yDomain[1]).toBeGreaterThanOrEqual(90);
    expect(data.yDomain).toEqual([30, 100]);
  });

  it("gives the aimline's expected value on a date (40 + 50 × weeks / 38.86)", () => {
    expect(goalAimlineValueAt(goal, "2026-09-01")).toBe(40);
    expect(goalAimlineValueAt(goal, "2027-05-31")).toBeCloseTo(90, 9);
    expect(goalAimlineValueAt(goal, "2026-09-08")).toBeCloseTo(40 + 50 / (272 / 7), 9);
  });

  it("has no aimline, trendline or target for a goal without values", () => {
    const bare = goalFields({ baselineValue: null, targetValue: null, targetDate: null });
    const d = goalChart(withView(bare, []), []);
    expect([d.aimline, d.trendline, d.target, d.points]).toEqual([null, null, null, []]);
    expect(goalAimlineValueAt(withView(bare, []), "2026-09-08")).toBeNull();
  });

  it("centres an empty graph on today: a week either side", () => {
    const bare = goalFields({ baselineValue: null, targetValue: null, targetDate: null });
    const d = goalChart(withView(bare, []), [], "2026-10-20");
    expect(d.xDomain).toEqual([dayNumber("2026-10-13"), dayNumber("2026-10-27")]);
    expect(d.yDomain).toEqual([0, 12]);
  });
});

describe("day numbers and steps", () => {
  it.each([
    ["1970-01-01", 0],
    ["1970-01-02", 1],
    ["2026-03-08", dayNumber("2026-03-07") + 1],
  ])("%s → day %i and back", (iso, n) => {
    expect(dayNumber(iso)).toBe(n);
    expect(dayToIso(n)).toBe(iso);
  });
  it.each([
    [0, 1],
    [0.4, 1],
    [1.5, 2],
    [3, 5],
    [7, 10],
    [14, 20],
    [60, 100],
  ])("niceStep(%s) = %s", (raw, step) => {
    expect(niceStep(raw)).toBe(step);
  });
});

describe("niceTicks", () => {
  it.each([
    [27, 96, [20, 40, 60, 80, 100]],
    [40, 90, [40, 60, 80, 100]],
    [0, 1, [0, 0.25, 0.5, 0.75, 1]],
    [5, 5, [4, 6]],
    [-3, 8, [-5, 0, 5, 10]],
  ])("%s..%s → %j", (lo, hi, ticks) => {
    expect(niceTicks(lo, hi)).toEqual(ticks);
  });
});

describe("periodChart (the parent report's graph)", () => {
  const goal = withView(goalFields({ unit: "WCPM", targetDate: "2026-12-01" }), []);
  const entries = [
    entry("2026-08-25", 35),
    entry("2026-09-08", 44),
    entry("2026-09-15", null, "Absent"),
    entry("2026-09-22", 48),
  ];

  it("plots the period's scores only, the aimline and trendline across the period, the target in range", () => {
    const data = periodChart(
      reportGoal(goal, entries, "2026-09-01", "2026-09-30"),
      "2026-09-01",
      "2026-09-30",
    );
    expect(data.points).toEqual([
      { day: dayNumber("2026-09-08"), value: 44 },
      { day: dayNumber("2026-09-22"), value: 48 },
    ]);
    expect(data.xDomain).toEqual([dayNumber("2026-09-01"), dayNumber("2026-09-30")]);
    // Aimline: 40 on Sep 1 → 90 on Dec 1 (13 weeks): 50/13 per week; on Sep 30, 40 + 50/13 × 29/7.
    expect(data.aimline?.from.value).toBeCloseTo(40);
    expect(data.aimline?.to.value).toBeCloseTo(40 + (50 / 13) * (29 / 7));
    expect(data.trendline).not.toBeNull();
    // The target date is after the period: a level line, no dot.
    expect(data.target).toEqual({ value: 90, day: null });
    expect(data.yDomain[0]).toBeLessThanOrEqual(35);
    expect(data.yDomain[1]).toBeGreaterThanOrEqual(90);
  });

  it("marks the target date when it falls in the period", () => {
    const data = periodChart(
      reportGoal(goal, entries, "2026-11-01", "2026-12-31"),
      "2026-11-01",
      "2026-12-31",
    );
    expect(data.target).toEqual({ value: 90, day: dayNumber("2026-12-01") });
    expect(data.points).toEqual([]);
    expect(data.trendline).toBeNull(); // no scores in the period: no line to fit on this graph
  });

  it.each([
    ["a one-day period", "2026-09-08", "2026-09-08", 1],
    ["a month", "2026-09-01", "2026-09-30", 29],
  ])("spans %s over at least one day", (_name, from, to, days) => {
    const data = periodChart(reportGoal(goal, entries, from, to), from, to);
    expect(data.xDomain[1] - data.xDomain[0]).toBe(days);
    expect(data.yDomain).toEqual([data.yTicks[0], data.yTicks.at(-1)]);
  });
});
