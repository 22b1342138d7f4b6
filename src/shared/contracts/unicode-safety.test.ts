/**
 * Text must be well-formed Unicode (requirements "Security and privacy", "Error catalogue"): a lone
 * UTF-16 surrogate — JSON "\ud800" — is refused naming the field, in every shared text helper, while
 * real characters made of a surrogate pair (emoji, rare CJK) are kept. Found by the fuzz run over the
 * API (architecture "Tests"): PostgreSQL refused the value in a JSON column and the API answered 500.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  isWellFormedText,
  nullableText,
  requiredText,
  SURROGATE_MESSAGE,
  stringList,
  text,
} from "./common.ts";
import { createStudentInput } from "./students.ts";

function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.map(String).join(".")}: ${i.message}`);
}

describe("lone surrogates are refused, naming the field", () => {
  it.each(["\uD800", "a\uDC00", "x\uD83D", "\uDE00y"])("isWellFormedText(%j) is false", (value) => {
    expect(isWellFormedText(value)).toBe(false);
  });

  it.each(["", "Zoë", "😀 read 5 words", "𠀀 (U+20000)", "مرحبا 你好"])(
    "isWellFormedText(%j) is true",
    (value) => {
      expect(isWellFormedText(value)).toBe(true);
    },
  );

  it("in every shared text helper", () => {
    expect(issuesOf(text(), "\uD800")).toEqual([`: ${SURROGATE_MESSAGE}`]);
    expect(issuesOf(nullableText(20), "a\uDC00")).toEqual([`: ${SURROGATE_MESSAGE}`]);
    expect(issuesOf(requiredText(20, "Name"), "\uD800b")).toEqual([`: ${SURROGATE_MESSAGE}`]);
    expect(issuesOf(stringList(), ["ok", "\uD800"])).toEqual([`1: ${SURROGATE_MESSAGE}`]);
  });

  it("in a student's list field, as the fuzz run sent it", () => {
    expect(issuesOf(createStudentInput, { name: "Ana", disabilities: ["", "\uD800"] })).toContain(
      `disabilities.1: ${SURROGATE_MESSAGE}`,
    );
    expect(issuesOf(createStudentInput, { name: "Ana 😀", disabilities: ["Dyslexia 📚"] })).toEqual([]);
  });
});
