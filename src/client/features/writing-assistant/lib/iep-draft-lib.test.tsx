import {
  type IepDraftSectionState,
  iepDraftKey,
  mergeSections,
  readIepDraft,
  writeIepDraft,
} from "@client/features/writing-assistant/lib/iep-draft-storage";
import { accommodationItems, planSave } from "@client/features/writing-assistant/lib/save-mapping";
import type { IepDraftResult } from "@shared/contracts/ai";
import { beforeEach, describe, expect, it } from "vitest";

const USER = "u1";
const STUDENT = "s1";

const section = (
  name: IepDraftSectionState["section"],
  text: string,
  drafted: string = text,
): IepDraftSectionState => ({ section: name, title: name, text, drafted, source: "template" });

beforeEach(() => localStorage.clear());

describe("accommodationItems (one list item per line)", () => {
  it.each([
    ["Accommodations:\n- Extended time (1.5x)\n- Read-aloud", ["Extended time (1.5x)", "Read-aloud"]],
    [
      "• Preferential seating\n\n* Breaks every 20 minutes",
      ["Preferential seating", "Breaks every 20 minutes"],
    ],
    ["1. Graphic organizer\n2) Word bank", ["Graphic organizer", "Word bank"]],
    ["Assistive technology: text-to-speech", ["Assistive technology: text-to-speech"]],
    ["  \n", []],
  ])("%j → %j", (text, items) => {
    expect(accommodationItems(text)).toEqual(items);
  });
});

describe("planSave (where each section is saved)", () => {
  it("present levels always; the others only when edited", () => {
    const plan = planSave([
      section("presentLevels", "Reads 42 wcpm."),
      section("annualGoals", "Goal 1", "Goal 1"),
      section("services", "30 minutes daily", "not recorded"),
      section("accommodations", "- Extended time", "Accommodations: not recorded"),
    ]);
    expect(plan.changes).toEqual({
      presentLevels: "Reads 42 wcpm.",
      serviceDelivery: "30 minutes daily",
      accommodations: ["Extended time"],
    });
    expect(plan.saved).toEqual(["presentLevels", "services", "accommodations"]);
    expect(plan.problem).toBeNull();
  });

  it("edited goals go to iepDetails; a cleared section saves null", () => {
    const plan = planSave([
      section("presentLevels", "  "),
      section("annualGoals", "Goal A edited", "Goal A"),
    ]);
    expect(plan.changes).toEqual({ presentLevels: null, iepDetails: "Goal A edited" });
  });

  it.each([
    [[section("presentLevels", "x".repeat(10_001))], /10,000 characters or fewer/],
    [
      [section("presentLevels", "ok"), section("accommodations", `- ${"y".repeat(501)}`, "")],
      /500 characters/,
    ],
    [[section("services", "unchanged")], /Nothing to save yet/],
  ])("refuses a draft it cannot save (%#)", (sections, problem) => {
    expect(planSave(sections).problem).toMatch(problem);
  });
});

describe("draft storage (iep:<userId>:iep_draft:<studentId>)", () => {
  const result: IepDraftResult = {
    sections: [
      { section: "presentLevels", title: "Present levels", text: "P1", source: "template" },
      { section: "services", title: "Services", text: "S1", source: "ai" },
    ],
    warnings: ["w"],
  };

  it("round-trips a draft under the per-user key, and null removes it", () => {
    const draft = mergeSections(null, result);
    writeIepDraft(USER, STUDENT, draft);
    expect(localStorage.getItem(iepDraftKey(USER, STUDENT))).not.toBeNull();
    expect(iepDraftKey(USER, STUDENT)).toBe("iep:u1:iep_draft:s1");
    expect(readIepDraft(USER, STUDENT)).toEqual(draft);
    writeIepDraft(USER, STUDENT, null);
    expect(readIepDraft(USER, STUDENT)).toBeNull();
  });

  it.each([
    ["not JSON", "{"],
    ["no sections", JSON.stringify({ warnings: [] })],
    ["unknown section names only", JSON.stringify({ sections: [{ section: "x", title: "t", text: "t" }] })],
  ])("ignores a malformed value (%s)", (_label, raw) => {
    localStorage.setItem(iepDraftKey(USER, STUDENT), raw);
    expect(readIepDraft(USER, STUDENT)).toBeNull();
  });

  it("mergeSections replaces only the regenerated section and keeps the IEP order", () => {
    const first = mergeSections(null, result);
    const edited = { ...first, sections: first.sections.map((s) => ({ ...s, text: `${s.text} edited` })) };
    const merged = mergeSections(edited, {
      sections: [{ section: "presentLevels", title: "Present levels", text: "P2", source: "template" }],
      warnings: [],
    });
    expect(merged.sections.map((s) => [s.section, s.text, s.drafted])).toEqual([
      ["presentLevels", "P2", "P2"],
      ["services", "S1 edited", "S1"],
    ]);
    expect(merged.warnings).toEqual([]);
  });
});
