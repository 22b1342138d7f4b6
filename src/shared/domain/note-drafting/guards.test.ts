import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkNumberFidelity, extractFacts, isTooShort, MIN_FULL_NOTE_CHARS } from "./guards.ts";

// Domain primer "Language": "left the classroom 3 times for 10–15 minutes"; "read 90 words correct
// per minute with 95% accuracy on 3 of 4 weekly probes by March 2027"; architecture "AI pipeline" number fidelity.
const extractRows: { text: string; facts: string[] }[] = [
  { text: "Read 42 wcpm on a grade-3 passage.", facts: ["42 wcpm", "3"] },
  { text: "Read 42 wcpm on the grade-3 probe.", facts: ["42 wcpm", "3 probe"] },
  { text: "Accuracy was 80% today.", facts: ["80%"] },
  { text: "Correct on 3 of 4 trials.", facts: ["3 of 4 trials"] },
  { text: "Answered 7 out of 10 questions.", facts: ["7 out of 10 questions"] },
  { text: "Left the classroom 3 times for 10–15 minutes.", facts: ["3 times", "10-15 minutes"] },
  { text: "Reading level 2.5 at the end of the unit.", facts: ["2.5"] },
  { text: "Probe given on 3/4/2026 and again on 2026-03-11.", facts: ["3/4/2026", "2026-03-11"] },
  { text: "Meeting held March 3, 2026 at 10:30 am.", facts: ["March 3, 2026", "10:30 am"] },
  { text: "Used 2 prompts and 1 break.", facts: ["2 prompts", "1 break"] },
  { text: "Needed three reminders and twice asked for help.", facts: ["three", "twice"] },
  { text: "Solved 3/4 problems.", facts: ["3/4 problems"] },
  { text: "Wrote 1,250 words across 5 sessions.", facts: ["1,250 words", "5 sessions"] },
  { text: "Gained 14 percentage points.", facts: ["14 percentage points"] },
  { text: "In room 12B with student ID A1 (no facts there).", facts: [] },
  { text: "She worked well with her peers.", facts: [] },
  { text: "Scores 3, 4, 5 and 3 again.", facts: ["3", "4", "5"] },
];

describe("extractFacts", () => {
  it.each(extractRows)("$text", ({ text, facts }) => {
    expect(extractFacts(text).map((f) => f.text)).toEqual(facts);
  });

  it("names the kind of each fact", () => {
    const kinds = extractFacts("On 3/4/2026 at 9:15 am: 3 of 4 trials, 10-15 minutes, 42 wcpm, 7, three").map(
      (f) => f.kind,
    );
    expect(kinds).toEqual(["date", "time", "count", "range", "measure", "number", "count"]);
  });
});

const fidelityRows: { rule: string; source: string; result: string; missing: string[] }[] = [
  {
    rule: "the same facts in other words pass",
    source: "Maya read 42 wcpm with 95% accuracy on 3 of 4 trials.",
    result: "During the probe, Maya read 42 wcpm. Her accuracy was 95%, correct on 3 of 4 trials.",
    missing: [],
  },
  {
    rule: "a changed number fails and is named",
    source: "Maya read 42 wcpm.",
    result: "Maya read 45 wcpm.",
    missing: ["42 wcpm"],
  },
  {
    rule: "a changed count fails",
    source: "Correct on 3 of 4 trials.",
    result: "Correct on 3 of 5 trials.",
    missing: ["3 of 4 trials"],
  },
  {
    rule: "a converted unit fails (80% is not 80 percent)",
    source: "Accuracy was 80%.",
    result: "Accuracy was 80 percent.",
    missing: ["80%"],
  },
  {
    rule: "a rounded decimal fails",
    source: "Reading level 2.5.",
    result: "Reading level 3.",
    missing: ["2.5"],
  },
  {
    rule: "a number inside a longer number does not count (4 is not in 42)",
    source: "Used 4 cues.",
    result: "Used 42 cues.",
    missing: ["4 cues"],
  },
  {
    rule: "a decimal does not hide the number (2 is not in 2.5)",
    source: "Took 2 breaks.",
    result: "Took 2.5 breaks.",
    missing: ["2 breaks"],
  },
  {
    rule: "a reformatted date fails",
    source: "Probe on 3/4/2026.",
    result: "Probe on March 4, 2026.",
    missing: ["3/4/2026"],
  },
  {
    rule: "a spelled-out count turned into digits fails",
    source: "Needed three reminders.",
    result: "Needed 3 reminders.",
    missing: ["three"],
  },
  {
    rule: "case, spacing and dash style do not matter",
    source: "Left 3 times for 10-15  minutes at 10:30 AM.",
    result: "left 3 TIMES for 10–15 minutes at 10:30 am",
    missing: [],
  },
  {
    rule: "a fact followed by more words still counts",
    source: "Scored 80 today.",
    result: "Scored 80 points today.",
    missing: [],
  },
  {
    rule: "several missing facts are all named, once each",
    source: "42 wcpm, 42 wcpm, 95% and 3 of 4 trials.",
    result: "A short summary.",
    missing: ["42 wcpm", "95%", "3 of 4 trials"],
  },
  {
    rule: "a text without facts always passes",
    source: "Worked well with peers.",
    result: "Anything.",
    missing: [],
  },
];

describe("checkNumberFidelity (architecture 'AI pipeline')", () => {
  it.each(fidelityRows)("$rule", ({ source, result, missing }) => {
    expect(checkNumberFidelity(source, result)).toEqual({ ok: missing.length === 0, missing });
  });

  it("checks several source texts", () => {
    expect(checkNumberFidelity(["Read 42 wcpm.", "Baseline 30 wcpm"], "Read 42 wcpm.").missing).toEqual([
      "30 wcpm",
    ]);
  });

  it("any text passes against itself", () => {
    const alphabet = fc.constantFrom(
      ..."0123456789 .,:/-–%abcdeimnoprstwx\nAPM".split(""),
      " of ",
      " wcpm",
      "three",
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), (parts) => {
        const text = parts.join("");
        expect(checkNumberFidelity(text, text)).toEqual({ ok: true, missing: [] });
      }),
      { numRuns: 500 },
    );
  });
});

describe("isTooShort (requirements 'Note generation': returns too little)", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["OK.", true],
    ["x".repeat(MIN_FULL_NOTE_CHARS - 1), true],
    [` ${"x".repeat(MIN_FULL_NOTE_CHARS - 1)} `, true],
    ["x".repeat(MIN_FULL_NOTE_CHARS), false],
  ])("%j → %s", (text, short) => {
    expect(isTooShort(text)).toBe(short);
  });

  it("takes the minimum as a parameter (requirements 'Suggestions': shorter than 10 characters)", () => {
    expect(isTooShort("123456789", 10)).toBe(true);
    expect(isTooShort("1234567890", 10)).toBe(false);
    expect(isTooShort(null, 10)).toBe(true);
  });
});
