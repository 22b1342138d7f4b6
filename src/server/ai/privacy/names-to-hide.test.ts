import { describe, expect, it } from "vitest";
import { staffNames } from "./names-to-hide.ts";

// requirements "De-identification": the people named in a case-manager or service-provider field are
// hidden; roles and service descriptions are not names (hiding them would garble the prompts).
describe("staffNames", () => {
  it.each([
    ["Jordan Ortiz", ["Jordan Ortiz"]],
    ["J. Ortiz", ["J. Ortiz"]],
    ["Ms. Siobhán O'Brien (SLP) — 30 min weekly", ["Siobhán O'Brien"]],
    ["Dr. Amy Chen: Occupational therapist", ["Amy Chen"]],
    ["Speech-language pathologist — 30 min, 2x weekly", []],
    ["Special education teacher", []],
    ["School Social Worker", []],
    ["", []],
  ])("%s", (field, names) => {
    expect(staffNames(field)).toEqual(names);
  });

  it("the teacher's own name counts in any case, but not a role word", () => {
    expect(staffNames("priya natarajan", { anyCase: true })).toEqual(["priya natarajan"]);
    expect(staffNames("Test Teacher", { anyCase: true })).toEqual([]);
  });
});
