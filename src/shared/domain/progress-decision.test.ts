import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GoalDecisionAction, GoalDirection } from "../contracts/goals.ts";
import {
  type Aimline,
  aimline,
  aimlineValueAt,
  type DatedValue,
  DECISION_MIN_POINTS,
  DECISION_RUN_LENGTH,
  fourPointDecision,
  goalProgressView,
  leastSquaresTrendline,
  weeksBetween,
} from "./progress-decision.ts";

/** The date `weeks` weeks after 2026-01-05 (a Monday). */
const week = (weeks: number) =>
  new Date(Date.UTC(2026, 0, 5) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

describe("weeksBetween", () => {
  it.each([
    ["2026-01-05", "2026-01-12", 1],
    ["2026-01-12", "2026-01-05", -1],
    ["2026-01-05", "2026-01-08", 3 / 7],
    ["2026-02-26", "2026-03-05", 1], // across the end of February
  ])("%s → %s is %d weeks", (from, to, weeks) => {
    expect(weeksBetween(from, to)).toBeCloseTo(weeks, 12);
  });

  it("is NaN for a date that does not parse", () => {
    expect(weeksBetween("2026-01-05", "soon")).toBeNaN();
  });
});

describe("aimline (baseline at the IEP start → target at the target date)", () => {
  it("runs from the baseline to the target, slope per week", () => {
    const line = aimline({ baselineValue: 40, baselineDate: week(0), targetValue: 90, targetDate: week(25) });
    expect(line).toEqual({
      start: { date: week(0), value: 40 },
      end: { date: week(25), value: 90 },
      slopePerWeek: 2,
    });
    expect(line && aimlineValueAt(line, week(10))).toBeCloseTo(60, 12);
  });

  it("slopes down for a goal that aims down", () => {
    expect(
      aimline({ baselineValue: 12, baselineDate: week(0), targetValue: 2, targetDate: week(20) })
        ?.slopePerWeek,
    ).toBe(-0.5);
  });

  it.each([
    [
      "no baseline value",
      { baselineValue: null, baselineDate: week(0), targetValue: 90, targetDate: week(25) },
    ],
    [
      "no target value",
      { baselineValue: 40, baselineDate: week(0), targetValue: null, targetDate: week(25) },
    ],
    ["no target date", { baselineValue: 40, baselineDate: week(0), targetValue: 90, targetDate: null }],
    [
      "target date = baseline date",
      { baselineValue: 40, baselineDate: week(3), targetValue: 90, targetDate: week(3) },
    ],
    [
      "target date before baseline date",
      { baselineValue: 40, baselineDate: week(3), targetValue: 90, targetDate: week(1) },
    ],
  ])("is null with %s", (_rule, goal) => {
    expect(aimline(goal)).toBeNull();
  });
});

describe("leastSquaresTrendline", () => {
  it("fits the ordinary least-squares line (x in weeks since the origin)", () => {
    // (0,1) (1,3) (2,2) (3,6): slope 1.4, intercept 0.9 by hand (mean x 1.5, mean y 3, Sxy 7, Sxx 5)
    const points = [1, 3, 2, 6].map((value, i) => ({ date: week(i), value }));
    const line = leastSquaresTrendline(points, week(0));
    expect(line?.slopePerWeek).toBeCloseTo(1.4, 12);
    expect(line?.intercept).toBeCloseTo(0.9, 12);
    expect(line?.origin).toBe(week(0));
  });

  it("does not depend on the order of the points", () => {
    const points = [1, 3, 2, 6].map((value, i) => ({ date: week(i), value }));
    expect(leastSquaresTrendline([...points].reverse(), week(0))).toEqual(
      leastSquaresTrendline(points, week(0)),
    );
  });

  it.each([
    ["no points", []],
    ["one point", [{ date: week(0), value: 3 }]],
    [
      "every point on the same date",
      [
        { date: week(1), value: 3 },
        { date: week(1), value: 5 },
      ],
    ],
  ])("is null with %s", (_rule, points: DatedValue[]) => {
    expect(leastSquaresTrendline(points, week(0))).toBeNull();
  });

  it("property: the slope of points on a line is that line's slope", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.uniqueArray(fc.integer({ min: -100, max: 400 }), { minLength: 2, maxLength: 40 }),
        (slope, intercept, days) => {
          const points = days.map((d) => ({
            date: new Date(Date.UTC(2026, 0, 5) + d * 86_400_000).toISOString().slice(0, 10),
            value: intercept + slope * (d / 7),
          }));
          const line = leastSquaresTrendline(points, week(0));
          expect(line).not.toBeNull();
          expect(line?.slopePerWeek).toBeCloseTo(slope, 6);
          expect(line?.intercept).toBeCloseTo(intercept, 5);
        },
      ),
    );
  });
});

// Aimline from 40 (week 0) to 90 (week 25): 2 per week → expected 40 + 2w.
const rising = aimline({
  baselineValue: 40,
  baselineDate: week(0),
  targetValue: 90,
  targetDate: week(25),
}) as Aimline;
// Aimline from 12 (week 0) down to 2 (week 20): −0.5 per week → expected 12 − 0.5w.
const falling = aimline({
  baselineValue: 12,
  baselineDate: week(0),
  targetValue: 2,
  targetDate: week(20),
}) as Aimline;

/** Points at weeks 1..n, each `offsets[i]` away from the aimline's expected value. */
const around = (line: Aimline, offsets: number[]) =>
  offsets.map((o, i) => ({ date: week(i + 1), value: aimlineValueAt(line, week(i + 1)) + o }));

