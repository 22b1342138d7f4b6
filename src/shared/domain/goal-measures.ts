/**
 * Suggested measures of a goal read from its statement and the record's goal targets (requirements
 * "IEP goals": "Suggested values"), so the teacher does not type the same numbers twice. The result is
 * a suggestion the teacher confirms in the goal form, never saved on its own. A measure the text does
 * not state is null — never invented.
 *
 * Forms read (those of the product's demo goals and the usual wording of measurable annual goals,
 * 34 CFR 300.320(a)(2)):
 * - target and unit, the first of: a rate or amount ("90 words correct per minute", "90 WCPM",
 *   "35 digits correct", "1 time per week"), an accuracy ("with 80% accuracy" → "percent accuracy"),
 *   a share ("on 80% of transitions" → "% of transitions"), a count of a total ("in 4 of 5 trials" →
 *   "trials of 5"; "16 of 20 words" → "words of 20");
 * - baseline: "baseline of 42", "baseline: 42", "from (an average of) 3 … to …", "currently reads 42";
 * - target date: "by May 2027" (the month's last day), "by June 1, 2027", "by 6/1/2027", "by 2027-06-01";
 * - direction: "decrease" for "reduce", "decrease", "no more than", "or fewer", "or less", or a baseline
 *   above the target; "increase" for a baseline below the target; else null.
 */
import { format, isValid, lastDayOfMonth, parse } from "date-fns";

/** What a statement suggests; each part null when the text does not state it. Dates are `YYYY-MM-DD`. */
export interface GoalMeasureSuggestion {
  baselineValue: number | null;
  targetValue: number | null;
  unit: string | null;
  targetDate: string | null;
  direction: "increase" | "decrease" | null;
}

const NUM = "(\\d+(?:\\.\\d+)?)";
/** Where a noun phrase after a number ends. */
const PHRASE_END =
  "(?=\\s+(?:across|over|for|by|in|on|at|with|within|during|each|per|when|as|and\\s+\\d)\\b|[,.;()]|$)";

const RATE_UNITS: [RegExp, string][] = [
  [/words\s+correct\s+per\s+minute|correct\s+words\s+per\s+minute|wcpm|cwpm/i, "words correct per minute"],
  [/digits\s+correct(?:\s+per\s+minute)?|dcpm|correct\s+digits/i, "digits correct"],
  [/words\s+per\s+minute|wpm/i, "words per minute"],
];

/** Words that end the noun after "N of M" ("in 4 of 5 trials across …", "8 of 10 correctly in …"). */
const STOP_WORDS = new Set(
  "across over for by in on at with within during each per when as and the a an consecutive correctly".split(
    " ",
  ),
);

interface Found {
  index: number;
  value: number;
  unit: string;
}

/** The first target-and-unit form in `text` (see the module comment), or null. */
function findTarget(text: string): Found | null {
  const found: Found[] = [];
  for (const [pattern, unit] of RATE_UNITS) {
    const m = new RegExp(`\\b${NUM}\\s*(?:${pattern.source})\\b`, "i").exec(text);
    if (m?.[1]) found.push({ index: m.index, value: Number(m[1]), unit });
  }
  const perTime = new RegExp(
    `\\b${NUM}\\s+((?:[a-z-]+\\s+){0,2}?(?:times?|instances?|incidents?|behaviors?|referrals?))\\s+per\\s+(minute|hour|day|session|week|class)\\b`,
    "i",
  ).exec(text);
  if (perTime?.[1] && perTime[2] && perTime[3]) {
    const noun = perTime[2].toLowerCase().replace(/^time$/, "times");
    found.push({
      index: perTime.index,
      value: Number(perTime[1]),
      unit: `${noun} per ${perTime[3].toLowerCase()}`,
    });
  }
  const accuracy = new RegExp(`\\b${NUM}\\s*%\\s*accuracy\\b`, "i").exec(text);
  if (accuracy?.[1])
    found.push({ index: accuracy.index, value: Number(accuracy[1]), unit: "percent accuracy" });
  const share = new RegExp(`\\b${NUM}\\s*%\\s+of\\s+(?:the\\s+)?(.+?)${PHRASE_END}`, "i").exec(text);
  if (share?.[1] && share[2])
    found.push({ index: share.index, value: Number(share[1]), unit: `% of ${share[2]}` });
  const ofTotal = new RegExp(`\\b${NUM}\\s+(?:out\\s+)?of\\s+(\\d+)((?:\\s+[a-z-]+){0,2})`, "i").exec(text);
  if (ofTotal?.[1] && ofTotal[2]) {
    const words: string[] = [];
    for (const word of (ofTotal[3] ?? "").trim().split(/\s+/)) {
      if (!word || STOP_WORDS.has(word.toLowerCase())) break;
      words.push(word.toLowerCase());
    }
    const noun = words.length > 0 && words.at(-1)?.endsWith("s") ? words.join(" ") : null;
    found.push({
      index: ofTotal.index,
      value: Number(ofTotal[1]),
      unit: noun ? `${noun} of ${ofTotal[2]}` : `of ${ofTotal[2]}`,
    });
  }
  found.sort((a, b) => a.index - b.index);
  return found[0] ?? null;
}

