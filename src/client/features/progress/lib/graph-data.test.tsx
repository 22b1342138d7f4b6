/**
 * The numbers behind a goal's graph (requirements "Aimline, trendline and decision rules": data points,
 * aimline, trendline, target marker): dated values become day numbers, scoreless sessions are not points, every mark fits
 * the axes, and the aimline's expected value on a date matches the API's aimline.
 */

import {
  buildGoalFields,
  buildProgressEntry,
  buildStudent,
  withGoalView,
} from "@shared/testing/data-generators";
import { describe, expect, it } from "vitest";
import { aimlineValueAt, dayNumber, dayToIso, graphData, niceStep } from "./graph-data";

const MAYA = buildStudent({ name: "Maya Lopez" });

describe("graphData", () => {
  const g = buildGoalFields({ studentId: MAYA.id }); // 40 on 2026-09-01 → 90 on 2027-05-31
  const entries = [
    buildProgressEntry({ goalId: g.id, entryDate: "2026-09-22", progressValue: 52 }),
    buildProgressEntry({ goalId: g.id, entryDate: "2026-09-08", progressValue: 44 }),
    buildProgressEntry({ goalId: g.id, entryDate: "2026-09-15", progressValue: null, note: "Absent" }),
    buildProgressEntry({ goalId: g.id, entryDate: "2026-09-29", progressValue: 55 }),
  ];
  const goal = withGoalView(g, entries);
  const data = graphData(goal, entries);

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
    expect(aimlineValueAt(goal, "2026-09-01")).toBe(40);
    expect(aimlineValueAt(goal, "2027-05-31")).toBeCloseTo(90, 9);
    expect(aimlineValueAt(goal, "2026-09-08")).toBeCloseTo(40 + 50 / (272 / 7), 9);
  });

  it("has no aimline, trendline or target for a goal without values", () => {
    const bare = buildGoalFields({
      studentId: MAYA.id,
      baselineValue: null,
      targetValue: null,
      targetDate: null,
    });
    const d = graphData(withGoalView(bare), []);
    expect([d.aimline, d.trendline, d.target, d.points]).toEqual([null, null, null, []]);
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
