/**
 * The import dialog's logic (requirements "Progress-data import"): moving a field to another column,
 * the preview's counts, and which points the graph preview shows with "skip" and with "update".
 */
import type { ProgressEntry } from "@shared/contracts/goals";
import type { ImportPreviewRow } from "@shared/contracts/imports";
import { describe, expect, it } from "vitest";
import { columnFor, previewCounts, previewPoints, remap } from "./import-preview";

const COLUMNS = ["Date", "WCPM", "Note", "Teacher"];

describe("remap", () => {
  it.each([
    ["date", "Teacher", { Date: null, WCPM: "score", Note: "note", Teacher: "date" }],
    ["note", "", { Date: "date", WCPM: "score", Note: null, Teacher: null }],
    ["score", "Date", { Date: "score", WCPM: null, Note: "note", Teacher: null }],
  ] as const)("%s from %j", (field, column, expected) => {
    const mapping = { Date: "date", WCPM: "score", Note: "note", Teacher: null } as const;
    const next = remap(COLUMNS, mapping, field, column);
    expect(next).toEqual(expected);
    expect(columnFor(next, field)).toBe(column);
  });
});

const row = (
  n: number,
  date: string,
  score: string | null,
  extra: Partial<ImportPreviewRow> = {},
): ImportPreviewRow => ({
  row: n,
  values: { date, score, note: null, goal: "the goal", goalId: "g1" },
  errors: [],
  duplicate: null,
  ...extra,
});

const ROWS: ImportPreviewRow[] = [
  row(2, "2026-09-08", "42"),
  row(3, "2026-09-15", "45", { duplicate: { of: "record", id: "e1", label: "" } }),
  row(4, "2026-09-22", "47"),
  row(5, "2026-09-22", "48", { duplicate: { of: "file", id: null, label: "" } }),
  row(6, "2026-09-29", "fifty", { errors: [{ field: "score", message: "not a number" }] }),
  row(7, "2026-10-06", null),
  { ...row(8, "2026-10-06", "9"), values: { date: "2026-10-06", score: "9", goalId: "g2" } },
];

const ENTRY = { id: "e1", goalId: "g1", entryDate: "2026-09-15", progressValue: 41 } as ProgressEntry;

describe("previewCounts", () => {
  it("counts rows ready, duplicates among them and rows with errors", () => {
    expect(previewCounts(ROWS)).toEqual({ ready: 6, duplicates: 2, errors: 1 });
  });
});

describe("previewPoints", () => {
  it("skip: the new dates only, the recorded entry kept", () => {
    const { imported, kept } = previewPoints({ id: "g1" }, [ENTRY], ROWS, "skip");
    expect(imported).toEqual([
      { entryDate: "2026-09-08", progressValue: 42 },
      { entryDate: "2026-09-22", progressValue: 47 },
      { entryDate: "2026-10-06", progressValue: null },
    ]);
    expect(kept).toEqual([ENTRY]);
  });

  it("update: duplicates replace the recorded entry and the earlier row of the file", () => {
    const { imported, kept } = previewPoints({ id: "g1" }, [ENTRY], ROWS, "update");
    expect(imported).toEqual([
      { entryDate: "2026-09-08", progressValue: 42 },
      { entryDate: "2026-09-15", progressValue: 45 },
      { entryDate: "2026-09-22", progressValue: 48 },
      { entryDate: "2026-10-06", progressValue: null },
    ]);
    expect(kept).toEqual([]);
  });
});
