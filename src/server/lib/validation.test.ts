/**
 * How a failed validation reads (requirements "Error catalogue"): a contract's sentence stands alone,
 * a rule fragment is named by its field, an unknown field is named as such.
 */
import { describe, expect, it } from "vitest";
import { adminReasonSchema } from "../../shared/contracts/admin.ts";
import { createStudentInput } from "../../shared/contracts/students.ts";
import { describeIssues } from "./validation.ts";

const linesOf = (schema: { safeParse: (v: unknown) => { error?: unknown } }, value: unknown) => {
  const { error } = schema.safeParse(value);
  if (!error) throw new Error("expected a validation failure");
  return describeIssues(error as Parameters<typeof describeIssues>[0]);
};

describe("describeIssues", () => {
  it.each([
    ["a contract's sentence", adminReasonSchema, { reason: "x" }, "Give a reason of at least 3 characters."],
    ["a missing field", adminReasonSchema, {}, "reason: is required"],
    ["a rule fragment", createStudentInput, { name: "A", grade: 3 }, "grade: must be text"],
  ])("%s", (_case, schema, value, line) => {
    expect(linesOf(schema, value)).toEqual([line]);
  });
});
