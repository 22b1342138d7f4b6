/**
 * Reporting periods (requirements "Parent progress report": default the last 9 weeks; this quarter,
 * last quarter, school year to date).
 */

import {
  matchingPreset,
  type PeriodPreset,
  periodProblem,
  presetPeriod,
} from "@client/features/reports/lib/report-period";
import { describe, expect, it } from "vitest";

describe("presetPeriod", () => {
  it.each<[PeriodPreset, string, string, string]>([
    // 9 weeks = 63 days ending today.
    ["last9Weeks", "2026-10-20", "2026-08-19", "2026-10-20"],
    ["last9Weeks", "2026-03-01", "2025-12-29", "2026-03-01"],
    // Calendar quarters.
    ["thisQuarter", "2026-10-20", "2026-10-01", "2026-10-20"],
    ["thisQuarter", "2026-01-01", "2026-01-01", "2026-01-01"],
    ["lastQuarter", "2026-10-20", "2026-07-01", "2026-09-30"],
    ["lastQuarter", "2026-02-10", "2025-10-01", "2025-12-31"],
    ["lastQuarter", "2026-05-31", "2026-01-01", "2026-03-31"],
    // The school year starts on August 1.
    ["schoolYear", "2026-10-20", "2026-08-01", "2026-10-20"],
    ["schoolYear", "2026-08-01", "2026-08-01", "2026-08-01"],
    ["schoolYear", "2026-07-31", "2025-08-01", "2026-07-31"],
    ["schoolYear", "2027-03-15", "2026-08-01", "2027-03-15"],
  ])("%s on %s → %s to %s", (preset, today, from, to) => {
    expect(presetPeriod(preset, today)).toEqual({ from, to });
  });

  it("refuses a today that is not a date", () => {
    expect(() => presetPeriod("last9Weeks", "someday")).toThrow(RangeError);
  });
});

describe("matchingPreset", () => {
  it("names the preset a period equals, or null for any other period", () => {
    expect(matchingPreset({ from: "2026-07-01", to: "2026-09-30" }, "2026-10-20")).toBe("lastQuarter");
    expect(matchingPreset({ from: "2026-08-19", to: "2026-10-20" }, "2026-10-20")).toBe("last9Weeks");
    expect(matchingPreset({ from: "2026-07-02", to: "2026-09-30" }, "2026-10-20")).toBeNull();
  });
});

describe("periodProblem", () => {
  it.each([
    [{ from: "2026-09-01", to: "2026-10-31" }, null],
    [{ from: "2026-09-01", to: "2026-09-01" }, null],
    [
      { from: "2026-10-31", to: "2026-09-01" },
      "The end of the reporting period must be on or after its start.",
    ],
    [{ from: "", to: "2026-09-01" }, "Enter the first day of the reporting period."],
    [{ from: "2026-09-01", to: "" }, "Enter the last day of the reporting period."],
    [{ from: "2026-02-30", to: "2026-03-01" }, "Enter the first day of the reporting period."],
  ])("%j → %s", (period, problem) => {
    expect(periodProblem(period)).toBe(problem);
  });
});
