/**
 * The progress data-point rule (requirements "Progress entries"): rows from what a new teacher typed on
 * the goal page (−5 WCPM, 99,999 WCPM, a date three months ahead, a date before the baseline).
 */
import { describe, expect, it } from "vitest";
import { checkProgressEntry } from "./progress-entry-check.ts";

const today = "2026-11-27";
const wcpm = { unit: "WCPM", targetValue: 90, baselineDate: "2026-09-01" };
const percent = { unit: "% accuracy", targetValue: 80, baselineDate: "2026-09-01" };

describe("checkProgressEntry", () => {
  it.each([
    // [case, goal, entry, largestSoFar, refused fields, implausible reasons]
    ["a plain score", wcpm, { entryDate: today, progressValue: 61 }, 60, [], []],
    ["no score", wcpm, { entryDate: today, progressValue: null }, 60, [], []],
    ["−5 WCPM", wcpm, { entryDate: today, progressValue: -5 }, 60, ["progressValue"], []],
    [
      "a date three months ahead",
      wcpm,
      { entryDate: "2027-02-27", progressValue: 61 },
      60,
      ["entryDate"],
      [],
    ],
    ["tomorrow", wcpm, { entryDate: "2026-11-28", progressValue: 61 }, 60, ["entryDate"], []],
    ["101%", percent, { entryDate: today, progressValue: 101 }, 60, ["progressValue"], []],
    ["100% exactly", percent, { entryDate: today, progressValue: 100 }, 60, [], []],
    ["−1%", percent, { entryDate: today, progressValue: -1 }, 60, ["progressValue"], []],
    [
      "99,999 WCPM",
      wcpm,
      { entryDate: today, progressValue: 99_999 },
      60,
      [],
      ["above_target", "above_largest"],
    ],
    ["3× the target exactly", wcpm, { entryDate: today, progressValue: 270 }, 100, [], []],
    [
      "over 3× the largest so far only",
      wcpm,
      { entryDate: today, progressValue: 200 },
      50,
      [],
      ["above_largest"],
    ],
    ["the first score (nothing so far)", wcpm, { entryDate: today, progressValue: 200 }, null, [], []],
    [
      "a date before the baseline",
      wcpm,
      { entryDate: "2026-08-31", progressValue: 40 },
      60,
      [],
      ["before_baseline"],
    ],
    ["the baseline date itself", wcpm, { entryDate: "2026-09-01", progressValue: 40 }, 60, [], []],
    [
      "a goal aiming down: 3× its baseline is the bound",
      { unit: "call-outs", targetValue: 2, baselineValue: 12, baselineDate: "2026-09-01" },
      { entryDate: today, progressValue: 12 },
      null,
      [],
      [],
    ],
    [
      "a goal aiming down: over 3× its baseline",
      { unit: "call-outs", targetValue: 2, baselineValue: 12, baselineDate: "2026-09-01" },
      { entryDate: today, progressValue: 37 },
      null,
      [],
      ["above_target"],
    ],
    [
      "no target, no baseline date",
      { unit: "trials" },
      { entryDate: "2026-01-01", progressValue: 900 },
      null,
      [],
      [],
    ],
  ] as const)("%s", (_case, goal, entry, largestSoFar, refused, implausible) => {
    const check = checkProgressEntry(entry, goal, { today, largestSoFar });
    expect(check.refused.map((p) => p.field)).toEqual(refused);
    expect(check.implausible.map((p) => p.reason)).toEqual(implausible);
    for (const p of [...check.refused, ...check.implausible]) expect(p.message).toMatch(/\.$/);
  });

  it("names the number and the unit in a teacher's words", () => {
    const check = checkProgressEntry({ entryDate: today, progressValue: -5 }, wcpm, { today });
    expect(check.refused[0]!.message).toBe("A score can't be negative (-5 WCPM). Enter 0 or more.");
  });
});
