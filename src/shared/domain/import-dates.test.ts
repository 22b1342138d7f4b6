/**
 * Date cells of an import (requirements "Import": "dates as M/D/YYYY, YYYY-MM-DD, D-Mon-YY and Excel
 * serial numbers (stored as YYYY-MM-DD)"): each form of the requirement, and what is no date.
 */
import { describe, expect, it } from "vitest";
import { excelSerialDate, parseImportDate } from "./import-dates.ts";

const today = new Date(2026, 10, 28);

describe("parseImportDate", () => {
  it.each([
    ["M/D/YYYY", "3/14/2016", "2016-03-14"],
    ["M/D/YYYY, padded", "03/04/2016", "2016-03-04"],
    ["M/D/YY", "9/15/26", "2026-09-15"],
    ["YYYY-MM-DD", "2026-09-15", "2026-09-15"],
    ["YYYY-MM-DD with a time", "2026-09-15T00:00:00", "2026-09-15"],
    ["D-Mon-YY", "14-Mar-16", "2016-03-14"],
    ["D-Mon-YY, a later century", "1-Jan-70", "2070-01-01"],
    ["D-Mon-YYYY", "5-Oct-2025", "2025-10-05"],
    ["Mon D, YYYY", "Sep 15, 2026", "2026-09-15"],
    ["Month D, YYYY", "September 15, 2026", "2026-09-15"],
    ["Excel serial", "46280", "2026-09-15"],
    ["Excel serial with a time of day", "46280.75", "2026-09-15"],
    ["surrounding spaces", "  3/14/2016 ", "2016-03-14"],
  ])("%s: %j → %s", (_form, text, expected) => {
    expect(parseImportDate(text, today)).toBe(expected);
  });

  it.each([
    ["empty", ""],
    ["month 13", "13/01/2016"],
    ["31 June", "6/31/2016"],
    ["29 February of a common year", "2/29/2025"],
    ["words", "next Tuesday"],
    ["a serial of 0", "0"],
    ["eight digits (not a serial)", "20260915"],
  ])("%s is no date", (_case, text) => {
    expect(parseImportDate(text, today)).toBeNull();
  });
});

describe("excelSerialDate", () => {
  it.each([
    [1, "1900-01-01"],
    [59, "1900-02-28"],
    [61, "1900-03-01"],
    [45658, "2025-01-01"],
    [2958465, "9999-12-31"],
  ])("%i is %s", (serial, iso) => {
    expect(excelSerialDate(serial)).toBe(iso);
  });
  it("refuses what no cell holds", () => {
    expect([excelSerialDate(0), excelSerialDate(2958466), excelSerialDate(Number.NaN)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
