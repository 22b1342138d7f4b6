import { buildStudent } from "@shared/testing/data-generators";
import { describe, expect, it } from "vitest";
import { matchesStudentSearch, removeStudent, upsertStudent } from "./student-list";

// Issue: "search box (name, grade, disability, student ID; filters as you type)".
const maya = buildStudent({
  name: "Maya Rodríguez",
  grade: "3",
  disabilities: ["Specific learning disability", "Speech or language impairment"],
  studentId: "S-1001",
});

describe("matchesStudentSearch", () => {
  it.each([
    { query: "", match: true, why: "blank matches everyone" },
    { query: "   ", match: true, why: "whitespace only matches everyone" },
    { query: "maya", match: true, why: "name, case-insensitive" },
    { query: "rodriguez", match: true, why: "name without its accent" },
    { query: "3", match: true, why: "grade" },
    { query: "speech", match: true, why: "second disability" },
    { query: "learning disab", match: true, why: "words of a disability" },
    { query: "s-1001", match: true, why: "student ID" },
    { query: "maya 3", match: true, why: "every word matches some field" },
    { query: "maya 5", match: false, why: "one word matches nothing" },
    { query: "autism", match: false, why: "disability she does not have" },
    { query: "jordan", match: false, why: "another name" },
  ])("“$query” → $match ($why)", ({ query, match }) => {
    expect(matchesStudentSearch(maya, query)).toBe(match);
  });

  it("handles a student with no grade or ID", () => {
    const bare = buildStudent({ name: "Ava Chen" });
    expect(matchesStudentSearch(bare, "ava")).toBe(true);
    expect(matchesStudentSearch(bare, "null")).toBe(false);
  });
});

describe("upsertStudent / removeStudent", () => {
  const ava = buildStudent({ name: "Ava Chen" });
  const zed = buildStudent({ name: "zed Young" });

  it("adds in name order (requirements 'Students': the list is ordered by name), ignoring case", () => {
    expect(upsertStudent([ava, zed], maya).map((s) => s.name)).toEqual([
      "Ava Chen",
      "Maya Rodríguez",
      "zed Young",
    ]);
  });

  it("replaces a student with the same id instead of adding a second copy", () => {
    const renamed = { ...ava, name: "Ava Chen-Li" };
    const out = upsertStudent([ava, maya], renamed);
    expect(out).toHaveLength(2);
    expect(out[0]).toBe(renamed);
  });

  it("removes by id and leaves the input untouched", () => {
    const list = [ava, maya];
    expect(removeStudent(list, ava.id)).toEqual([maya]);
    expect(list).toHaveLength(2);
  });
});
