/** Counts with the right noun form (requirements "Product and users": counts a person reads). */
import { describe, expect, it } from "vitest";
import { countOf, pluralForm } from "./plural.ts";

describe("countOf", () => {
  it.each([
    [0, "student", undefined, "en", "0 students"],
    [1, "student", undefined, "en", "1 student"],
    [2, "student", undefined, "en", "2 students"],
    [1, "day", undefined, "en", "1 day"],
    [1, "alumno", "alumnos", "es", "1 alumno"],
    [0, "alumno", "alumnos", "es", "0 alumnos"],
    [5, "alumno", "alumnos", "es", "5 alumnos"],
  ] as const)("%d %s (%s, %s) → %s", (n, one, other, language, expected) => {
    expect(countOf(n, one, other, language)).toBe(expected);
  });

  it("picks the form by the language's rule", () => {
    expect(pluralForm(1, { one: "match", other: "matches" })).toBe("match");
    expect(pluralForm(1.5, { one: "día", other: "días" }, "es")).toBe("días");
  });
});
