import { describe, expect, it } from "vitest";
import { checkNumberFidelity } from "../../../shared/domain/note-drafting/guards.ts";
import { relevantGoals, type SuggestionGoal, suggestOffline } from "./suggestion-offline.ts";

// Offline suggestions (requirements "Suggestions", "Offline drafter"): from the typed data, the
// subject and the student's own goals; at most 3, each longer than 10 characters, numbers kept.

const reading: SuggestionGoal = {
  statement: "Given a grade-3 passage, Maya will read 90 wcpm on 3 of 4 weekly probes",
  area: "Reading fluency",
  baselineValue: 50,
  baselineDate: "2026-01-05",
  targetValue: 90,
  unit: "wcpm",
  measurementMethod: "Weekly one-minute ORF probe",
  evaluationSchedule: "reported quarterly",
  targetDate: "2027-06-01",
};
const behavior: SuggestionGoal = {
  statement: "Maya will request a break with a card in 4 of 5 opportunities",
  area: "Behavior",
  baselineValue: null,
  baselineDate: "2026-01-05",
  targetValue: null,
  unit: null,
  measurementMethod: null,
  evaluationSchedule: null,
  targetDate: null,
};

describe("suggestOffline", () => {
  it("writes from the typed data and the subject's goal: target, baseline, measurement", () => {
    const input = "read 62 wcpm on the grade 3 passage, 4 errors";
    const out = suggestOffline({
      fieldType: "observations",
      input,
      firstName: "Maya",
      subject: "Reading",
      goals: [behavior, reading],
    });
    expect(out).toEqual([
      "Read 62 wcpm on the grade 3 passage, 4 errors, measured against the goal of 90 wcpm by June 1, 2027.",
      "Read 62 wcpm on the grade 3 passage, 4 errors; Maya's baseline was 50 wcpm on January 5, 2026.",
      "Read 62 wcpm on the grade 3 passage, 4 errors. Progress is measured by Weekly one-minute ORF probe, reported quarterly.",
    ]);
    for (const s of out) expect(checkNumberFidelity(input, s).missing).toEqual([]);
  });

  it("picks the behaviour goal for a behaviour observation and rewrites the wording", () => {
    const out = suggestOffline({
      fieldType: "observations",
      input: "was lazy, asked for a break 3 times with the card",
      firstName: "Maya",
      subject: "Behavior",
      goals: [reading, behavior],
    });
    expect(out[0]).toBe(
      'Asked for a break 3 times with the card, toward the goal "Maya will request a break with a card in 4 of 5 opportunities".',
    );
    expect(out.join(" ")).not.toMatch(/90 wcpm|lazy|complete the task/);
  });

  it("without goals, still from the typed data and the subject; at most 3, each longer than 10 characters", () => {
    const out = suggestOffline({
      fieldType: "observations",
      input: "wrote 5 sentences",
      firstName: "",
      goals: [],
      subject: "Writing",
    });
    expect(out).toEqual([
      "During Writing: Wrote 5 sentences.",
      "Wrote 5 sentences; data will be collected again at the next Writing probe.",
    ]);
    const many = suggestOffline({
      fieldType: "baselineData",
      input: "abc",
      firstName: "Jo",
      goals: [reading, reading, behavior],
    });
    expect(many.length).toBeLessThanOrEqual(3);
    for (const s of many) expect(s.length).toBeGreaterThan(10);
  });

  it("relevantGoals ranks the subject's area, then shared words; drops unrelated goals when a subject is given", () => {
    expect(relevantGoals([behavior, reading], "Reading", "read 40")).toEqual([reading]);
    expect(relevantGoals([behavior, reading], undefined, "asked for a break")).toEqual([behavior, reading]);
  });
});
