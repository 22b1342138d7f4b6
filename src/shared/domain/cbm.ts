/**
 * Curriculum-based measurement (CBM) probe scoring, pure (requirements "CBM probes"; the
 * /dashboard/test-academic screen).
 *
 * - Oral reading fluency (ORF): words correct per minute (WCPM) = words attempted − errors in one
 *   minute; accuracy = words correct / words attempted, as a percent.
 * - Math computation: digits correct in a timed probe (also given per minute).
 * - Published ORF norms: Hasbrouck & Tindal (2017), 50th percentile, grades 1–6.
 */

/** An ORF probe lasts one minute: words read in one minute minus errors (requirements "CBM probes"). */
export const ORF_PROBE_SECONDS = 60;

/**
 * The shortest reading an early stop may be prorated from (seconds): below it a few words become an
 * implausible rate ("75 words in 5 seconds = 876 WCPM"). Our own plausibility rule (requirements
 * "CBM probes").
 */
export const ORF_MIN_SECONDS = 15;

/**
 * The highest WCPM we accept: well above the published norms — Hasbrouck & Tindal (2017) put the
 * 90th percentile of grade 6 in spring near 200 WCPM — so only a mistyped count or timing is refused.
 */
export const ORF_MAX_WCPM = 250;

/** Math computation probe length: default and allowed range, in whole minutes. */
export const MATH_PROBE_DEFAULT_MINUTES = 2;
export const MATH_PROBE_MIN_MINUTES = 1;
export const MATH_PROBE_MAX_MINUTES = 5;

/** A probe's inputs could not be scored; `message` names the field and the reason, for the teacher. */
export class ProbeInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "ProbeInputError";
  }
}

function wholeCount(value: number, field: string, label: string): number {
  if (!Number.isFinite(value) || !Number.isInteger(value) || value < 0) {
    throw new ProbeInputError(field, `${label} must be a whole number, 0 or more.`);
  }
  return value;
}

export interface OralReadingFluencyInput {
  /** Words the student read (reached) in the probe, right or wrong. */
  wordsAttempted: number;
  /** Words read wrong (misread, omitted, or supplied after a 3-second pause). */
  errors: number;
  /**
   * Seconds the student read: 60 for a full minute (the default). Less when the student finished the
   * passage early; the score is then prorated to a minute (words correct × 60 / seconds).
   */
  seconds?: number;
}

export interface OralReadingFluencyScore {
  /** wordsAttempted − errors. */
  wordsCorrect: number;
  /** Words correct per minute, rounded to a whole word (prorated when `seconds` < 60). */
  wcpm: number;
  /** wordsCorrect / wordsAttempted × 100, rounded to a whole percent; null when no word was attempted. */
  accuracyPercent: number | null;
  /** The reading time used, in seconds (1–60). */
  seconds: number;
}

/**
 * Scores an oral reading fluency probe (requirements "CBM probes": WCPM = words read in one minute minus errors;
 * accuracy = words correct / words attempted).
 * @throws ProbeInputError when a count is not a whole number ≥ 0, errors exceed words attempted,
 *   seconds is not between 1 and 60, an early stop is shorter than `ORF_MIN_SECONDS`, or the rate is
 *   above `ORF_MAX_WCPM` (implausible: each with a reason the teacher can act on).
 */
export function scoreOralReadingFluency(input: OralReadingFluencyInput): OralReadingFluencyScore {
  const attempted = wholeCount(input.wordsAttempted, "wordsAttempted", "Words attempted");
  const errors = wholeCount(input.errors, "errors", "Errors");
  if (errors > attempted) {
    throw new ProbeInputError(
      "errors",
      `Errors (${errors}) can't be more than words attempted (${attempted}).`,
    );
  }
  const seconds = input.seconds ?? ORF_PROBE_SECONDS;
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > ORF_PROBE_SECONDS) {
    throw new ProbeInputError("seconds", "Reading time must be between 1 and 60 seconds.");
  }
  if (seconds < ORF_MIN_SECONDS) {
    throw new ProbeInputError(
      "seconds",
      `The reading stopped after ${seconds} second${seconds === 1 ? "" : "s"}: too short to score. An early stop needs at least ${ORF_MIN_SECONDS} seconds of reading to be prorated to a minute. Reset the probe and time it again.`,
    );
  }
  const wordsCorrect = attempted - errors;
  const wcpm = Math.round((wordsCorrect * ORF_PROBE_SECONDS) / seconds);
  if (wcpm > ORF_MAX_WCPM) {
    throw new ProbeInputError(
      "wordsAttempted",
      `${wcpm} WCPM is not a plausible result: it is far above the published norms (Hasbrouck & Tindal 2017, about 200 WCPM at the 90th percentile in grade 6). Check the words attempted${seconds < ORF_PROBE_SECONDS ? " and the reading time" : ""}.`,
    );
  }
  return {
    wordsCorrect,
    wcpm,
    accuracyPercent: attempted === 0 ? null : Math.round((wordsCorrect / attempted) * 100),
    seconds,
  };
}

