/**
 * Input the database would refuse is refused by the contracts first, naming the field
 * (requirements "Security and privacy", "Error catalogue"): NUL and the other C0 control characters
 * but tab and line breaks in any text field, dates and instants outside 1900-01-01..2100-12-31,
 * numbers that are not finite or beyond ±1e9.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { enhanceInput, suggestionsInput } from "./ai.ts";
import {
  CONTROL_MESSAGE,
  isoDate,
  isoDateTime,
  measurementNumber,
  NUL_MESSAGE,
  nullableText,
  requiredText,
  SURROGATE_MESSAGE,
  stringList,
  text,
  textProblem,
} from "./common.ts";
import { iepDraftExportInput } from "./exports.ts";
import {
  createGoalInput,
  createProgressEntryInput,
  updateGoalInput,
  updateProgressEntryInput,
} from "./goals.ts";
import { updateProfileInput } from "./me.ts";
import { generateNoteInput, offlineNoteInput, updateNoteInput } from "./notes.ts";
import { progressReportInput } from "./reports.ts";
import { createStudentInput, updateStudentInput } from "./students.ts";

const NUL = "\u0000";
const STUDENT_ID = "0b6a3f5e-1111-4222-8333-444455556666";

/** The issues of a failed parse as `path: message` lines (the shape the API's 400 uses). */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.map(String).join(".")}: ${i.message}`);
}

describe("NUL characters are refused in every text field, naming the field", () => {
  const cases: [string, z.ZodType, unknown, string][] = [
    ["student name", createStudentInput, { name: `Ana${NUL}` }, "name"],
    ["student notes", createStudentInput, { name: "Ana", notes: `x${NUL}y` }, "notes"],
    ["student list entry", createStudentInput, { name: "Ana", strengths: [`a${NUL}`] }, "strengths.0"],
    [
      "parent contact phone",
      createStudentInput,
      { name: "Ana", parentContact: { phone: NUL } },
      "parentContact.phone",
    ],
    [
      "default strategy frequency",
      updateStudentInput,
      { defaultStrategies: [{ name: "Chunking", frequency: `daily${NUL}` }] },
      "defaultStrategies.0.frequency",
    ],
    [
      "assessment tool value",
      updateStudentInput,
      { assessmentTools: { reading: `DIBELS${NUL}` } },
      "assessmentTools.reading",
    ],
    ["IEP section", updateStudentInput, { presentLevels: `Reads${NUL}` }, "presentLevels"],
    [
      "note observations",
      generateNoteInput,
      { studentId: STUDENT_ID, observations: `Read${NUL}` },
      "observations",
    ],
    [
      "note subject",
      generateNoteInput,
      { studentId: STUDENT_ID, observations: "Read", subject: NUL },
      "subject",
    ],
    [
      "note dynamic data",
      generateNoteInput,
      { studentId: STUDENT_ID, observations: "Read", performanceData: { dynamicData: { wcpm: `4${NUL}` } } },
      "performanceData.dynamicData.wcpm",
    ],
    ["edited note text", updateNoteInput, { generatedNote: `Text${NUL}` }, "generatedNote"],
    ["goal statement", createGoalInput, { studentId: STUDENT_ID, statement: `Goal${NUL}` }, "statement"],
    ["goal objective", updateGoalInput, { objectives: [`Obj${NUL}`] }, "objectives.0"],
    ["progress note", updateProgressEntryInput, { note: `ok${NUL}` }, "note"],
    ["profile name", updateProfileInput, { name: `Ms${NUL}` }, "name"],
    ["enhance text", enhanceInput, { fieldType: "enhance_observations", text: `a${NUL}` }, "text"],
    ["suggestion input", suggestionsInput, { fieldType: "observations", input: `a${NUL}` }, "input"],
    [
      "report narrative",
      progressReportInput,
      {
        studentId: STUDENT_ID,
        from: "2026-01-01",
        to: "2026-02-01",
        narratives: { [STUDENT_ID]: `n${NUL}` },
      },
      `narratives.${STUDENT_ID}`,
    ],
    [
      "export section text",
      iepDraftExportInput,
      { studentId: STUDENT_ID, format: "pdf", sections: [{ title: "Goals", text: `t${NUL}` }] },
      "sections.0.text",
    ],
  ];

  it.each(cases)("%s", (_label, schema, input, field) => {
    expect(issuesOf(schema, input)).toContain(`${field}: ${NUL_MESSAGE}`);
  });

  it("the text helpers refuse NUL and still accept ordinary text", () => {
    expect(issuesOf(nullableText(20), `a${NUL}`)).toEqual([`: ${NUL_MESSAGE}`]);
    expect(issuesOf(requiredText(20, "Name"), `a${NUL}`)).toEqual([`: ${NUL_MESSAGE}`]);
    expect(issuesOf(stringList(), ["ok", `a${NUL}`])).toEqual([`1: ${NUL_MESSAGE}`]);
    expect(nullableText(20).parse("  Zoë  ")).toBe("Zoë");
    expect(stringList().parse(["a", " ", "b"])).toEqual(["a", "b"]);
  });
});

describe("invisible control characters are refused in every text field, naming the field", () => {
  it.each([
    ["a\u0001b", CONTROL_MESSAGE],
    ["\u001B[31mred", CONTROL_MESSAGE],
    ["line\u000Bbreak (Word's vertical tab)", CONTROL_MESSAGE],
    ["page\u000C", CONTROL_MESSAGE],
    ["\u001F", CONTROL_MESSAGE],
    ["a\u0000b", NUL_MESSAGE],
    ["a\uD800", SURROGATE_MESSAGE],
    ["tab\there", null],
    ["line\nbreak\r\nand carriage return", null],
    ["DEL \u007F and U+0085 \u0085 are not C0", null],
    ["Zoë 😀", null],
  ])("textProblem(%j) is %j", (value, expected) => {
    expect(textProblem(value)).toBe(expected);
    expect(issuesOf(text(), value)).toEqual(expected ? [`: ${expected}`] : []);
  });

  it.each([
    ["student name", createStudentInput, { name: "Ana\u001B" }, "name"],
    ["edited note text", updateNoteInput, { generatedNote: "Read\u0007" }, "generatedNote"],
    [
      "offline draft text",
      offlineNoteInput,
      {
        studentId: STUDENT_ID,
        observations: "Read",
        noteText: "Read\u0001",
        draftedAt: "2026-11-02T14:00:00Z",
      },
      "noteText",
    ],
  ] as [string, z.ZodType, unknown, string][])("%s", (_label, schema, input, field) => {
    expect(issuesOf(schema, input)).toContain(`${field}: ${CONTROL_MESSAGE}`);
  });

  it("an offline draft's text refuses NUL and lone surrogates like every other text", () => {
    const draft = { studentId: STUDENT_ID, observations: "Read", draftedAt: "2026-11-02T14:00:00Z" };
    expect(issuesOf(offlineNoteInput, { ...draft, noteText: `Read${NUL}` })).toEqual([
      `noteText: ${NUL_MESSAGE}`,
    ]);
    expect(issuesOf(offlineNoteInput, { ...draft, noteText: "Read \uD800" })).toEqual([
      `noteText: ${SURROGATE_MESSAGE}`,
    ]);
  });
});

describe("dates are between 1900-01-01 and 2100-12-31", () => {
  const RANGE = "must be between 1900-01-01 and 2100-12-31";
  it.each([
    ["0000-01-01", [`: ${RANGE}`]],
    ["1899-12-31", [`: ${RANGE}`]],
    ["1900-01-01", []],
    ["2026-09-15", []],
    ["2100-12-31", []],
    ["2101-01-01", [`: ${RANGE}`]],
    ["9999-12-31", [`: ${RANGE}`]],
    ["15/09/2026", [": must be a date like 2026-09-15"]],
  ])("%s", (value, expected) => {
    expect(issuesOf(isoDate, value)).toEqual(expected);
  });

  it.each([
    ["student date of birth", createStudentInput, { name: "Ana", dateOfBirth: "0000-01-01" }, "dateOfBirth"],
    ["annual meeting", updateStudentInput, { annualMeetingDueDate: "0000-06-01" }, "annualMeetingDueDate"],
    [
      "goal target date",
      createGoalInput,
      { studentId: STUDENT_ID, statement: "G", targetDate: "0000-01-01" },
      "targetDate",
    ],
    ["goal baseline date", updateGoalInput, { baselineDate: "0000-01-01" }, "baselineDate"],
    [
      "progress entry date",
      createProgressEntryInput,
      { goalId: STUDENT_ID, entryDate: "0000-01-01" },
      "entryDate",
    ],
    ["note date", updateNoteInput, { date: "0000-01-01" }, "date"],
    [
      "report period",
      progressReportInput,
      { studentId: STUDENT_ID, from: "0000-01-01", to: "2026-01-01" },
      "from",
    ],
  ] as [string, z.ZodType, unknown, string][])("%s", (_label, schema, input, field) => {
    expect(issuesOf(schema, input)).toContain(`${field}: ${RANGE}`);
  });

  it.each([
    ["0000-01-01T00:00:00Z", [`: ${RANGE}`]],
    ["1899-12-31T23:59:59Z", [`: ${RANGE}`]],
    ["1900-01-01T00:00:00Z", []],
    ["2026-11-02T09:30:00-06:00", []],
    ["2100-12-31T23:59:59Z", []],
    ["2101-01-01T00:00:00Z", [`: ${RANGE}`]],
    ["9999-12-31T23:59:59Z", [`: ${RANGE}`]],
    ["2026-11-02", [": must be a date and time like 2026-12-03T15:30:00Z"]],
  ])("the instant %s", (value, expected) => {
    expect(issuesOf(isoDateTime, value)).toEqual(expected);
  });

  it("an offline draft's time", () => {
    const draft = { studentId: STUDENT_ID, observations: "Read", noteText: "Read 68 wcpm." };
    expect(issuesOf(offlineNoteInput, { ...draft, draftedAt: "0000-01-01T00:00:00Z" })).toEqual([
      `draftedAt: ${RANGE}`,
    ]);
  });
});

describe("measured numbers are finite and within ±1e9", () => {
  const BOUND = "must be between -1,000,000,000 and 1,000,000,000";
  it.each([
    [0, []],
    [-3.5, []],
    [1e9, []],
    [-1e9, []],
    [1e9 + 1, [`: ${BOUND}`]],
    [-1.7e308, [`: ${BOUND}`]],
    [1.7e308, [`: ${BOUND}`]],
    [Number.POSITIVE_INFINITY, [": must be a finite number"]],
    [Number.NaN, [": must be a number"]],
  ] as [number, string[]][])("%s", (value, expected) => {
    expect(issuesOf(measurementNumber, value)).toEqual(expected);
  });

  it.each([
    [
      "progress value",
      createProgressEntryInput,
      { goalId: STUDENT_ID, entryDate: "2026-01-05", progressValue: 1.7e308 },
      "progressValue",
    ],
    ["edited progress value", updateProgressEntryInput, { progressValue: -1.7e308 }, "progressValue"],
    [
      "goal baseline",
      createGoalInput,
      { studentId: STUDENT_ID, statement: "G", baselineValue: 1e10 },
      "baselineValue",
    ],
    ["goal target", updateGoalInput, { targetValue: 1.7e308 }, "targetValue"],
  ] as [string, z.ZodType, unknown, string][])("%s", (_label, schema, input, field) => {
    expect(issuesOf(schema, input)).toContain(`${field}: ${BOUND}`);
  });
});
