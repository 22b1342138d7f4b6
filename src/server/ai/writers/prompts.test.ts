import { describe, expect, it } from "vitest";
import type { NoteFacts } from "../../../shared/domain/note-drafting/note-facts.ts";
import {
  AI_TEMPERATURE,
  buildEnhanceRequest,
  buildFullNoteRequest,
  buildSuggestionsRequest,
  ENHANCE_SYSTEM_MESSAGE,
  FULL_NOTE_FIELD_TYPE,
  FULL_NOTE_SYSTEM_MESSAGE,
  JUDGEMENT_WORDS_INSTRUCTION,
  MAX_TOKENS_ENHANCE,
  MAX_TOKENS_FULL_NOTE,
  MAX_TOKENS_OTHER,
  maxTokensFor,
  SUGGESTIONS_SYSTEM_MESSAGE,
} from "./prompts.ts";

describe("requirements 'Constants' AI output size", () => {
  it.each([
    [FULL_NOTE_FIELD_TYPE, 1200],
    ["enhance_observations", 200],
    ["enhance_present_levels", 200],
    ["currentPerformance", 500],
    ["baselineData", 500],
  ])("%s → %i tokens", (fieldType, tokens) => {
    expect(maxTokensFor(fieldType)).toBe(tokens);
  });

  it("names the constants once: 1200 / 200 / 500, temperature 0.4", () => {
    expect([MAX_TOKENS_FULL_NOTE, MAX_TOKENS_ENHANCE, MAX_TOKENS_OTHER, AI_TEMPERATURE]).toEqual([
      1200, 200, 500, 0.4,
    ]);
  });
});

describe("buildFullNoteRequest (requirements 'AI text service' one system message + one user prompt)", () => {
  const facts: NoteFacts = {
    student: {
      name: "Maya Lopez",
      grade: "3",
      iepGoals: ["Read 90 wcpm"],
      assessmentTools: { reading: "DIBELS 8 ORF" },
      iepGoalTargets: { Reading: "90 wcpm" },
      defaultStrategies: [{ name: "Repeated reading", frequency: "daily", duration: "10 minutes" }],
      defaultAccommodations: [{ name: "Extended time", conditions: "tests", whenUsed: "always" }],
    },
    type: "behavioral",
    subject: "Reading",
    date: "2026-03-03",
    observations: "Left the room 3 times for 10-15 minutes.",
    goalsAddressed: ["Stay in class"],
    performanceData: { baselineLevel: "5 times", currentLevel: "3 times", progressPercentage: 40 },
    strategyData: { strategiesUsed: ["Token board"], accommodationsUsed: ["Breaks"] },
    contextData: { setting: "General education classroom", duration: "45 minutes", groupSize: "24" },
  };
  const request = buildFullNoteRequest(facts, new Date("2026-03-03T12:00:00Z"));

  it("uses the full-note field type, token limit and temperature", () => {
    expect(request).toMatchObject({
      fieldType: "full_note_generation",
      maxTokens: 1200,
      temperature: 0.4,
      system: FULL_NOTE_SYSTEM_MESSAGE,
    });
  });

  it("the system message asks for objective, person-first text that keeps every number", () => {
    expect(FULL_NOTE_SYSTEM_MESSAGE).toMatch(/objective/);
    expect(FULL_NOTE_SYSTEM_MESSAGE).toMatch(/person-first/);
    expect(FULL_NOTE_SYSTEM_MESSAGE).toMatch(/number, unit, date and count exactly/);
    expect(FULL_NOTE_SYSTEM_MESSAGE).toMatch(/Do not invent/);
  });

  it("both system messages say a judgement word is left out, never replaced by a behaviour (requirements 'AI guards')", () => {
    for (const message of [FULL_NOTE_SYSTEM_MESSAGE, ENHANCE_SYSTEM_MESSAGE]) {
      expect(message).toContain(JUDGEMENT_WORDS_INSTRUCTION);
      expect(message).not.toMatch(/not 'was lazy'/);
    }
  });

  it("the prompt carries the note's facts and the student context of requirements 'Note fields'", () => {
    for (const part of [
      "behavioral note",
      "[STUDENT]",
      "Date: 2026-03-03",
      "Grade: 3",
      "Goal(s) addressed: Stay in class",
      "Left the room 3 times for 10-15 minutes.",
      "Baseline: 5 times",
      "Current level: 3 times",
      "Progress toward the goal: 40%",
      "Strategies used: Token board",
      "Accommodations used: Breaks",
      "setting: General education classroom",
      "IEP goals: Read 90 wcpm",
      "Assessment tool for Reading: DIBELS 8 ORF",
      "IEP goal target for Reading: 90 wcpm",
      "Repeated reading, daily, 10 minutes",
      "Extended time, tests, always",
    ]) {
      expect(request.prompt).toContain(part);
    }
  });

  it("invents no target date: a goal with no known date gets none (requirements 'Note generation')", () => {
    expect(request.prompt).not.toContain("June 30, 2027");
    expect(request.prompt).toContain("No target date is known: do not state a target date for any goal.");
  });

  it("names the addressed goal's own target date from the record, and no other", () => {
    const withGoal = buildFullNoteRequest(
      {
        ...facts,
        student: { ...facts.student, goals: [{ statement: "Stay in class", targetDate: "2027-06-01" }] },
      },
      new Date("2026-03-03T12:00:00Z"),
    );
    expect(withGoal.prompt).toContain(
      "Target date of the goal(s) addressed: June 1, 2027. Name no other target date.",
    );
    expect(withGoal.prompt).not.toContain("June 30, 2027");
  });

  it("says nothing of a date when no goal is addressed", () => {
    const none = buildFullNoteRequest({ ...facts, goalsAddressed: [] }, new Date("2026-03-03T12:00:00Z"));
    expect(none.prompt).not.toMatch(/Target date of the goal/);
    expect(none.prompt).toContain("do not state a target date");
  });

  it("keeps the record's usual supports as background, never as used", () => {
    expect(request.prompt).toMatch(/usual ones of the student context are background, never stated as used/);
  });

  it("does not name the student in the prompt", () => {
    expect(request.prompt).not.toContain("Maya");
  });
});

