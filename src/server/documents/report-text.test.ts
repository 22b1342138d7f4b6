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
import { GOAL_UNITS, type GoalUnit } from "../../shared/domain/goal-units.ts";
import type { ReportGoal } from "../../shared/domain/progress-report.ts";
import { reportText } from "./report-language.ts";
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
    unit: ["words correct per minute"],
    entryNote: ["ORF probe: 42 words attempted, 3 errors, accuracy 93% (39 WCPM)"],
    serviceLine: [
      {
        name: "Speech-language therapy",
        minutes: 30,
        period: "week",
        setting: "related_service",
        providerName: null,
        providerRole: "Speech-language pathologist",
        deliveredMinutes: 240,
        makeupMinutes: 30,
      },
    ],
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

  // Every unit the goal form offers, as a Spanish-speaking family reads it.
  const UNIT_ROWS: Record<GoalUnit, string> = {
    "words correct per minute": "palabras correctas por minuto",
    "percent accuracy": "por ciento de precisión",
    "digits correct": "dígitos correctos",
    trials: "intentos",
    minutes: "minutos",
    incidents: "incidentes",
  };
  it("the unit table has a row for every unit the goal form offers", () => {
    expect(Object.keys(UNIT_ROWS).sort()).toEqual([...GOAL_UNITS].sort());
  });
  it.each(Object.entries(UNIT_ROWS))(
    "the offered unit %j is %j in Spanish and as is in English",
    (unit, es) => {
      expect(REPORT_TEXT_ES.unit(unit)).toBe(es);
      expect(REPORT_TEXT_ES.unit(` ${unit.toUpperCase()} `)).toBe(es);
      expect(REPORT_TEXT_EN.unit(unit)).toBe(unit);
    },
  );
  it.each(["WCPM", "sight words read", null])("a unit the teacher typed (%j) prints as typed", (unit) => {
    expect(REPORT_TEXT_ES.unit(unit)).toBe(unit);
  });

  it.each([
    [
      "ORF probe: 42 words attempted, 3 errors, accuracy 93% (39 WCPM)",
      "Prueba de fluidez lectora: 42 palabras leídas, 3 errores, precisión del 93 % (39 palabras correctas por minuto)",
    ],
    [
      "ORF probe: 90 words attempted in 45 s (prorated to a minute), 1 error, accuracy 99% (119 WCPM). Lost place twice",
      "Prueba de fluidez lectora: 90 palabras leídas en 45 s (calculado a un minuto), 1 error, precisión del 99 % (119 palabras correctas por minuto). Lost place twice",
    ],
    [
      "Math computation probe (2 min): 24 digits correct of 40 possible (60%), 12 per minute",
      "Prueba de cálculo matemático (2 min): 24 dígitos correctos de 40 posibles (60 %), 12 por minuto",
    ],
    [
      "Math computation probe (1 min): 1 digits correct, 1 per minute",
      "Prueba de cálculo matemático (1 min): 1 dígito correcto, 1 por minuto",
    ],
    ["Worked with a peer", "Worked with a peer"],
  ])("the entry note %j reads %j in Spanish (the teacher's words as typed)", (note, es) => {
    expect(REPORT_TEXT_ES.entryNote(note)).toBe(es);
    expect(REPORT_TEXT_EN.entryNote(note)).toBe(note);
  });

  it("picks Spanish only for a Spanish record; anything else is English", () => {
    expect(reportText("es")).toBe(REPORT_TEXT_ES);
    expect(reportText("en")).toBe(REPORT_TEXT_EN);
    expect(reportText(null)).toBe(REPORT_TEXT_EN);
    expect(reportText(undefined)).toBe(REPORT_TEXT_EN);
  });
});
