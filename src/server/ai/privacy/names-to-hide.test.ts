import { describe, expect, it } from "vitest";
import { phoneNumbersIn, staffNames } from "./names-to-hide.ts";

// requirements "De-identification": the people named in a case-manager or service-provider field are
// hidden; roles and service descriptions are not names (hiding them would garble the prompts).
describe("staffNames", () => {
  it.each([
    ["Jordan Ortiz", ["Jordan Ortiz"]],
    ["J. Ortiz", ["J. Ortiz"]],
    ["Ms. Siobhán O'Brien (SLP) — 30 min weekly", ["Siobhán O'Brien"]],
    ["Dr. Amy Chen: Occupational therapist", ["Amy Chen"]],
    ["Anne-Marie Van der Berg", ["Anne-Marie Van der Berg"]],
    ["Ms. Maria de la Cruz (SLP)", ["Maria de la Cruz"]],
    ["Mary Ann van der Berg — resource room", ["Mary Ann van der Berg"]],
    ["de la Cruz", []],
    ["Speech-language pathologist — 30 min, 2x weekly", []],
    ["Special education teacher", []],
    ["School Social Worker", []],
    ["", []],
  ])("%s", (field, names) => {
    expect(staffNames(field)).toEqual(names);
  });

  it("the teacher's own name and an attendee's count in any case, but not a role or family word", () => {
    expect(staffNames("priya natarajan", { anyCase: true })).toEqual(["priya natarajan"]);
    expect(staffNames("Test Teacher", { anyCase: true })).toEqual([]);
    expect(staffNames("Linda Thompson (mother)", { anyCase: true })).toEqual(["Linda Thompson"]);
    expect(staffNames("aoife ó súilleabháin", { anyCase: true })).toEqual(["aoife ó súilleabháin"]);
  });
});

// requirements "De-identification": a phone number written in a free-text person field is hidden too.
describe("phoneNumbersIn", () => {
  it.each([
    ["Mother, 555-0100", ["555-0100"]],
    ["Dad (555) 201-3344, after 5", ["(555) 201-3344"]],
    ["Ms. Chen 201.3344 — 30 min weekly", ["201.3344"]],
    ["+44 20 7946 0958", ["+44 20 7946 0958"]],
    ["Speech 2x weekly, 30 min", []],
    [null, []],
  ])("%s", (field, phones) => {
    expect(phoneNumbersIn(field)).toEqual(phones);
  });
});
