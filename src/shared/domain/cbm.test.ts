import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  mathEntryNote,
  normGrade,
  normSeasonOf,
  ORF_MAX_WCPM,
  ORF_MIN_SECONDS,
  ORF_NORMS_50TH,
  orfEntryNote,
  orfNorm,
  ProbeInputError,
  readProbeNote,
  scoreMathComputation,
  scoreOralReadingFluency,
} from "./cbm.ts";

// requirements "CBM probes": oral reading fluency = words correct per minute (WCPM) = words read in
// one minute minus errors; accuracy = words correct / words attempted.
const orfRows: {
  rule: string;
  wordsAttempted: number;
  errors: number;
  seconds?: number;
  wcpm: number;
  wordsCorrect: number;
  accuracyPercent: number | null;
}[] = [
  {
    rule: "42 attempted, 3 errors → 39 WCPM, 93%",
    wordsAttempted: 42,
    errors: 3,
    wcpm: 39,
    wordsCorrect: 39,
    accuracyPercent: 93,
  },
  {
    rule: "no errors → WCPM = words attempted, 100%",
    wordsAttempted: 97,
    errors: 0,
    wcpm: 97,
    wordsCorrect: 97,
    accuracyPercent: 100,
  },
  {
    rule: "every word wrong → 0 WCPM, 0%",
    wordsAttempted: 12,
    errors: 12,
    wcpm: 0,
    wordsCorrect: 0,
    accuracyPercent: 0,
  },
  {
    rule: "nothing read → 0 WCPM, accuracy undefined",
    wordsAttempted: 0,
    errors: 0,
    wcpm: 0,
    wordsCorrect: 0,
    accuracyPercent: null,
  },
  {
    rule: "accuracy rounds to a whole percent (88/90 = 97.8%)",
    wordsAttempted: 90,
    errors: 2,
    wcpm: 88,
    wordsCorrect: 88,
    accuracyPercent: 98,
  },
  {
    rule: "explicit full minute is the same as the default",
    wordsAttempted: 50,
    errors: 5,
    seconds: 60,
    wcpm: 45,
    wordsCorrect: 45,
    accuracyPercent: 90,
  },
  {
    rule: "finished the passage in 45 s: prorated 60/45",
    wordsAttempted: 90,
    errors: 0,
    seconds: 45,
    wcpm: 120,
    wordsCorrect: 90,
    accuracyPercent: 100,
  },
  {
    rule: "finished in 50 s: 100 correct → 120 WCPM",
    wordsAttempted: 104,
    errors: 4,
    seconds: 50,
    wcpm: 120,
    wordsCorrect: 100,
    accuracyPercent: 96,
  },
];

