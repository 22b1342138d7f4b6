/**
 * The one date format (requirements "Product and users": dates a person reads): a day and an instant to the minute per
 * language, never ISO text and never seconds; text that is not a date comes back unchanged.
 */
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMonth } from "./date-format.ts";

describe("formatDate", () => {
  it.each([
    ["2026-11-27", {}, "Nov 27, 2026"],
    ["2026-11-27", { language: "es" as const }, "27 nov 2026"],
    // A calendar day has no zone: the same day east and west of UTC.
    ["2026-01-01", { timeZone: "Pacific/Honolulu" }, "Jan 1, 2026"],
    ["2026-11-27T03:00:00.000Z", { timeZone: "America/Los_Angeles" }, "Nov 26, 2026"],
    ["2026-02-30", {}, "2026-02-30"],
    ["not a date", {}, "not a date"],
  ])("%s %o → %s", (value, options, expected) => {
    expect(formatDate(value, options)).toBe(expected);
  });
});

describe("formatDateTime", () => {
  it.each([
    ["2026-11-27T15:45:59.000Z", { timeZone: "America/New_York" }, "Nov 27, 2026, 10:45 AM"],
    ["2026-11-27T15:45:59.000Z", { timeZone: "UTC", language: "es" as const }, "27 nov 2026, 3:45 p.m."],
    ["garbage", {}, "garbage"],
  ])("%s %o → %s", (value, options, expected) => {
    expect(formatDateTime(value, options)).toBe(expected);
  });

  it("never writes seconds or ISO text, and uses plain spaces", () => {
    const text = formatDateTime(new Date("2026-11-27T10:45:59.000Z"), { timeZone: "UTC" });
    expect(text).not.toMatch(/\d:\d\d:\d\d|\d{4}-\d\d-\d\d|[\u202f\u00a0]/);
  });
});

describe("formatMonth", () => {
  it.each([
    ["2026-11", "en" as const, "Nov 2026"],
    ["2026-09", "es" as const, "sept 2026"],
    ["2026", "en" as const, "2026"],
  ])("%s (%s) → %s", (value, language, expected) => {
    expect(formatMonth(value, { language })).toBe(expected);
  });
});
