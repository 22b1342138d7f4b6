/**
 * The parent report's words and period data (requirements "Parent progress report", "Progress trend").
 */
import { describe, expect, it } from "vitest";
import type { Goal } from "../contracts/goals.ts";
import {
  baselineInWords,
  decisionInWords,
  entriesInPeriod,
  formatValue,
  goalHeading,
  type ReportEntry,
  readableDate,
  reportGoal,
  reportGraphSummary,
  suggestNarrative,
  targetInWords,
  trendInWords,
  unitPrecision,
} from "./progress-report.ts";

const entry = (entryDate: string, progressValue: number | null, note: string | null = null): ReportEntry => ({
  entryDate,
  progressValue,
  note,
});

const goal: Goal = {
  id: "g1",
  studentId: "s1",
  statement: "Read 90 WCPM",
  area: "Reading",
  baselineData: null,
  baselineValue: 50,
  baselineDate: "2026-09-01",
  targetValue: 90,
  unit: "WCPM",
  direction: "increase",
  measurementMethod: null,
  evaluationSchedule: null,
  targetDate: "2027-06-01",
  objectives: [],
  createdAt: "2026-09-01T00:00:00.000Z",
  updatedAt: "2026-09-01T00:00:00.000Z",
  trend: "insufficient_data",
  trendline: null,
  aimline: null,
  decision: { action: "insufficient_data", message: "" },
  latestEntry: null,
  entryCount: 0,
};

describe("entriesInPeriod", () => {
  it("keeps the inclusive period, oldest first, whatever the input order", () => {
    const list = [
      entry("2026-10-31", 5),
      entry("2026-08-31", 1),
      entry("2026-09-01", 2),
      entry("2026-11-01", 6),
      entry("2026-09-15", null),
    ];
    expect(entriesInPeriod(list, "2026-09-01", "2026-10-31").map((e) => e.entryDate)).toEqual([
      "2026-09-01",
      "2026-09-15",
      "2026-10-31",
    ]);
  });
  it("keeps two entries of the same day in their input order", () => {
    const list = [entry("2026-09-02", 7, "second"), entry("2026-09-01", 1), entry("2026-09-02", 3, "third")];
    expect(entriesInPeriod(list, "2026-09-01", "2026-09-30").map((e) => e.note)).toEqual([
      null,
      "second",
      "third",
    ]);
  });
});

describe('trendInWords (requirements "Progress trend"; decision record 005 for decrease goals)', () => {
  it.each([
    ["improving", "increase", /^Improving: recent scores are higher/],
    ["improving", "decrease", /^Improving: recent scores are lower.*direction this goal aims for/],
    ["declining", "increase", /^Declining: recent scores are lower/],
    ["declining", "decrease", /^Declining: recent scores are higher/],
    ["stable", "increase", /^Steady/],
    ["insufficient_data", "decrease", /at least 3 are needed/],
  ] as const)("%s / %s", (trend, direction, words) => {
    expect(trendInWords(trend, direction)).toMatch(words);
  });
});

describe("decisionInWords (four-point rule outcomes)", () => {
  it.each([
    ["insufficient_data", /too early/],
    ["continue", /continue the current instruction/],
    ["change_instruction", /adjust instruction/],
    ["raise_goal", /more ambitious target/],
  ] as const)("%s", (action, words) => {
    expect(decisionInWords(action)).toMatch(words);
  });
});

describe("readableDate", () => {
  it.each([
    ["2026-09-15", "Sep 15, 2026"],
    ["2027-01-01", "Jan 1, 2027"],
    ["2026-12-31", "Dec 31, 2026"],
    ["someday", "someday"],
  ])("%s → %s", (date, text) => {
    expect(readableDate(date)).toBe(text);
  });
});

describe("formatValue", () => {
  it.each([
    [52, null, "52"],
    [87.456, "%", "87.46 %"],
    [63.5, "WCPM", "63.5 WCPM"],
    [null, "WCPM", "—"],
    [Number.NaN, null, "—"],
  ])("%s %s → %s", (value, unit, text) => {
    expect(formatValue(value, unit)).toBe(text);
  });
  it.each([
    [null, "No score"],
    [Number.POSITIVE_INFINITY, "No score"],
    [4, "4 WCPM"],
  ])("%s with an empty text → %s", (value, text) => {
    expect(formatValue(value, "WCPM", "No score")).toBe(text);
  });
});

describe("a goal's heading, baseline and target in words", () => {
  it.each([
    [{ area: "Reading" }, 0, "Goal 1 — Reading"],
    [{ area: null }, 2, "Goal 3"],
  ])("goalHeading(%j, %i) → %s", (g, index, text) => {
    expect(goalHeading(g, index)).toBe(text);
  });
  it.each([
    [{ baselineData: "Fall DIBELS ORF", baselineValue: 52, unit: "WCPM" }, "Fall DIBELS ORF — 52 WCPM"],
    [{ baselineData: null, baselineValue: 8, unit: null }, "8"],
    [{ baselineData: "Observed", baselineValue: null, unit: "WCPM" }, "Observed"],
    [{ baselineData: null, baselineValue: null, unit: "WCPM" }, ""],
  ])("baselineInWords(%j) → %j", (g, text) => {
    expect(baselineInWords(g)).toBe(text);
  });
  it.each([
    [{ targetValue: 90, targetDate: "2027-06-01", unit: "WCPM" }, "90 WCPM by Jun 1, 2027"],
    [{ targetValue: 90, targetDate: null, unit: "WCPM" }, "90 WCPM"],
    [{ targetValue: null, targetDate: "2027-06-01", unit: "WCPM" }, "by Jun 1, 2027"],
    [{ targetValue: null, targetDate: null, unit: null }, ""],
  ])("targetInWords(%j) → %j", (g, text) => {
    expect(targetInWords(g)).toBe(text);
  });
});

