/**
 * The pure rules of a progress-data import (requirements "Progress-data import"): the header names
 * each field is guessed from, every score form, the percent-fraction column rule, and how a goal
 * cell names one of the student's goals.
 */
import { describe, expect, it } from "vitest";
import { guessProgressMapping, matchGoal, readScore, scoresAreFractions } from "./progress-import.ts";

describe("guessProgressMapping", () => {
  it.each([
    ["Date", "date"],
    ["Session Date", "date"],
    ["probe  date", "date"],
    ["Score", "score"],
    ["Value", "score"],
    ["WCPM", "score"],
    ["Words Correct", "score"],
    ["Percent", "score"],
    ["Accuracy", "score"],
    ["Note", "note"],
    ["Notes", "note"],
    ["Comment", "note"],
    ["Goal", "goal"],
    ["Goal Area", "goal"],
    ["Objective", "goal"],
    ["Teacher", null],
  ] as const)("maps %s to %s", (header, field) => {
    expect(guessProgressMapping([header])).toEqual({ [header]: field });
  });

  it("maps a field from its first column only", () => {
    expect(guessProgressMapping(["Date", "WCPM", "Accuracy"])).toEqual({
      Date: "date",
      WCPM: "score",
      Accuracy: null,
    });
  });
});

describe("readScore", () => {
  it.each([
    ["42", "WCPM", false, { value: 42 }],
    [" 42.5 ", "WCPM", false, { value: 42.5 }],
    ["1,250", "words", false, { value: 1250 }],
    ["", "WCPM", false, { value: null }],
    ["85%", "% accuracy", false, { value: 85 }],
    ["85 %", "percent", false, { value: 85 }],
    ["85%", null, false, { value: 85 }],
    ["0.85", "% accuracy", true, { value: 85 }],
    ["85%", "% accuracy", true, { value: 85 }],
    ["0.85", "% accuracy", false, { value: 0.85 }],
    ["-3", "WCPM", false, { value: -3 }],
  ] as const)("reads %j (unit %s, fractions %s)", (cell, unit, fractions, expected) => {
    expect(readScore(cell, unit, fractions)).toEqual(expected);
  });

  it.each([
    ["forty", "WCPM", "not a number"],
    ["12/20", "WCPM", "not a number"],
    ["1,2,3", "WCPM", "not a number"],
    ["%", "percent", "not a number"],
    ["85%", "WCPM", "measured in WCPM"],
  ])("refuses %j (unit %s)", (cell, unit, message) => {
    const read = readScore(cell, unit);
    expect("error" in read && read.error).toContain(message);
  });
});

describe("scoresAreFractions", () => {
  it.each([
    [["0.6", "0.75", ""], "% accuracy", true],
    [["0", "1", "0.5"], "percent", true],
    [["0", "1"], "percent", false],
    [["0.6", "75"], "percent", false],
    [["0.6", "80%"], "percent", true],
    [["0.6", "0.75"], "WCPM", false],
    [[], "percent", false],
  ] as const)("%j in %s: %s", (cells, unit, expected) => {
    expect(scoresAreFractions(cells, unit)).toBe(expected);
  });
});

describe("matchGoal", () => {
  const goals = [
    { id: "a", statement: "Ana will read 90 WCPM", area: "Reading fluency" },
    { id: "b", statement: "Ana will answer questions with 80% accuracy", area: "Reading" },
    { id: "c", statement: "Ana will solve word problems", area: "Reading" },
  ];
  it.each([
    ["Goal 1", 0],
    ["goal 3", 2],
    ["Goal #2", 1],
    ["2", 1],
    ["  ANA will read   90 wcpm ", 0],
    ["reading fluency", 0],
    ["Goal 1 — Reading fluency", 0],
    ["Goal 1 - Reading fluency", 0],
  ])("%j names goal index %i", (cell, index) => {
    expect(matchGoal(cell, goals)).toEqual({ index });
  });

  it.each([
    [
      "Goal 4",
      "is none of the student's goals. Name one of: Goal 1 — Reading fluency; Goal 2 — Reading; Goal 3 — Reading.",
    ],
    ["Spelling", "is none of the student's goals"],
    ["reading", "is the area of 2 goals. Name the goal by its number: Goal 2, Goal 3."],
    ["", "The goal is missing."],
  ])("%j is a row error", (cell, message) => {
    const m = matchGoal(cell, goals);
    expect("error" in m && m.error).toContain(message);
  });
});
