/**
 * A measure's name inside a sentence of the template note (requirements "Offline drafter"): a
 * sentence-case phrase starts in lower case, a proper name or acronym stays as written.
 */
import { describe, expect, it } from "vitest";
import type { NoteFacts } from "./note-facts.ts";
import { midSentence, performanceProse } from "./template-note-prose.ts";

describe("midSentence", () => {
  it.each([
    ["Oral reading fluency (ORF)", "oral reading fluency (ORF)"],
    ["Curriculum-based measurement probes", "curriculum-based measurement probes"],
    ["DIBELS 8 ORF", "DIBELS 8 ORF"],
    ["Acadience Reading", "Acadience Reading"],
    ["Renaissance Star Math", "Renaissance Star Math"],
    ["Lexia", "Lexia"],
    ["Woodcock-Johnson IV", "Woodcock-Johnson IV"],
    ["easyCBM", "easyCBM"],
    ["iReady diagnostic", "iReady diagnostic"],
  ])("%s → %s", (name, expected) => {
    expect(midSentence(name)).toBe(expected);
  });
});

describe("the measure in the note's prose", () => {
  const facts: NoteFacts = {
    student: {
      name: "Maya Lopez",
      grade: "3",
      iepGoals: [],
      assessmentTools: { Reading: "Oral reading fluency probes" },
      iepGoalTargets: { Reading: "90 wcpm" },
      defaultStrategies: [],
      defaultAccommodations: [],
    },
    type: "progress",
    subject: "Reading",
    date: "2026-11-18",
    observations: "Read 58 wcpm.",
    goalsAddressed: [],
  };

  it("writes a sentence-case measure in lower case after 'measured with'", () => {
    const prose = performanceProse(facts, "Maya", "reading");
    expect(prose).toContain(
      "is measured with oral reading fluency probes, against an IEP target of 90 wcpm.",
    );
    expect(prose).not.toContain("measured with Oral");
  });
});