export interface MathComputationInput {
  /** Digits written correctly in the probe (each correct digit in an answer, including work digits). */
  digitsCorrect: number;
  /** Total digits correct possible on the sheet (optional). */
  digitsPossible?: number | null;
  /** Probe length in whole minutes, 1–5. */
  minutes: number;
}

export interface MathComputationScore {
  digitsCorrect: number;
  /** digitsCorrect / minutes, to one decimal. */
  digitsCorrectPerMinute: number;
  /** digitsCorrect / digitsPossible × 100, whole percent; null without digitsPossible. */
  percentOfPossible: number | null;
  minutes: number;
}

/**
 * Scores a math computation probe (requirements "CBM probes": digits correct in a timed probe).
 * @throws ProbeInputError when a count is not a whole number ≥ 0, digits correct exceed the digits
 *   possible, or minutes is not a whole number from 1 to 5.
 */
export function scoreMathComputation(input: MathComputationInput): MathComputationScore {
  const digitsCorrect = wholeCount(input.digitsCorrect, "digitsCorrect", "Digits correct");
  const { minutes } = input;
  if (!Number.isInteger(minutes) || minutes < MATH_PROBE_MIN_MINUTES || minutes > MATH_PROBE_MAX_MINUTES) {
    throw new ProbeInputError(
      "minutes",
      `Probe length must be a whole number of minutes from ${MATH_PROBE_MIN_MINUTES} to ${MATH_PROBE_MAX_MINUTES}.`,
    );
  }
  let percentOfPossible: number | null = null;
  if (input.digitsPossible !== undefined && input.digitsPossible !== null) {
    const possible = wholeCount(input.digitsPossible, "digitsPossible", "Digits possible");
    if (digitsCorrect > possible) {
      throw new ProbeInputError(
        "digitsCorrect",
        `Digits correct (${digitsCorrect}) can't be more than digits possible (${possible}).`,
      );
    }
    percentOfPossible = possible === 0 ? null : Math.round((digitsCorrect / possible) * 100);
  }
  return {
    digitsCorrect,
    digitsCorrectPerMinute: Math.round((digitsCorrect / minutes) * 10) / 10,
    percentOfPossible,
    minutes,
  };
}

/** The three benchmark seasons of the ORF norms. */
export const NORM_SEASONS = ["fall", "winter", "spring"] as const;
export type NormSeason = (typeof NORM_SEASONS)[number];

/** Where the ORF norms come from; shown on screen wherever a norm is used. */
export const ORF_NORMS_SOURCE = {
  citation:
    "Hasbrouck, J., & Tindal, G. (2017). An update to compiled ORF norms (Technical Report No. 1702). Eugene, OR: Behavioral Research and Teaching, University of Oregon.",
  short: "Hasbrouck & Tindal (2017)",
  url: "https://www.readnaturally.com/article/hasbrouck-tindal-oral-reading-fluency-chart",
} as const;

/**
 * Hasbrouck & Tindal (2017) oral reading fluency norms, 50th percentile, in WCPM on grade-level
 * passages. Grade 1 has no fall norm (null). Values as published in the 2017 compiled table
 * (Technical Report No. 1702; reproduced by Read Naturally, see ORF_NORMS_SOURCE.url).
 */
export const ORF_NORMS_50TH: Readonly<Record<number, Readonly<Record<NormSeason, number | null>>>> = {
  1: { fall: null, winter: 29, spring: 60 },
  2: { fall: 50, winter: 84, spring: 100 },
  3: { fall: 83, winter: 97, spring: 112 },
  4: { fall: 94, winter: 120, spring: 133 },
  5: { fall: 121, winter: 133, spring: 146 },
  6: { fall: 132, winter: 145, spring: 146 },
};

/**
 * The grade number (1–6) of a student's free-text grade when the ORF norms cover it ("3", "3rd",
 * "Grade 3", "grade-3"), else null (K, 7+, blank, unreadable).
 */
export function normGrade(grade: string | null | undefined): number | null {
  if (!grade) return null;
  const match = /^\s*(?:grade[\s-]*)?(\d{1,2})(?:st|nd|rd|th)?(?:\s*grade)?\s*$/i.exec(grade);
  if (!match) return null;
  const n = Number(match[1]);
  return n in ORF_NORMS_50TH ? n : null;
}

/**
 * The 50th-percentile WCPM for a grade and season, or null when the table has none (grade outside
 * 1–6, grade 1 in fall).
 */