const BASELINE_FORMS = [
  new RegExp(
    `\\bbaseline(?:\\s+(?:of|is|was|score\\s+of))?\\s*:?\\s*(?:an?\\s+average\\s+of\\s+)?${NUM}`,
    "i",
  ),
  new RegExp(`\\bfrom\\s+(?:an?\\s+(?:average|mean|median)\\s+of\\s+)?${NUM}\\b[^.;]*?\\bto\\b`, "i"),
  new RegExp(`\\bcurrently\\s+(?:[a-z]+\\s+){1,2}?${NUM}`, "i"),
];

const DATE_FORMS: [RegExp, (m: RegExpExecArray) => Date | null][] = [
  [
    /\bby\s+([A-Z][a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/,
    (m) => parse(`${m[1]?.replace(".", "")} ${m[2]} ${m[3]}`, "MMMM d yyyy", new Date(0)),
  ],
  [
    /\bby\s+([A-Z][a-z]+\.?)\s+(\d{4})\b/,
    (m) => {
      const month = m[1]?.replace(".", "") ?? "";
      const full = parse(`${month} ${m[2]}`, "MMMM yyyy", new Date(0));
      const date = isValid(full) ? full : parse(`${month} ${m[2]}`, "MMM yyyy", new Date(0));
      return isValid(date) ? lastDayOfMonth(date) : null;
    },
  ],
  [
    /\bby\s+(\d{1,2})\/(\d{1,2})\/(\d{4})\b/,
    (m) => parse(`${m[1]}/${m[2]}/${m[3]}`, "M/d/yyyy", new Date(0)),
  ],
  [/\bby\s+(\d{4}-\d{2}-\d{2})\b/, (m) => parse(m[1] ?? "", "yyyy-MM-dd", new Date(0))],
];

/** The target date a statement names (`YYYY-MM-DD`), or null. */
function findTargetDate(text: string): string | null {
  for (const [pattern, read] of DATE_FORMS) {
    const m = new RegExp(pattern.source, "i").exec(text);
    if (!m) continue;
    const date = read(m);
    if (date && isValid(date)) return format(date, "yyyy-MM-dd");
  }
  return null;
}

/**
 * The record's goal target (`iepGoalTargets`, keyed by subject) for a goal of `area` or whose statement
 * names the subject, e.g. `{ Reading: "90 WCPM with 95% accuracy" }` for "Reading fluency"; else null.
 */
function recordTargetFor(
  targets: Readonly<Record<string, string>> | undefined,
  area: string,
  statement: string,
): string | null {
  if (!targets) return null;
  const where = `${area} ${statement}`.toLowerCase();
  for (const [subject, target] of Object.entries(targets)) {
    const key = subject.trim().toLowerCase();
    if (key && new RegExp(`\\b${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(where)) return target;
  }
  return null;
}

/**
 * The measures suggested by `statement` (see the module comment); the target and unit the statement
 * lacks are taken from the record's goal target of the goal's subject (`targets`, matched on `area` or
 * a subject named in the statement). Pure; never throws; an empty text gives all nulls.
 */
export function suggestGoalMeasures(
  statement: string,
  options: { area?: string; targets?: Readonly<Record<string, string>> } = {},
): GoalMeasureSuggestion {
  const text = statement.replace(/\s+/g, " ").trim();
  let target = findTarget(text);
  // A baseline's own amount ("up from a baseline of 42 words correct per minute") is not the target.
  const baseline = BASELINE_FORMS.map((form) => form.exec(text)).find((m) => m?.[1]);
  if (
    target &&
    baseline &&
    target.index >= baseline.index &&
    target.index <= baseline.index + baseline[0].length
  )
    target =
      findTarget(text.slice(baseline.index + baseline[0].length)) ??
      findTarget(text.slice(0, baseline.index));
  if (!target) {
    const recorded = recordTargetFor(options.targets, options.area ?? "", text);
    if (recorded) target = findTarget(recorded);
  }
  const baselineValue = baseline?.[1] ? Number(baseline[1]) : null;
  const targetValue = target?.value ?? null;
  let direction: GoalMeasureSuggestion["direction"] = null;
  if (/\b(?:reduce|decrease|no\s+more\s+than|or\s+fewer|or\s+less)\b/i.test(text)) direction = "decrease";
  else if (baselineValue !== null && targetValue !== null && baselineValue !== targetValue)
    direction = baselineValue > targetValue ? "decrease" : "increase";
  return {
    baselineValue,
    targetValue,
    unit: target?.unit ?? null,
    targetDate: findTargetDate(text),
    direction,
  };
}
