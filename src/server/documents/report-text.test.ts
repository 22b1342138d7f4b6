/**
 * The report dictionaries (requirements "Parent progress report"): English and Spanish have the same
 * keys, no value is empty (a function's answer for sample arguments included), Spanish dates read
 * in Spanish, and every trend and decision has its own Spanish sentence.
 */
import { describe, expect, it } from "vitest";
import {
  GOAL_DECISIONS,
  GOAL_DIRECTIONS,
  type GoalDecisionAction,
  type GoalDirection,
  PROGRESS_TRENDS,
  type ProgressTrend,
} from "../../shared/contracts/goals.ts";
import type { ReportGoal } from "../../shared/domain/progress-report.ts";
import { reportText } from "./report-pdf.tsx";
import { REPORT_TEXT_EN, type ReportText } from "./report-text.ts";
import { REPORT_TEXT_ES, spanishDate } from "./report-text-es.ts";

/** A goal with no entries: enough for `suggestion`. */
const EMPTY_ITEM = {
  goal: { unit: "WCPM", targetValue: 90, direction: "increase" },
  periodEntries: [],
  view: { trend: "insufficient_data", decision: { action: "insufficient_data" } },
} as unknown as ReportGoal;

/** Each value as text: a string as is, a function's answer for sample arguments. */
function valueText(key: keyof ReportText, value: ReportText[keyof ReportText]): string {
  if (typeof value === "string") return value;
  const samples: Partial<Record<keyof ReportText, unknown[]>> = {
    documentTitle: ["Maya", "period"],
    subtitle: ["Maya"],
    page: [1, 2],
    date: ["2026-09-15"],
    shortDate: ["2026-09-15"],
    period: ["2026-09-01", "2026-10-31"],
    goalHeading: ["Reading", 0],
    targetBy: ["2027-06-01"],
    legendTarget: ["90 WCPM"],
    trend: ["improving", "increase"],
    decision: ["continue"],
    suggestion: [EMPTY_ITEM],
  };
  const args = samples[key];
  if (!args) throw new Error(`no sample arguments for ${key}`);
  return String((value as (...a: unknown[]) => unknown)(...args));
}

describe("report dictionaries", () => {
  it("English and Spanish have the same keys", () => {
    expect(Object.keys(REPORT_TEXT_ES).sort()).toEqual(Object.keys(REPORT_TEXT_EN).sort());
  });

  it.each(Object.keys(REPORT_TEXT_EN) as (keyof ReportText)[])(
    "%s is never empty and the same kind in both",
    (key) => {
      const en = REPORT_TEXT_EN[key];
      const es = REPORT_TEXT_ES[key];
      expect(typeof es).toBe(typeof en);
      expect(valueText(key, en).trim()).not.toBe("");
      expect(valueText(key, es).trim()).not.toBe("");
    },
  );

  it("Spanish differs from English for every sentence of our own (only the language-neutral ones match)", () => {
    const same = (Object.keys(REPORT_TEXT_EN) as (keyof ReportText)[]).filter(
      (k) => valueText(k, REPORT_TEXT_EN[k]) === valueText(k, REPORT_TEXT_ES[k]),
    );
    expect(same).toEqual([]);
  });

  it("every trend, direction and decision has a distinct Spanish sentence", () => {
    const trends = PROGRESS_TRENDS.flatMap((t: ProgressTrend) =>
      GOAL_DIRECTIONS.map((d: GoalDirection) => REPORT_TEXT_ES.trend(t, d)),
    );
    // insufficient_data and stable read the same whichever way the goal aims: 6 distinct of 8.
    expect(new Set(trends).size).toBe(6);
    expect(REPORT_TEXT_ES.trend("improving", "decrease")).toContain("más bajas");
    const decisions = GOAL_DECISIONS.map((a: GoalDecisionAction) => REPORT_TEXT_ES.decision(a));
    expect(new Set(decisions).size).toBe(GOAL_DECISIONS.length);
  });

  it.each([
    ["2026-09-15", "15 de septiembre de 2026"],
    ["2027-01-01", "1 de enero de 2027"],
    ["2026-12-31", "31 de diciembre de 2026"],
    ["not a date", "not a date"],
  ])("spanishDate(%s) → %s", (iso, expected) => {
    expect(spanishDate(iso)).toBe(expected);
  });

  it("the data table's short Spanish date keeps the month's name", () => {
    expect(REPORT_TEXT_ES.shortDate("2026-09-08")).toBe("8 sept 2026");
  });

  it("picks Spanish only for a Spanish record; anything else is English", () => {
    expect(reportText("es")).toBe(REPORT_TEXT_ES);
    expect(reportText("en")).toBe(REPORT_TEXT_EN);
    expect(reportText(null)).toBe(REPORT_TEXT_EN);
    expect(reportText(undefined)).toBe(REPORT_TEXT_EN);
  });
});
