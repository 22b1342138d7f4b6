import { describe, expect, it } from "vitest";
import { dayRange, dayStart, todayIn, weekRange, zoneOf } from "./teacher-time.ts";

// requirements "Deadlines", "Meetings": days and weeks are the teacher's, in their time zone.
describe("teacher-time", () => {
  it.each([
    ["2026-11-02T04:30:00Z", "America/New_York", "2026-11-01"],
    ["2026-11-02T05:00:00Z", "America/New_York", "2026-11-02"],
    ["2026-11-02T04:30:00Z", null, "2026-11-02"],
    ["2026-11-02T04:30:00Z", "Not/AZone", "2026-11-02"],
    ["2026-11-01T23:30:00Z", "Asia/Tokyo", "2026-11-02"],
  ])("at %s in %s today is %s", (instant, zone, expected) => {
    expect(todayIn(new Date(instant), zone)).toBe(expected);
  });

  it("an unknown or missing zone is UTC", () => {
    expect(zoneOf(null)).toBe("UTC");
    expect(zoneOf("Mars/Olympus")).toBe("UTC");
    expect(zoneOf("Europe/Paris")).toBe("Europe/Paris");
  });

  it.each([
    // Daylight saving starts (23-hour day) and ends (25-hour day) in New York.
    ["2026-03-08", "2026-03-08T05:00:00.000Z", "2026-03-09T04:00:00.000Z", 23],
    ["2026-11-01", "2026-11-01T04:00:00.000Z", "2026-11-02T05:00:00.000Z", 25],
    ["2026-07-01", "2026-07-01T04:00:00.000Z", "2026-07-02T04:00:00.000Z", 24],
  ])("the day %s in New York runs %s to %s (%i hours)", (date, start, end, hours) => {
    const [s, e] = dayRange(date, "America/New_York");
    expect(s.toISOString()).toBe(start);
    expect(e.toISOString()).toBe(end);
    expect((e.getTime() - s.getTime()) / 3_600_000).toBe(hours);
  });

  it("a day starts at UTC midnight without a zone", () => {
    expect(dayStart("2026-11-23", null).toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });

  it.each([
    // Sunday late evening belongs to the week that began the Monday before.
    ["2026-11-02T04:30:00Z", "America/New_York", "2026-10-26T04:00:00.000Z", "2026-11-02T05:00:00.000Z"],
    ["2026-11-02T05:00:00Z", "America/New_York", "2026-11-02T05:00:00.000Z", "2026-11-09T05:00:00.000Z"],
    ["2026-11-02T04:30:00Z", "UTC", "2026-11-02T00:00:00.000Z", "2026-11-09T00:00:00.000Z"],
  ])("the week of %s in %s is [%s, %s)", (instant, zone, start, end) => {
    const [s, e] = weekRange(new Date(instant), zone);
    expect([s.toISOString(), e.toISOString()]).toEqual([start, end]);
  });
});
