import { describe, expect, it } from "vitest";
import { nextReportingDate } from "./legal-clock.ts";
import {
  isReportingDate,
  normalizeReportingDates,
  REPORTING_PRESETS,
  reportingPresetOf,
} from "./legal-clock-reporting.ts";

// 34 CFR §300.320(a)(3): "quarterly or other periodic reports, concurrent with the issuance of report cards".
describe("reporting dates (34 CFR §300.320(a)(3))", () => {
  it.each([
    ["10-31", true],
    ["02-29", true],
    ["02-30", false],
    ["04-31", false],
    ["13-01", false],
    ["00-10", false],
    ["1-31", false],
    ["2026-10-31", false],
  ])("isReportingDate(%s) → %s", (value, expected) => {
    expect(isReportingDate(value)).toBe(expected);
  });

  it.each([
    { dates: ["06-15", "10-31", "01-31"], expected: ["10-31", "01-31", "06-15"] },
    { dates: ["08-01", "07-31"], expected: ["08-01", "07-31"] },
    { dates: ["12-20", "12-20", "nonsense", "09-30"], expected: ["09-30", "12-20"] },
    { dates: [], expected: [] },
  ])("normalizes $dates to school-year order $expected", ({ dates, expected }) => {
    expect(normalizeReportingDates(dates)).toEqual(expected);
  });

  it.each([
    { dates: [], expected: "quarterly" },
    { dates: ["06-15", "03-31", "01-31", "10-31"], expected: "quarterly" },
    { dates: [...REPORTING_PRESETS.trimester], expected: "trimester" },
    { dates: ["06-15", "01-31"], expected: "semester" },
    { dates: ["01-31"], expected: "custom" },
    { dates: ["11-15", "02-15", "05-15"], expected: "custom" },
  ])("$dates is the $expected preset", ({ dates, expected }) => {
    expect(reportingPresetOf(dates)).toBe(expected);
  });
});

describe("the next progress report follows the teacher's periods", () => {
  it.each([
    { preset: "quarterly", after: "2026-11-23", expected: "2027-01-31" },
    { preset: "trimester", after: "2026-11-23", expected: "2026-11-30" },
    { preset: "trimester", after: "2026-11-30", expected: "2027-03-15" },
    { preset: "semester", after: "2026-11-23", expected: "2027-01-31" },
    { preset: "semester", after: "2027-01-31", expected: "2027-06-15" },
    { preset: "semester", after: "2027-06-15", expected: "2028-01-31" },
  ] as const)("$preset, after $after → $expected", ({ preset, after, expected }) => {
    expect(nextReportingDate(REPORTING_PRESETS[preset], after)).toBe(expected);
  });
});