// requirements "Aimline, trendline and decision rules": with at least 6 points, if the last 4 consecutive
// points are below the aimline, change instruction; if above, raise the goal. Mirrored for goals that aim down.
const decisionRows: {
  rule: string;
  line: Aimline | null;
  direction: GoalDirection;
  offsets: number[];
  action: GoalDecisionAction;
}[] = [
  {
    rule: "no aimline → insufficient_data",
    line: null,
    direction: "increase",
    offsets: [1, 1, 1, 1, 1, 1],
    action: "insufficient_data",
  },
  {
    rule: "5 points (fewer than 6) → insufficient_data",
    line: rising,
    direction: "increase",
    offsets: [-1, -1, -1, -1, -1],
    action: "insufficient_data",
  },
  {
    rule: "6 points, last 4 below → change_instruction",
    line: rising,
    direction: "increase",
    offsets: [3, 3, -1, -1, -1, -1],
    action: "change_instruction",
  },
  {
    rule: "6 points, last 4 above → raise_goal",
    line: rising,
    direction: "increase",
    offsets: [-3, -3, 1, 1, 1, 1],
    action: "raise_goal",
  },
  {
    rule: "only 3 of the last 4 below → continue",
    line: rising,
    direction: "increase",
    offsets: [-1, -1, 1, -1, -1, -1],
    action: "continue",
  },
  {
    rule: "a point exactly on the aimline breaks the run → continue",
    line: rising,
    direction: "increase",
    offsets: [-1, -1, -1, 0, -1, -1],
    action: "continue",
  },
  {
    rule: "mixed → continue",
    line: rising,
    direction: "increase",
    offsets: [1, -1, 1, -1, 1, -1],
    action: "continue",
  },
  {
    rule: "decrease goal: last 4 above the aimline → change_instruction",
    line: falling,
    direction: "decrease",
    offsets: [0, 0, 1, 1, 1, 1],
    action: "change_instruction",
  },
  {
    rule: "decrease goal: last 4 below the aimline → raise_goal",
    line: falling,
    direction: "decrease",
    offsets: [0, 0, -1, -1, -1, -1],
    action: "raise_goal",
  },
];

describe("fourPointDecision", () => {
  it("needs 6 points and looks at the last 4", () => {
    expect([DECISION_MIN_POINTS, DECISION_RUN_LENGTH]).toEqual([6, 4]);
  });

  it.each(decisionRows)("$rule", ({ line, direction, offsets, action }) => {
    const points = around(line ?? rising, offsets);
    expect(fourPointDecision(points, line, direction).action).toBe(action);
  });

  it("reads the last 4 by date, whatever the order given", () => {
    const points = around(rising, [3, 3, -1, -1, -1, -1]).reverse();
    expect(fourPointDecision(points, rising, "increase").action).toBe("change_instruction");
  });

  it("explains itself in plain words", () => {
    expect(fourPointDecision(around(rising, [0, 0, -1, -1, -1, -1]), rising, "increase").message).toBe(
      "Consider an instructional change: the last 4 data points are all below the aimline.",
    );
    expect(fourPointDecision(around(rising, [-1, -1]), rising, "increase").message).toBe(
      "Not enough data yet: 2 of the 6 data points the four-point rule needs. Keep collecting data.",
    );
    expect(fourPointDecision([], null, "increase").message).toMatch(/aimline/);
  });
});

describe("goalProgressView", () => {
  const goal = {
    baselineValue: 40,
    baselineDate: week(0),
    targetValue: 90,
    targetDate: week(25),
    direction: "increase" as const,
  };

  it("builds every computed field of a goal", () => {
    const entries = [
      ...around(rising, [-2, -2, -2, -2, -2, -2]).map((p) => ({ entryDate: p.date, progressValue: p.value })),
      { entryDate: week(7), progressValue: null },
    ];
    const view = goalProgressView(goal, entries, week(8));
    expect(view.entryCount).toBe(7);
    expect(view.latestEntry).toEqual({ entryDate: week(7), progressValue: null });
    expect(view.aimline).toEqual(rising);
    // Points 40 + 2w − 2 for w = 1..6: a line of slope 2, value 38 at the baseline date.
    expect(view.trendline?.slopePerWeek).toBeCloseTo(2, 12);
    expect(view.trendline?.intercept).toBeCloseTo(38, 12);
    expect(view.trendline?.origin).toBe(week(0));
    // values 40..50: newest three 50,48,46 (avg 48) vs oldest three 40,42,44 (avg 42): 6 above → improving
    expect(view.trend).toBe("improving");
    expect(view.decision.action).toBe("change_instruction");
  });

  it("with no entries: insufficient data everywhere, no trendline, no latest entry", () => {
    const view = goalProgressView(goal, [], week(1));
    expect(view).toMatchObject({
      trend: "insufficient_data",
      trendline: null,
      latestEntry: null,
      entryCount: 0,
    });
    expect(view.decision.action).toBe("insufficient_data");
  });

  it("says when the target date has passed", () => {
    expect(goalProgressView(goal, [], week(26)).decision.message).toMatch(
      /target date \(Jun 29, 2026\) has passed/,
    );
    expect(goalProgressView(goal, [], week(25)).decision.message).not.toMatch(/has passed/);
  });

  it("mirrors the trend for a decrease goal", () => {
    const entries = [10, 10, 10, 2, 2, 2].map((progressValue, i) => ({ entryDate: week(i), progressValue }));
    expect(goalProgressView({ ...goal, direction: "decrease" }, entries, week(6)).trend).toBe("improving");
    expect(goalProgressView(goal, entries, week(6)).trend).toBe("declining");
  });
});
