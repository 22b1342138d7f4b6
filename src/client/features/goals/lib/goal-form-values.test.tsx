/**
 * The goal form's rules and its conversion to the contracts (requirements "IEP goals": "Goal creation: blank optional
 * fields are stored as null"; bad input: not-finite numbers, a target date before the
 * baseline date).
 */

import {
  emptyGoalForm,
  formToCreateInput,
  formToUpdateInput,
  goalFormSchema,
  goalToForm,
} from "@client/features/goals/lib/goal-form-values";
import { createGoalInput, updateGoalInput } from "@shared/contracts/goals";
import { buildGoalFields, buildStudent, withGoalView } from "@shared/testing/data-generators";
import { describe, expect, it } from "vitest";

const MAYA = buildStudent({ name: "Maya Lopez" });

const filled = {
  ...emptyGoalForm(MAYA.id, "2026-09-01"),
  statement: "  Read 90 WCPM  ",
  baselineValue: "40",
  targetValue: "90",
  targetDate: "2027-05-31",
  objectives: [{ text: "60 WCPM by December" }, { text: "  " }],
};

describe("goal form → API", () => {
  it("stores blank optional fields as null (requirements 'IEP goals') and drops blank objectives; the contract accepts it", () => {
    const input = formToCreateInput(filled);
    expect(input).toEqual({
      studentId: MAYA.id,
      statement: "Read 90 WCPM",
      area: null,
      baselineData: null,
      baselineValue: 40,
      baselineDate: "2026-09-01",
      targetValue: 90,
      targetDate: "2027-05-31",
      unit: null,
      direction: "increase",
      measurementMethod: null,
      evaluationSchedule: null,
      objectives: ["60 WCPM by December"],
    });
    expect(createGoalInput.safeParse(input).success).toBe(true);
  });

  it("leaves a blank baseline date out (the server's default), never null", () => {
    expect(formToCreateInput({ ...filled, baselineDate: "" })).not.toHaveProperty("baselineDate", null);
    expect(formToCreateInput({ ...filled, baselineDate: "" }).baselineDate).toBeUndefined();
  });

  it("round-trips an existing goal through the edit form (PATCH body accepted by the contract)", () => {
    const g = withGoalView(buildGoalFields({ studentId: MAYA.id, objectives: ["A", "B"] }));
    const body = formToUpdateInput(goalToForm(g));
    expect(body).toMatchObject({ baselineValue: 40, targetValue: 90, objectives: ["A", "B"], unit: g.unit });
    expect(updateGoalInput.safeParse(body).success).toBe(true);
  });
});

describe("goal form rules", () => {
  const errorsOf = (values: object) => {
    const r = goalFormSchema.safeParse(values);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it.each([
    ["no statement", { statement: " " }, "statement", "Goal statement is required"],
    ["no student", { studentId: "" }, "studentId", "Choose a student"],
    [
      "a baseline that is not a number",
      { baselineValue: "forty" },
      "baselineValue",
      "Enter a number, like 48 or 0.5",
    ],
    ["an infinite target", { targetValue: "Infinity" }, "targetValue", "Enter a number, like 48 or 0.5"],
    [
      "a target date before the baseline date",
      { baselineDate: "2026-09-01", targetDate: "2026-08-31" },
      "targetDate",
      "The target date must be on or after the baseline date",
    ],
  ])("refuses %s", (_name, over, field, message) => {
    expect(errorsOf({ ...filled, ...over })[field]).toBe(message);
  });

  it("accepts a target date equal to the baseline date", () => {
    expect(errorsOf({ ...filled, targetDate: "2026-09-01" })).toEqual({});
  });
});