export function orfNorm(grade: number, season: NormSeason): number | null {
  return ORF_NORMS_50TH[grade]?.[season] ?? null;
}

/**
 * The benchmark season of a date (ISO yyyy-mm-dd), on the usual US school calendar: fall
 * August–November, winter December–February, spring March–July.
 * @throws ProbeInputError when the date does not parse.
 */
export function normSeasonOf(isoDate: string): NormSeason {
  const match = /^\d{4}-(\d{2})-\d{2}$/.exec(isoDate);
  const month = match ? Number(match[1]) : Number.NaN;
  if (!(month >= 1 && month <= 12)) throw new ProbeInputError("date", `"${isoDate}" is not a date.`);
  if (month >= 8 && month <= 11) return "fall";
  if (month === 12 || month <= 2) return "winter";
  return "spring";
}

/**
 * The progress-entry note for a saved ORF probe, e.g.
 * "ORF probe: 42 words attempted, 3 errors, accuracy 93% (39 WCPM)".
 */
export function orfEntryNote(
  input: { wordsAttempted: number; errors: number },
  score: OralReadingFluencyScore,
): string {
  const time = score.seconds < ORF_PROBE_SECONDS ? ` in ${score.seconds} s (prorated to a minute)` : "";
  const accuracy = score.accuracyPercent === null ? "" : `, accuracy ${score.accuracyPercent}%`;
  return `ORF probe: ${input.wordsAttempted} words attempted${time}, ${input.errors} error${input.errors === 1 ? "" : "s"}${accuracy} (${score.wcpm} WCPM)`;
}

/**
 * The progress-entry note for a saved math computation probe, e.g.
 * "Math computation probe (2 min): 24 digits correct of 40 possible (60%), 12 per minute".
 */
export function mathEntryNote(
  input: { digitsPossible?: number | null },
  score: MathComputationScore,
): string {
  const possible =
    input.digitsPossible === undefined || input.digitsPossible === null
      ? ""
      : ` of ${input.digitsPossible} possible${score.percentOfPossible === null ? "" : ` (${score.percentOfPossible}%)`}`;
  return `Math computation probe (${score.minutes} min): ${score.digitsCorrect} digits correct${possible}, ${score.digitsCorrectPerMinute} per minute`;
}

/** What a probe's generated note (`orfEntryNote`, `mathEntryNote`) says, read back from its text. */
export type ProbeNoteFacts =
  | {
      kind: "orf";
      wordsAttempted: number;
      /** Set when the probe was shorter than a minute (prorated). */
      seconds: number | null;
      errors: number;
      accuracyPercent: number | null;
      wcpm: number;
    }
  | {
      kind: "math";
      minutes: number;
      digitsCorrect: number;
      digitsPossible: number | null;
      percentOfPossible: number | null;
      digitsCorrectPerMinute: number;
    };

const N = String.raw`(\d+(?:\.\d+)?)`;
const ORF_NOTE = new RegExp(
  String.raw`^ORF probe: ${N} words attempted(?: in ${N} s \(prorated to a minute\))?, ${N} errors?(?:, accuracy ${N}%)? \(${N} WCPM\)`,
);
const MATH_NOTE = new RegExp(
  String.raw`^Math computation probe \(${N} min\): ${N} digits correct(?: of ${N} possible(?: \(${N}%\))?)?, ${N} per minute`,
);

/**
 * Reads a note that starts with a probe's generated text (requirements "CBM probes": the saved entry's
 * note) so it can be written in another language; `rest` is what follows it (the teacher's comment,
 * ". Read with expression"), kept as typed. Null for any other note.
 */
export function readProbeNote(note: string): { facts: ProbeNoteFacts; rest: string } | null {
  const num = (v: string | undefined) => (v === undefined ? null : Number(v));
  const orf = ORF_NOTE.exec(note);
  if (orf) {
    const [all, words, seconds, errors, accuracy, wcpm] = orf;
    return {
      facts: {
        kind: "orf",
        wordsAttempted: Number(words),
        seconds: num(seconds),
        errors: Number(errors),
        accuracyPercent: num(accuracy),
        wcpm: Number(wcpm),
      },
      rest: note.slice(all.length),
    };
  }
  const math = MATH_NOTE.exec(note);
  if (math) {
    const [all, minutes, correct, possible, percent, perMinute] = math;
    return {
      facts: {
        kind: "math",
        minutes: Number(minutes),
        digitsCorrect: Number(correct),
        digitsPossible: num(possible),
        percentOfPossible: num(percent),
        digitsCorrectPerMinute: Number(perMinute),
      },
      rest: note.slice(all.length),
    };
  }
  return null;
}
