/**
 * What the entry forms accept (requirements "Progress entries", bad input: values that are not finite numbers, dates that
 * do not parse → a clear message, nothing sent; "a session with no score is still a record").
 */
import { describe, expect, it } from "vitest";
import { EMPTY_ENTRY_MESSAGE, parseEntryForm, SCORE_MESSAGE } from "./entry-values";

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
