/**
 * The goal graph's time axis (requirements "Aimline, trendline and decision rules"): ticks name the
 * year when the axis crosses from one calendar year into the next, and only then.
 */
import { dayNumber } from "@shared/domain/goal-chart";
import { describe, expect, it } from "vitest";
import { dayTickFormatter } from "./goal-chart-marks";

describe("dayTickFormatter", () => {
  it.each([
    ["one school term", "2026-09-01", "2026-11-30", "2026-10-05", "Oct 5"],
    ["across New Year", "2026-11-01", "2027-02-28", "2026-12-14", "Dec 14, 2026"],
    ["across New Year, the later year", "2026-11-01", "2027-02-28", "2027-01-11", "Jan 11, 2027"],
    ["a whole school year", "2026-08-01", "2027-06-15", "2027-06-01", "Jun 1, 2027"],
  ])("%s: %s..%s, tick %s → %s", (_case, from, to, tick, label) => {
    const format = dayTickFormatter([dayNumber(from), dayNumber(to)]);
    expect(format(dayNumber(tick))).toBe(label);
  });
});