describe("scoreOralReadingFluency", () => {
  it.each(orfRows)("$rule", ({ wordsAttempted, errors, seconds, wcpm, wordsCorrect, accuracyPercent }) => {
    const score = scoreOralReadingFluency({ wordsAttempted, errors, seconds });
    expect(score).toEqual({ wcpm, wordsCorrect, accuracyPercent, seconds: seconds ?? 60 });
  });

  const bad: {
    rule: string;
    input: Parameters<typeof scoreOralReadingFluency>[0];
    field: string;
    message: RegExp;
  }[] = [
    {
      rule: "more errors than words",
      input: { wordsAttempted: 3, errors: 5 },
      field: "errors",
      message: /Errors \(5\) can't be more than words attempted \(3\)/,
    },
    {
      rule: "negative words",
      input: { wordsAttempted: -1, errors: 0 },
      field: "wordsAttempted",
      message: /whole number/,
    },
    {
      rule: "fractional words",
      input: { wordsAttempted: 4.5, errors: 0 },
      field: "wordsAttempted",
      message: /whole number/,
    },
    {
      rule: "NaN errors",
      input: { wordsAttempted: 10, errors: Number.NaN },
      field: "errors",
      message: /whole number/,
    },
    {
      rule: "infinite words",
      input: { wordsAttempted: Number.POSITIVE_INFINITY, errors: 0 },
      field: "wordsAttempted",
      message: /whole number/,
    },
    {
      rule: "0 seconds",
      input: { wordsAttempted: 10, errors: 0, seconds: 0 },
      field: "seconds",
      message: /between 1 and 60/,
    },
    {
      rule: "more than a minute",
      input: { wordsAttempted: 10, errors: 0, seconds: 61 },
      field: "seconds",
      message: /between 1 and 60/,
    },
    {
      rule: "an early stop after 5 seconds (the reported 876 WCPM)",
      input: { wordsAttempted: 75, errors: 2, seconds: 5 },
      field: "seconds",
      message: /stopped after 5 seconds: too short to score.*at least 15 seconds/,
    },
    {
      rule: "an implausible rate in a full minute",
      input: { wordsAttempted: 400, errors: 0 },
      field: "wordsAttempted",
      message: /^400 WCPM is not a plausible result.*Hasbrouck & Tindal 2017.*Check the words attempted\.$/,
    },
    {
      rule: "an implausible rate after an early stop",
      input: { wordsAttempted: 90, errors: 0, seconds: 20 },
      field: "wordsAttempted",
      message: /270 WCPM is not a plausible result.*and the reading time/,
    },
  ];
  it("accepts the highest plausible results: 250 WCPM, and an early stop of exactly 15 seconds", () => {
    expect(scoreOralReadingFluency({ wordsAttempted: 250, errors: 0 }).wcpm).toBe(250);
    expect(scoreOralReadingFluency({ wordsAttempted: 40, errors: 0, seconds: 15 }).wcpm).toBe(160);
  });
  it.each(bad)("refuses $rule", ({ input, field, message }) => {
    try {
      scoreOralReadingFluency(input);
      expect.unreachable("should throw");
    } catch (err) {
      expect(err).toBeInstanceOf(ProbeInputError);
      expect((err as ProbeInputError).field).toBe(field);
      expect((err as Error).message).toMatch(message);
    }
  });

  it("over a full minute, WCPM is exactly words attempted minus errors (refused above the ceiling), and accuracy stays within 0–100", () => {
    fc.assert(
      fc.property(fc.nat(400), fc.nat(400), (a, b) => {
        const attempted = Math.max(a, b);
        const errors = Math.min(a, b);
        if (attempted - errors > ORF_MAX_WCPM) {
          expect(() => scoreOralReadingFluency({ wordsAttempted: attempted, errors })).toThrow(
            ProbeInputError,
          );
          return;
        }
        const score = scoreOralReadingFluency({ wordsAttempted: attempted, errors });
        expect(score.wcpm).toBe(attempted - errors);
        if (attempted > 0) {
          expect(score.accuracyPercent).toBeGreaterThanOrEqual(0);
          expect(score.accuracyPercent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

// requirements "CBM probes": math computation = digits correct in a timed probe.
describe("scoreMathComputation", () => {
  const rows: {
    rule: string;
    input: Parameters<typeof scoreMathComputation>[0];
    perMinute: number;
    percent: number | null;
  }[] = [
    {
      rule: "24 digits in the default 2 minutes → 12 per minute",
      input: { digitsCorrect: 24, minutes: 2 },
      perMinute: 12,
      percent: null,
    },
    {
      rule: "18 digits in 4 minutes → 4.5 per minute",
      input: { digitsCorrect: 18, minutes: 4 },
      perMinute: 4.5,
      percent: null,
    },
    {
      rule: "10 digits in 3 minutes → 3.3 per minute (one decimal)",
      input: { digitsCorrect: 10, minutes: 3 },
      perMinute: 3.3,
      percent: null,
    },
    {
      rule: "with digits possible: 24 of 40 → 60%",
      input: { digitsCorrect: 24, digitsPossible: 40, minutes: 2 },
      perMinute: 12,
      percent: 60,
    },
    {
      rule: "blank digits possible → no percent",
      input: { digitsCorrect: 5, digitsPossible: null, minutes: 1 },
      perMinute: 5,
      percent: null,
    },
    {
      rule: "0 of 0 possible → no percent",
      input: { digitsCorrect: 0, digitsPossible: 0, minutes: 5 },
      perMinute: 0,
      percent: null,
    },
  ];
  it.each(rows)("$rule", ({ input, perMinute, percent }) => {
    const score = scoreMathComputation(input);
    expect(score).toEqual({
      digitsCorrect: input.digitsCorrect,
      digitsCorrectPerMinute: perMinute,
      percentOfPossible: percent,
      minutes: input.minutes,
    });
  });

  const bad: { rule: string; input: Parameters<typeof scoreMathComputation>[0]; field: string }[] = [
    {
      rule: "more correct than possible",
      input: { digitsCorrect: 41, digitsPossible: 40, minutes: 2 },
      field: "digitsCorrect",
    },
    { rule: "0 minutes", input: { digitsCorrect: 4, minutes: 0 }, field: "minutes" },
    { rule: "6 minutes", input: { digitsCorrect: 4, minutes: 6 }, field: "minutes" },
    { rule: "1.5 minutes", input: { digitsCorrect: 4, minutes: 1.5 }, field: "minutes" },
    { rule: "negative digits", input: { digitsCorrect: -2, minutes: 2 }, field: "digitsCorrect" },
    {
      rule: "fractional digits possible",
      input: { digitsCorrect: 2, digitsPossible: 2.5, minutes: 2 },
      field: "digitsPossible",
    },
  ];
  it.each(bad)("refuses $rule", ({ input, field }) => {
    expect(() => scoreMathComputation(input)).toThrow(ProbeInputError);
    try {
      scoreMathComputation(input);
    } catch (err) {
      expect((err as ProbeInputError).field).toBe(field);
    }
  });
});

// Hasbrouck & Tindal 2017 (requirements "CBM probes"): grade 3, 50th percentile: 83 WCPM in fall, 97 in
// winter, 112 in spring (about 0.9 words gained per week).
describe("ORF norms", () => {
  it("grade 3 matches Hasbrouck & Tindal 2017: 83 / 97 / 112", () => {
    expect([orfNorm(3, "fall"), orfNorm(3, "winter"), orfNorm(3, "spring")]).toEqual([83, 97, 112]);
  });

  it("grade 3 gains about 0.9 words a week over the 32 weeks fall → spring", () => {
    const fall = orfNorm(3, "fall") ?? 0;
    const spring = orfNorm(3, "spring") ?? 0;
    expect(Math.round(((spring - fall) / 32) * 10) / 10).toBe(0.9);
  });

  it("has no fall norm for grade 1 and nothing outside grades 1–6", () => {
    expect(orfNorm(1, "fall")).toBeNull();
    expect(orfNorm(0, "winter")).toBeNull();
    expect(orfNorm(7, "spring")).toBeNull();
    expect(Object.keys(ORF_NORMS_50TH)).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("never decreases within a grade from fall to spring", () => {
    for (const row of Object.values(ORF_NORMS_50TH)) {
      const values = [row.fall, row.winter, row.spring].filter((v): v is number => v !== null);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
    }
  });

  it.each([
    ["3", 3],
    ["3rd", 3],
    ["Grade 4", 4],
    ["grade-2", 2],
    ["6th grade", 6],
    [" 1 ", 1],
    ["K", null],
    ["7", null],
    ["12", null],
    ["", null],
    [null, null],
    ["three", null],
  ] as const)("normGrade(%j) → %j", (grade, expected) => {
    expect(normGrade(grade)).toBe(expected);
  });

  it.each([
    ["2026-08-20", "fall"],
    ["2026-11-30", "fall"],
    ["2026-12-01", "winter"],
    ["2027-01-15", "winter"],
    ["2027-02-28", "winter"],
    ["2027-03-01", "spring"],
    ["2027-07-31", "spring"],
  ] as const)("normSeasonOf(%s) → %s", (date, season) => {
    expect(normSeasonOf(date)).toBe(season);
  });

  it("refuses a date that does not parse", () => {
    expect(() => normSeasonOf("2026-13-01")).toThrow(ProbeInputError);
    expect(() => normSeasonOf("soon")).toThrow(ProbeInputError);
  });
});

describe("entry notes", () => {
  it("describes an ORF probe with its counts, accuracy and score", () => {
    const input = { wordsAttempted: 42, errors: 3 };
    expect(orfEntryNote(input, scoreOralReadingFluency(input))).toBe(
      "ORF probe: 42 words attempted, 3 errors, accuracy 93% (39 WCPM)",
    );
  });

  it("says when an ORF score was prorated, and uses the singular for one error", () => {
    const input = { wordsAttempted: 90, errors: 1, seconds: 45 };
    expect(orfEntryNote(input, scoreOralReadingFluency(input))).toBe(
      "ORF probe: 90 words attempted in 45 s (prorated to a minute), 1 error, accuracy 99% (119 WCPM)",
    );
  });

  it("describes a math probe with and without digits possible", () => {
    expect(mathEntryNote({}, scoreMathComputation({ digitsCorrect: 24, minutes: 2 }))).toBe(
      "Math computation probe (2 min): 24 digits correct, 12 per minute",
    );
    const withPossible = { digitsCorrect: 24, digitsPossible: 40, minutes: 2 };
    expect(mathEntryNote(withPossible, scoreMathComputation(withPossible))).toBe(
      "Math computation probe (2 min): 24 digits correct of 40 possible (60%), 12 per minute",
    );
  });

  it("a generated note reads back to the same numbers, whatever the teacher added after it", () => {
    fc.assert(
      fc.property(
        fc.record({
          wordsAttempted: fc.integer({ min: 0, max: 300 }),
          errors: fc.integer({ min: 0, max: 300 }),
          seconds: fc.integer({ min: ORF_MIN_SECONDS, max: 60 }),
        }),
        fc.record({
          digitsCorrect: fc.integer({ min: 0, max: 200 }),
          extra: fc.option(fc.integer({ min: 0, max: 100 })),
          minutes: fc.integer({ min: 1, max: 5 }),
        }),
        fc.constantFrom("", ". Read with expression", ". 3 self-corrections"),
        (orf, math, comment) => {
          // Only what the probe can score (an implausible rate is refused before any note is written).
          let o: ReturnType<typeof scoreOralReadingFluency>;
          try {
            o = scoreOralReadingFluency(orf);
          } catch {
            return fc.pre(false);
          }
          expect(readProbeNote(`${orfEntryNote(orf, o)}${comment}`)).toEqual({
            facts: {
              kind: "orf",
              wordsAttempted: orf.wordsAttempted,
              seconds: o.seconds < 60 ? o.seconds : null,
              errors: orf.errors,
              accuracyPercent: o.accuracyPercent,
              wcpm: o.wcpm,
            },
            rest: comment,
          });
          const input = {
            digitsCorrect: math.digitsCorrect,
            digitsPossible: math.extra === null ? null : math.digitsCorrect + math.extra,
            minutes: math.minutes,
          };
          const m = scoreMathComputation(input);
          expect(readProbeNote(`${mathEntryNote(input, m)}${comment}`)).toEqual({
            facts: {
              kind: "math",
              minutes: m.minutes,
              digitsCorrect: m.digitsCorrect,
              digitsPossible: input.digitsPossible,
              percentOfPossible: m.percentOfPossible,
              digitsCorrectPerMinute: m.digitsCorrectPerMinute,
            },
            rest: comment,
          });
        },
      ),
    );
  });

  it.each(["Read with expression", "ORF probe on a new passage", ""])(
    "any other note is not a probe's: %j",
    (note) => {
      expect(readProbeNote(note)).toBeNull();
    },
  );
});
