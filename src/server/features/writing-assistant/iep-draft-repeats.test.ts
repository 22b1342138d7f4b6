/**
 * Each accommodation once in the IEP draft (requirements "IEP draft"): repeats are dropped whoever
 * wrote them — the model, the drafter or the teacher's saved lines — comparing names without case,
 * extra spaces or a closing full stop, and the first one is kept.
 */
import { describe, expect, it } from "vitest";
import { buildStudent } from "../../../shared/testing/data-generators.ts";
import { withoutRepeatedItems, withTeacherLines } from "./iep-draft.service.ts";

const NOW = new Date("2026-11-27T15:00:00Z");

describe("withoutRepeatedItems", () => {
  it.each([
    ["- Extended time\n- extended  time.\n- Small group", "- Extended time\n- Small group"],
    ["- Extended time — when: tests\n- EXTENDED TIME", "- Extended time — when: tests"],
    [
      "Accommodations:\n- Read aloud\nAssistive technology: none",
      "Accommodations:\n- Read aloud\nAssistive technology: none",
    ],
  ])("%j → %j", (text, expected) => {
    expect(withoutRepeatedItems(text)).toBe(expected);
  });
});

describe("the accommodations section of a new draft", () => {
  it("lists a teacher's saved accommodation once when the draft already has it", () => {
    const sources = { student: buildStudent({ accommodations: [] }), goals: [] };
    const record = buildStudent({ accommodations: ["extended time", "Small group"] });
    const text = "Accommodations:\n- Extended time — when: tests\nAssistive technology: not recorded";
    expect(withTeacherLines("accommodations", text, record, sources, NOW).split("\n")).toEqual([
      "Accommodations:",
      "- Extended time — when: tests",
      "- Small group",
      "Assistive technology: not recorded",
    ]);
  });

  it("drops a repeat the writer made, keeping the first", () => {
    const student = buildStudent({ accommodations: ["Extended time"] });
    const text = "Accommodations:\n- Extended time\n- Extended   Time\nAssistive technology: not recorded";
    expect(withTeacherLines("accommodations", text, student, { student, goals: [] }, NOW)).toBe(
      "Accommodations:\n- Extended time\nAssistive technology: not recorded",
    );
  });

  it("leaves other sections' lines alone", () => {
    const student = buildStudent();
    const text = "- Reading: 42 wcpm\n- Reading: 42 wcpm";
    expect(withTeacherLines("presentLevels", text, student, { student, goals: [] }, NOW)).toBe(text);
  });
});
