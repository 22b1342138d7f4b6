/**
 * Suggested goal measures (requirements "IEP goals": "Suggested values"): one row per statement form,
 * the demo caseload's goal statements among them (`src/server/seed/demo-caseload.ts`).
 */
import { describe, expect, it } from "vitest";
import { type GoalMeasureSuggestion, suggestGoalMeasures } from "./goal-measures";

type Row = [statement: string, expected: Partial<GoalMeasureSuggestion>];

const none: GoalMeasureSuggestion = {
  baselineValue: null,
  targetValue: null,
  unit: null,
  targetDate: null,
  direction: null,
};

const rows: Row[] = [
  [
    "By May 2027, given a grade-level passage, Maya will read 90 words correct per minute, up from a baseline of 42 words correct per minute.",
    {
      baselineValue: 42,
      targetValue: 90,
      unit: "words correct per minute",
      targetDate: "2027-05-31",
      direction: "increase",
    },
  ],
  [
    "Given a grade-3 passage, Sofia will read 90 words correct per minute (WCPM) with 95% accuracy on 3 of 4 consecutive weekly probes by March 2027, as measured by DIBELS 8 Oral Reading Fluency.",
    { targetValue: 90, unit: "words correct per minute", targetDate: "2027-03-31" },
  ],
  [
    "Given a grade-5 mixed computation probe, Mateo will score 35 digits correct in 4 minutes on 3 of 4 consecutive weekly probes by June 2027, as measured by curriculum-based measurement.",
    { targetValue: 35, unit: "digits correct", targetDate: "2027-06-30" },
  ],
  [
    "Given a visual choice board and a model, Aiden will request a preferred item or activity using a 2-word phrase in 8 of 10 opportunities across 3 consecutive sessions by December 2026, as measured by opportunity-based tally.",
    { targetValue: 8, unit: "opportunities of 10", targetDate: "2026-12-31" },
  ],
  [
    "Given a 2-step classroom direction without gestures, Lily will complete both steps in the correct order in 4 of 5 trials by February 2027.",
    { targetValue: 4, unit: "trials of 5", targetDate: "2027-02-28" },
  ],
  [
    "Lily will produce /s/ and /z/ in the initial and final positions of words with 80% accuracy in structured activities across 3 consecutive sessions by February 2027, as measured by SLP probe data.",
    { targetValue: 80, unit: "percent accuracy", targetDate: "2027-02-28" },
  ],
  [
    "Given a visual schedule and a first-then board, Aiden will move between classroom activities within 2 minutes of the cue on 80% of transitions over 2 consecutive weeks by December 2026.",
    { targetValue: 80, unit: "% of transitions", targetDate: "2026-12-31" },
  ],
  [
    "Noah will check and connect his remote microphone system at the start of each class independently on 90% of school days by April 2027.",
    { targetValue: 90, unit: "% of school days", targetDate: "2027-04-30" },
  ],
  [
    "Given a list of 20 multisyllabic words with closed and open syllables, Sofia will decode 16 of 20 (80%) correctly on 3 consecutive probes by March 2027.",
    { targetValue: 16, unit: "of 20", targetDate: "2027-03-31" },
  ],
  [
    "Ethan will reduce leaving the classroom without permission from an average of 3 times per week to no more than 1 time per week for 6 consecutive weeks by January 2027.",
    {
      baselineValue: 3,
      targetValue: 1,
      unit: "times per week",
      targetDate: "2027-01-31",
      direction: "decrease",
    },
  ],
  [
    "Given a purchase under $20, Grace will count out the correct bills and coins with 90% accuracy in 4 of 5 trials by June 1, 2027.",
    { targetValue: 90, unit: "percent accuracy", targetDate: "2027-06-01" },
  ],
  [
    "Maya will read 70 WCPM by 6/15/2027 (baseline: 40 WCPM).",
    {
      baselineValue: 40,
      targetValue: 70,
      unit: "words correct per minute",
      targetDate: "2027-06-15",
      direction: "increase",
    },
  ],
  [
    "Maya currently reads 41 words per minute and will read 80 words per minute by 2027-05-20.",
    {
      baselineValue: 41,
      targetValue: 80,
      unit: "words per minute",
      targetDate: "2027-05-20",
      direction: "increase",
    },
  ],
  ["Maya will improve her reading.", {}],
  ["", {}],
];

describe("suggestGoalMeasures", () => {
  it.each(rows)("%s", (statement, expected) => {
    expect(suggestGoalMeasures(statement)).toEqual({ ...none, ...expected });
  });

  it.each([
    [
      "Sofia will improve her reading fluency by March 2027.",
      "Reading fluency",
      { targetValue: 90, unit: "words correct per minute", targetDate: "2027-03-31" },
    ],
    [
      "Sofia will decode multisyllabic words (phonics).",
      "Decoding",
      { targetValue: 16, unit: "words of 20" },
    ],
    ["Jamal will stay on task.", "Behavior", { targetValue: 80, unit: "% of intervals" }],
    ["Jamal will stay on task.", "Science", {}],
  ] as const)("takes what %s lacks from the record's goal target (area %s)", (statement, area, expected) => {
    const targets = {
      Reading: "90 WCPM with 95% accuracy",
      Phonics: "16 of 20 words",
      Behavior: "80% of intervals on task",
    };
    expect(suggestGoalMeasures(statement, { area, targets })).toEqual({ ...none, ...expected });
  });

  it("keeps the statement's own target over the record's", () => {
    expect(
      suggestGoalMeasures("Sofia will read 100 WCPM.", { area: "Reading", targets: { Reading: "90 WCPM" } }),
    ).toMatchObject({ targetValue: 100 });
  });
});
