import { describe, expect, it } from "vitest";
import type { NoteFacts } from "./note-facts.ts";
import {
  AI_TEMPERATURE,
  buildFullNoteRequest,
  FULL_NOTE_FIELD_TYPE,
  FULL_NOTE_SYSTEM_MESSAGE,
  MAX_TOKENS_ENHANCE,
  MAX_TOKENS_FULL_NOTE,
  MAX_TOKENS_OTHER,
  maxTokensFor,
} from "./prompts.ts";

describe("spec §9 AI output size", () => {
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

describe("buildFullNoteRequest (spec §7 one system message + one user prompt)", () => {
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
      facts,
    });
  });

  it("the system message asks for objective, person-first text that keeps every number", () => {
    expect(FULL_NOTE_SYSTEM_MESSAGE).toMatch(/objective/);
    expect(FULL_NOTE_SYSTEM_MESSAGE).toMatch(/person-first/);
    expect(FULL_NOTE_SYSTEM_MESSAGE).toMatch(/number, unit, date and count exactly/);
    expect(FULL_NOTE_SYSTEM_MESSAGE).toMatch(/Do not invent/);
  });

  it("the prompt carries the note's facts and the student context of spec §3", () => {
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

  it("names 30 June of next year as the default goal date (spec §9)", () => {
    expect(request.prompt).toContain("June 30, 2027");
  });

  it("does not name the student in the prompt", () => {
    expect(request.prompt).not.toContain("Maya");
  });
});