describe("buildEnhanceRequest (requirements 'AI text service' enhance_*, 200 tokens, temperature 0.4)", () => {
  const r = buildEnhanceRequest("enhance_presentLevels", "[STUDENT] read 42 wcpm.");

  it("uses the field type, 200 tokens and temperature 0.4", () => {
    expect([r.fieldType, r.maxTokens, r.temperature]).toEqual([
      "enhance_presentLevels",
      MAX_TOKENS_ENHANCE,
      0.4,
    ]);
  });

  it("the system message asks for objective, professional, person-first text keeping every number, no invented facts", () => {
    for (const words of [
      "objective, professional, person-first",
      "Keep every number, unit, date and count exactly",
      "Do not invent",
    ]) {
      expect(ENHANCE_SYSTEM_MESSAGE).toContain(words);
    }
  });

  it("sends the de-identified text it is given and names the field in words", () => {
    expect(r.prompt).toContain("present levels");
    expect(r.prompt).toContain("[STUDENT] read 42 wcpm.");
    expect(r.prompt).not.toContain("Maya");
  });

  it("mentions identity-first language only when the student prefers it", () => {
    expect(r.prompt).not.toMatch(/identity-first/);
    expect(buildEnhanceRequest("enhance_x", "t", { identityFirst: true }).prompt).toMatch(/identity-first/);
  });
});

describe("buildSuggestionsRequest (requirements 'AI text service' other field types, 500 tokens, temperature 0.4)", () => {
  const r = buildSuggestionsRequest(
    "currentPerformance",
    "[STUDENT] solves 8 of 10",
    { grade: "4", noteType: "quarterly" },
    new Date("2026-03-03T12:00:00Z"),
  );

  it("uses 500 tokens and temperature 0.4", () => {
    expect([r.maxTokens, r.temperature]).toEqual([MAX_TOKENS_OTHER, AI_TEMPERATURE]);
  });

  it("asks for a numbered list of up to 3, keeping numbers, person-first, no invented facts", () => {
    expect(SUGGESTIONS_SYSTEM_MESSAGE).toMatch(/up to 3/);
    expect(SUGGESTIONS_SYSTEM_MESSAGE).toMatch(/numbered list/);
    expect(SUGGESTIONS_SYSTEM_MESSAGE).toMatch(/person-first/);
    expect(SUGGESTIONS_SYSTEM_MESSAGE).toMatch(/Do not invent/);
    expect(SUGGESTIONS_SYSTEM_MESSAGE).toMatch(/number, unit, date and count/);
  });

  it("carries the field, grade, note type and text; 30 June of next year as the default goal date (requirements 'Constants')", () => {
    expect(r.prompt).toContain("current performance");
    expect(r.prompt).toContain("Grade: 4.");
    expect(r.prompt).toContain("Note type: quarterly.");
    expect(r.prompt).toContain("[STUDENT] solves 8 of 10");
    expect(r.prompt).toContain("June 30, 2027");
  });
});
