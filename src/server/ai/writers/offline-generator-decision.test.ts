/**
 * The offline note compares the addressed goals' data with the aimline and gives the decision rule's
 * advice (requirements "Offline drafter", "Aimline, trendline and decision rules"), in words only, so
 * the number and source guards still pass.
 */
import { describe, expect, it } from "vitest";
import type { GoalDecisionAction } from "../../../shared/contracts/goals.ts";
import { checkNumberFidelity } from "../../../shared/domain/note-drafting/guards.ts";
import { fidelitySource, type NoteFacts } from "../../../shared/domain/note-drafting/note-facts.ts";
import { draftTemplateNote } from "../../../shared/domain/note-drafting/template-note.ts";
import { noteKnownFacts } from "../guards/note-known-facts.ts";
import { checkSourcedFacts } from "../guards/source-guard.ts";

const READING = "Given a grade-3 passage, Maya will read 90 wcpm with 95% accuracy by June 2027.";
const WRITING = "Given a picture prompt, Maya will write 5 complete sentences in 15 minutes by June 2027.";

const facts = (
  decisions: Partial<Record<string, GoalDecisionAction>>,
  over: Partial<NoteFacts> = {},
): NoteFacts => ({
  student: {
    name: "Maya Lopez",
    grade: "3",
    iepGoals: [READING, WRITING],
    assessmentTools: {},
    iepGoalTargets: {},
    defaultStrategies: [],
    defaultAccommodations: [],
    goals: [READING, WRITING].map((statement) => ({
      statement,
      targetDate: "2027-06-01",
      decision: decisions[statement],
    })),
  },
  type: "progress",
  subject: "Reading",
  date: "2026-03-03",
  observations: "Read 58 wcpm with 96% accuracy on 3 of 4 probes.",
  goalsAddressed: [READING],
  ...over,
});

describe("the offline note and the decision rule", () => {
  it.each([
    ["continue", /in line with the aimline[^.]*advises continuing the current instruction\./],
    ["change_instruction", /fall below the aimline[^.]*calls for a change in instruction\./],
    ["raise_goal", /run above the aimline[^.]*consider a more ambitious goal\./],
    ["insufficient_data", /not yet enough data points to compare Maya's progress with the aimline/],
  ] as const)("a goal whose decision is %s: the note says so", (action, sentence) => {
    const f = facts({ [READING]: action });
    const note = draftTemplateNote(f);
    expect(note).toMatch(sentence);
    expect(checkNumberFidelity(fidelitySource(f), note).ok).toBe(true);
    expect(checkSourcedFacts(noteKnownFacts(f), note, ["Maya", "Maya Lopez"])).toEqual({
      ok: true,
      foreign: [],
    });
  });

  it("below the aimline, the next steps change the instruction instead of continuing it", () => {
    const note = draftTemplateNote(facts({ [READING]: "change_instruction" }));
    expect(note).toMatch(/Next steps are to change Maya's instruction for the goal/);
    expect(note).not.toMatch(/Next steps are to continue the current instruction/);
    expect(note).toMatch(/The target date for the goal is June 1, 2027\.$/);
  });

  it("without a decision (no progress data computed) nothing is said of the aimline", () => {
    const note = draftTemplateNote(facts({}));
    expect(note).not.toMatch(/aimline/);
    expect(note).toMatch(/Next steps are to continue the current instruction/);
  });

  it("a goal that is not addressed lends the note nothing", () => {
    const note = draftTemplateNote(facts({ [WRITING]: "change_instruction" }));
    expect(note).not.toMatch(/aimline/);
  });

  it("two addressed goals are told apart by their opening words", () => {
    const f = facts(
      { [READING]: "continue", [WRITING]: "raise_goal" },
      { goalsAddressed: [READING, WRITING] },
    );
    const note = draftTemplateNote(f);
    expect(note).toMatch(
      /For the goal "Given a grade-3 passage, Maya will read 90 …", Maya's recent data are in line/,
    );
    expect(note).toMatch(
      /For the goal "Given a picture prompt, Maya will write 5 …", Maya's recent data run above/,
    );
    expect(checkNumberFidelity(fidelitySource(f), note).ok).toBe(true);
  });

  it("a behavioral note keeps its own next steps", () => {
    const note = draftTemplateNote(facts({ [READING]: "change_instruction" }, { type: "behavioral" }));
    expect(note).toMatch(/Next steps are to continue the behavior supports in place/);
  });
});
