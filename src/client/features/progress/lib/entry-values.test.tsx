/**
 * What the entry forms accept (requirements "Progress entries", bad input: values that are not finite numbers, dates that
 * do not parse → a clear message, nothing sent; "a session with no score is still a record").
 */
import { describe, expect, it } from "vitest";
import { EMPTY_ENTRY_MESSAGE, entryFormSchema, parseEntryForm, SCORE_MESSAGE } from "./entry-values";

describe("parseEntryForm", () => {
  it.each([
    ["48", "", 48, null],
    [" 0.5 ", "", 0.5, null],
    [".5", "", 0.5, null],
    ["-2", "", -2, null],
    ["12,5", "", 12.5, null],
    ["", "Absent", null, "Absent"],
    ["0", "  ", 0, null],
  ])("score %j with note %j → %s", (progressValue, note, value, savedNote) => {
    expect(parseEntryForm({ entryDate: "2026-10-06", progressValue, note })).toEqual({
      ok: true,
      entryDate: "2026-10-06",
      progressValue: value,
      note: savedNote,
    });
  });

  it.each([["abc"], ["4 8"], ["1e3"], ["Infinity"], ["NaN"], ["--1"]])(
    "refuses the score %j",
    (progressValue) => {
      expect(parseEntryForm({ entryDate: "2026-10-06", progressValue, note: "" })).toEqual({
        ok: false,
        errors: { progressValue: SCORE_MESSAGE },
      });
    },
  );

  it("refuses a blank entry (no score and no note)", () => {
    expect(parseEntryForm({ entryDate: "2026-10-06", progressValue: " ", note: "" })).toEqual({
      ok: false,
      errors: { progressValue: EMPTY_ENTRY_MESSAGE },
    });
  });

  it.each([[""], ["2026-13-01"], ["2026-02-30"], ["10/06/2026"]])("refuses the date %j", (entryDate) => {
    const r = parseEntryForm({ entryDate, progressValue: "48", note: "" });
    expect(r).toEqual({ ok: false, errors: { entryDate: "Enter the date" } });
  });
});

describe("entryFormSchema (the entry forms' text, then the contract's entry fields)", () => {
  const issues = (input: { entryDate: string; progressValue: string; note: string }) => {
    const result = entryFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("gives the entry as the API takes it", () => {
    expect(
      entryFormSchema.parse({ entryDate: "2026-10-06", progressValue: "12,5", note: " Absent " }),
    ).toEqual({
      entryDate: "2026-10-06",
      progressValue: 12.5,
      note: "Absent",
    });
  });

  it("says the form's words at the field that holds the text", () => {
    expect(issues({ entryDate: "", progressValue: "4x", note: "" })).toEqual([
      ["entryDate", "Enter the date"],
      ["progressValue", SCORE_MESSAGE],
    ]);
  });

  it("refuses what the contract refuses: a year outside 1900–2100, a score over 1e9, a note over 2,000 characters", () => {
    expect(issues({ entryDate: "1850-01-01", progressValue: "2000000000", note: "x".repeat(2001) })).toEqual([
      ["entryDate", "must be between 1900-01-01 and 2100-12-31"],
      ["progressValue", "must be between -1,000,000,000 and 1,000,000,000"],
      ["note", "must be 2000 characters or fewer"],
    ]);
  });
});
