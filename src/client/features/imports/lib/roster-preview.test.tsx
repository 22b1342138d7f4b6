/**
 * What the roster import screen shows of a preview (requirements "Import", "Roster import"): the
 * counts, the plan-limit sentence, the filter, the name from first and last name, problem sentences.
 */
import type { ImportPreviewRow } from "@shared/contracts/imports";
import { describe, expect, it } from "vitest";
import {
  cellText,
  limitSentence,
  previewCounts,
  previewFields,
  problemText,
  rowsToShow,
} from "./roster-preview";

const row = (over: Partial<ImportPreviewRow>): ImportPreviewRow => ({
  row: 2,
  values: {},
  errors: [],
  duplicate: null,
  ...over,
});
const problem = { field: "dateOfBirth", message: "not a date" };
const duplicate = { of: "record" as const, id: "s1", label: "Ines Castellano" };

describe("preview counts and filter", () => {
  const rows = [
    row({ row: 2 }),
    row({ row: 3, errors: [problem] }),
    row({ row: 4, duplicate }),
    // A duplicate with a problem is not imported either way: it counts as a problem only.
    row({ row: 5, errors: [problem], duplicate }),
  ];
  it("counts ready, problem and duplicate rows once each", () => {
    expect(previewCounts(rows)).toEqual({ ready: 1, problems: 2, duplicates: 1 });
  });
  it("shows every row, or only those with problems", () => {
    expect(rowsToShow(rows, false).map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(rowsToShow(rows, true).map((r) => r.row)).toEqual([3, 5]);
  });
});

describe("the plan's limit sentence", () => {
  it.each([
    [null, 5, null],
    [{ maxStudents: 10, existing: 3, available: 7 }, 5, "Your plan holds 10 students: 7 more fit."],
    [
      { maxStudents: 10, existing: 3, available: 7 },
      9,
      "Your plan holds 10 students: 7 more fit. 2 new students would not be imported; upgrade to Pro for an unlimited caseload.",
    ],
    [
      { maxStudents: 10, existing: 10, available: 0 },
      1,
      "Your plan holds 10 students: no more fit. 1 new student would not be imported; upgrade to Pro for an unlimited caseload.",
    ],
  ])("limit %j with %i ready rows", (limit, ready, sentence) => {
    expect(limitSentence(limit, ready)).toBe(sentence);
  });
});

describe("preview cells", () => {
  it("shows one name column for first + last name, then the other mapped fields in the contract's order", () => {
    expect(
      previewFields({ Last: "lastName", First: "firstName", G: "grade", DOB: "dateOfBirth", X: null }),
    ).toEqual(["name", "dateOfBirth", "grade"]);
  });
  it("builds the name from first and last name, and writes dates as days", () => {
    const r = row({
      values: { firstName: "Lena", lastName: "Achterberg", dateOfBirth: "2016-03-14", grade: "" },
    });
    expect(cellText(r, "name")).toBe("Lena Achterberg");
    expect(cellText(r, "dateOfBirth")).toBe("Mar 14, 2016");
    expect(cellText(r, "grade")).toBeNull();
  });
  it.each([
    [
      { field: "dateOfBirth", message: "Date of birth: “31-Feb-18” is not a date" },
      "Date of birth: “31-Feb-18” is not a date",
    ],
    [
      { field: "dateOfBirth", message: "“31-Feb-18” is not a date" },
      "Date of birth: “31-Feb-18” is not a date",
    ],
    [{ field: "Eligibility", message: "unknown" }, "Eligibility: unknown"],
  ])("writes the problem %j as one sentence", (error, text) => {
    expect(problemText(error)).toBe(text);
  });
});
