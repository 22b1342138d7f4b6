/** Showing notes: requirements "Note history": newest first by created_at, filters, excerpts, dates. */

import { mayaNote } from "@client/testing/caseload";
import { describe, expect, it } from "vitest";
import { excerpt, filterNotes, formatNoteDate, studentFilterOptions, todayIsoDate } from "./note-format";

describe("filterNotes", () => {
  const a = mayaNote({ id: "a", studentId: "s1", type: "progress", createdAt: "2026-01-01T00:00:00.000Z" });
  const b = mayaNote({ id: "b", studentId: "s2", type: "behavioral", createdAt: "2026-03-01T00:00:00.000Z" });
  const c = mayaNote({ id: "c", studentId: "s1", type: "behavioral", createdAt: "2026-02-01T00:00:00.000Z" });
  it.each([
    { filters: {}, ids: ["b", "c", "a"] },
    { filters: { studentId: "s1" }, ids: ["c", "a"] },
    { filters: { type: "behavioral" as const }, ids: ["b", "c"] },
    { filters: { studentId: "s1", type: "progress" as const }, ids: ["a"] },
    { filters: { studentId: "nobody" }, ids: [] },
  ])("$filters → $ids, newest first", ({ filters, ids }) => {
    expect(filterNotes([a, b, c], filters).map((n) => n.id)).toEqual(ids);
  });
});

describe("studentFilterOptions", () => {
  it("adds students known only from their notes, sorted by name", () => {
    const options = studentFilterOptions(
      [{ id: "s2", name: "Zoe" }],
      [
        mayaNote({ id: "n", studentId: "gone", studentName: "Abe" }),
        mayaNote({ id: "m", studentId: null, studentName: "X" }),
      ],
    );
    expect(options).toEqual([
      { id: "gone", name: "Abe" },
      { id: "s2", name: "Zoe" },
    ]);
  });
});

describe("excerpt", () => {
  it("keeps short text and collapses whitespace", () => {
    expect(excerpt("One\n\ntwo  three")).toBe("One two three");
  });
  it("cuts long text at a word and marks it", () => {
    const text = `${"word ".repeat(60)}end`;
    const out = excerpt(text, 50);
    expect(out.endsWith("…")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(51);
    expect(out).not.toMatch(/wor…$/);
  });
});

describe("dates", () => {
  it("formats a calendar date without shifting the day", () => {
    expect(formatNoteDate("2026-03-01")).toBe("Mar 1, 2026");
  });
  it("gives today in the teacher's time zone when one is set", () => {
    const instant = new Date("2026-03-15T02:00:00.000Z");
    expect(todayIsoDate(instant, "America/Chicago")).toBe("2026-03-14");
    expect(todayIsoDate(instant, "Asia/Tokyo")).toBe("2026-03-15");
  });
});
