/**
 * The report graph's numbers (requirements "Parent progress report": the graph with data points, aimline, trendline, target
 * marker)
 * over a reporting period: what is drawn, on which scale, and the words that stand in for it.
 */
import type { Goal } from "@shared/contracts/goals";
import { reportGoal } from "@shared/domain/progress-report";
import { describe, expect, it } from "vitest";
import { dayNumber } from "../../lib/graph-data";
import { niceTicks, reportGraphData, reportGraphSummary } from "./report-graph";

const goal = {
  id: "g1",
  studentId: "s1",
  statement: "Read 90 WCPM",
  area: null,
  baselineData: null,
  baselineValue: 40,
  baselineDate: "2026-09-01",
  targetValue: 90,
  unit: "WCPM",
  direction: "increase",
  measurementMethod: null,
  evaluationSchedule: null,
  targetDate: "2026-12-01",
  objectives: [],
  createdAt: "",
  updatedAt: "",
} as unknown as Goal;

const entries = [
  { entryDate: "2026-08-25", progressValue: 35, note: null },
  { entryDate: "2026-09-08", progressValue: 44, note: null },
  { entryDate: "2026-09-15", progressValue: null, note: "Absent" },
  { entryDate: "2026-09-22", progressValue: 48, note: null },
];

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

describe("reportGraphData", () => {
  it("plots the period's scores only, the aimline and trendline across the period, the target in range", () => {
    const data = reportGraphData(
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
    const data = reportGraphData(
      reportGoal(goal, entries, "2026-11-01", "2026-12-31"),
      "2026-11-01",
      "2026-12-31",
    );
    expect(data.target).toEqual({ value: 90, day: dayNumber("2026-12-01") });
    expect(data.points).toEqual([]);
    expect(data.trendline).toBeNull(); // no scores in the period: no line to fit on this graph
  });
});

describe("reportGraphSummary", () => {
  it("says what the graph shows", () => {
    const text = reportGraphSummary(
      reportGoal(goal, entries, "2026-09-01", "2026-09-30"),
      "2026-09-01",
      "2026-09-30",
    );
    expect(text).toMatch(
      /^2 scores from Sep 8, 2026 to Sep 22, 2026, from 44 WCPM to 48 WCPM; the aimline expects 40 to 55\.93 WCPM over the period; the trendline runs from .+; the target is 90 WCPM by Dec 1, 2026\.$/,
    );
  });
  it("says when there is nothing to plot", () => {
    expect(
      reportGraphSummary(reportGoal(goal, [], "2026-09-01", "2026-09-30"), "2026-09-01", "2026-09-30"),
    ).toMatch(/^No scores in this period; /);
  });
});