describe("reportGraphSummary (the report graph in words)", () => {
  const graphGoal: Goal = { ...goal, area: null, baselineValue: 40, targetDate: "2026-12-01" };
  const graphEntries = [
    entry("2026-08-25", 35),
    entry("2026-09-08", 44),
    entry("2026-09-15", null, "Absent"),
    entry("2026-09-22", 48),
  ];
  it("says what the graph shows", () => {
    const text = reportGraphSummary(
      reportGoal(graphGoal, graphEntries, "2026-09-01", "2026-09-30"),
      "2026-09-01",
      "2026-09-30",
    );
    expect(text).toMatch(
      /^2 scores from Sep 8, 2026 to Sep 22, 2026, from 44 WCPM to 48 WCPM; to stay on track for the goal, scores would go from about 40 to 56 WCPM over this period; the scores are heading from about \d+ to \d+ WCPM; the target is 90 WCPM by Dec 1, 2026\.$/,
    );
    // Rounded to the unit's precision (whole WCPM), in plain words: never "55.93", never "aimline".
    expect(text).not.toMatch(/\d\.\d|aimline|trendline/);
  });
  it("keeps one decimal where the goal's values have one", () => {
    const levels: Goal = { ...graphGoal, unit: "grade level", baselineValue: 2.5, targetValue: 3.5 };
    const item = reportGoal(
      levels,
      [entry("2026-09-08", 2.6), entry("2026-09-22", 2.8)],
      "2026-09-01",
      "2026-09-30",
    );
    expect(unitPrecision(item)).toBe(1);
    expect(reportGraphSummary(item, "2026-09-01", "2026-09-30")).toMatch(
      /scores would go from about 2\.\d to 2\.\d grade level over this period/,
    );
  });
  it("says when there is nothing to plot", () => {
    expect(
      reportGraphSummary(reportGoal(graphGoal, [], "2026-09-01", "2026-09-30"), "2026-09-01", "2026-09-30"),
    ).toMatch(/^No scores in this period; /);
  });
  it("names a single score", () => {
    const item = reportGoal(graphGoal, [entry("2026-09-10", 55)], "2026-09-01", "2026-09-30");
    expect(reportGraphSummary(item, "2026-09-01", "2026-09-30")).toMatch(
      /^1 score, 55 WCPM on Sep 10, 2026; /,
    );
  });
});

describe("reportGoal and suggestNarrative", () => {
  const entries = [
    entry("2026-08-20", 30), // before the period: counts for the view, not for the table
    entry("2026-09-08", 54),
    entry("2026-09-15", null),
    entry("2026-09-22", 58),
    entry("2026-09-29", 63),
    entry("2026-11-05", 10), // after the period: ignored by both
  ];

  it("builds the view from entries up to the period's end only", () => {
    const item = reportGoal(goal, entries, "2026-09-01", "2026-09-30");
    expect(item.periodEntries.map((e) => e.entryDate)).toEqual([
      "2026-09-08",
      "2026-09-15",
      "2026-09-22",
      "2026-09-29",
    ]);
    // Valued up to Sep 30: 30, 54, 58, 63 → newest three avg 58.3 vs oldest three avg 47.3: improving.
    expect(item.view.trend).toBe("improving");
    expect(item.view.entryCount).toBe(5);
    expect(item.view.latestEntry).toEqual({ entryDate: "2026-09-29", progressValue: 63 });
  });

  it("suggests a narrative from the period's first and last scores, the trend and the decision", () => {
    const text = suggestNarrative(reportGoal(goal, entries, "2026-09-01", "2026-09-30"));
    expect(text).toBe(
      "4 sessions recorded during this period. Scores went from 54 WCPM on Sep 8, 2026 to 63 WCPM on Sep 29, 2026. The target is 90 WCPM. Improving: recent scores are higher than earlier ones. It is too early to judge progress against the goal line; we keep collecting data.",
    );
  });

  it.each([
    [[], "No progress data was recorded for this goal during this reporting period."],
    [[entry("2026-09-10", null)], "1 session recorded during this period, none with a score yet."],
  ])("never invents data: %j", (list, text) => {
    expect(suggestNarrative(reportGoal(goal, list, "2026-09-01", "2026-09-30"))).toBe(text);
  });

  it("one scored session reads as a single score", () => {
    const text = suggestNarrative(reportGoal(goal, [entry("2026-09-10", 55)], "2026-09-01", "2026-09-30"));
    expect(text).toMatch(/^1 session recorded during this period\. The score was 55 WCPM on Sep 10, 2026\./);
  });
});
