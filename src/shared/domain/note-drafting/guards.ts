/**
 * Guards on AI text (architecture "AI pipeline"; requirements "Note generation": "If the AI fails or returns too
 * little, a built-in template note is used"; numbers, units, dates and counts are data: a
 * rewrite never changes them, requirements "AI guards"; architecture "Security model" de-identification).
 *
 * - `extractFacts(text)`: the numbers (with their units), dates, times, ranges and counts in a text.
 * - `checkNumberFidelity(source, result)`: every fact of `source` appears unchanged in `result`.
 * - `isTooShort(text, minChars)`: too little text to be a note.
 * The pseudonymizer (names → placeholders and back) is `pseudonymizer.ts`.
 *
 * Comparison ignores letter case and differences in white space and dash characters
 * (`10–15` = `10-15`); everything else must be identical (`80%` ≠ `80 percent`, `3 of 4` ≠ `3/4`).
 */
export type FactKind = "date" | "time" | "count" | "range" | "measure" | "number";

/** One fact as it appears in the (normalised) text. */
export interface Fact {
  text: string;
  kind: FactKind;
}

const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const NUM = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)`;

/**
 * Units and counted things that belong to the number before them. Longer spellings first; a plural
 * `s` is optional where it makes sense.
 */
const UNIT_WORDS = [
  "words correct per minute",
  "words per minute",
  "correct words per minute",
  "digits correct per minute",
  "percentage points",
  "per cent",
  "percent",
  "wcpm",
  "cwpm",
  "wpm",
  "dcpm",
  "cpm",
  "words?",
  "digits?(?: correct)?",
  "letters?(?: sounds?)?",
  "sounds?",
  "sight words?",
  "minutes?",
  "mins?",
  "seconds?",
  "secs?",
  "hours?",
  "hrs?",
  "days?",
  "weeks?",
  "wks?",
  "months?",
  "years?",
  "yrs?",
  "times",
  "trials?",
  "probes?",
  "prompts?",
  "cues?",
  "redirections?",
  "redirects?",
  "reminders?",
  "problems?",
  "questions?",
  "items?",
  "tasks?",
  "steps?",
  "sentences?",
  "paragraphs?",
  "pages?",
  "points?",
  "pts",
  "sessions?",
  "episodes?",
  "incidents?",
  "occurrences?",
  "instances?",
  "attempts?",
  "opportunities",
  "opportunity",
  "responses?",
  "errors?",
  "mistakes?",
  "breaks?",
  "turns?",
  "exchanges?",
  "students?",
  "peers?",
  "adults?",
  "inches",
  "inch",
  "feet",
  "foot",
  "ft",
  "cm",
  "mm",
  "meters?",
  "metres?",
  "lbs?",
  "pounds?",
  "kg",
  "oz",
  "ml",
];
const UNIT = `(?:\\s?%|x|\\s*(?:${UNIT_WORDS.join("|")}))`;
const AMPM = String.raw`\s?(?:[ap]\.m\.|[ap]m)`;
/** Spelled-out counts (requirements "AI guards": counts are data). "one" and "once" are left out: too often not a count. */
const NUMBER_WORDS =
  "(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|hundred|twice)";

/** Fact patterns in priority order (the first alternative that matches at a position wins). */
const PATTERNS: [FactKind, string][] = [
  ["date", String.raw`\d{4}-\d{1,2}-\d{1,2}`],
  ["date", String.raw`\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})`],
  ["date", `${MONTH}\\.?\\s\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s\\d{4})?`],
  ["date", `\\d{1,2}(?:st|nd|rd|th)?\\s(?:of\\s)?${MONTH}(?:,?\\s\\d{4})?`],
  ["date", `${MONTH}\\s\\d{4}`],
  ["time", `\\d{1,2}:\\d{2}(?:${AMPM})?`],
  ["time", `\\d{1,2}${AMPM}`],
  ["count", `${NUM}\\s(?:out\\s)?of\\s${NUM}(?:${UNIT})?`],
  ["count", `${NUM}\\s?/\\s?${NUM}(?:${UNIT})?`],
  ["range", `${NUM}\\s?-\\s?${NUM}(?:${UNIT})?`],
  ["measure", `${NUM}${UNIT}`],
  ["number", String.raw`\d+(?:st|nd|rd|th)`],
  ["number", NUM],
  ["count", NUMBER_WORDS],
];

/** A fact starts and ends at a word edge, and never splits a decimal number. */
const BEFORE = String.raw`(?<![\p{L}\p{N}])(?<!\p{N}\.)`;
const AFTER = String.raw`(?![\p{L}\p{N}])(?!\.\p{N})`;

const FACT_RE = new RegExp(`${BEFORE}(?:${PATTERNS.map(([, p]) => `(${p})`).join("|")})${AFTER}`, "giu");

/** White space collapsed to one space, every dash to "-", trimmed. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The numbers (with their units), dates, times, ranges and counts in `text`, in order of appearance,
 * without duplicates (compared case-insensitively). Examples: "42 wcpm", "80%", "3 of 4 trials",
 * "10-15 minutes", "2.5", "3/4/2026", "March 3", "three".
 */
export function extractFacts(text: string): Fact[] {
  const normalized = normalizeText(text);
  const facts: Fact[] = [];
  const seen = new Set<string>();
  for (const match of normalized.matchAll(FACT_RE)) {
    const groupIndex = match.slice(1).findIndex((g) => g !== undefined);
    const kind = PATTERNS[groupIndex]?.[0] ?? "number";
    const key = match[0].toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    facts.push({ text: match[0], kind });
  }
  return facts;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * One spelling per time unit after a number ("10 min", "10 mins", "10minutes" → "10 min"): writing
 * a unit out is not a change of the fact (requirements "Offline drafter": shorthand is expanded
 * without changing a number).
 */
function sameUnits(text: string): string {
  return text
    .replace(/(\d)\s?(?:minutes?|mins?)(?![\p{L}])/giu, "$1 min")
    .replace(/(\d)\s?(?:hours?|hrs?)(?![\p{L}])/giu, "$1 hr")
    .replace(/(\d)\s?(?:seconds?|secs?)(?![\p{L}])/giu, "$1 sec");
}

/** True when `fact` occurs in `normalizedResult` at word edges (case-insensitive; unit spellings alike). */
function contains(normalizedResult: string, fact: string): boolean {
  return new RegExp(`${BEFORE}${escapeRe(sameUnits(fact))}${AFTER}`, "iu").test(sameUnits(normalizedResult));
}

export interface FidelityResult {
  ok: boolean;
  /** The facts of the source that are missing or changed in the result, as written in the source. */
  missing: string[];
}

/**
 * Number fidelity (architecture "AI pipeline"): every number, unit, date and count in `source` must appear
 * unchanged in `result`. `source` may be several separate texts (facts never span two of them).
 */
export function checkNumberFidelity(source: string | readonly string[], result: string): FidelityResult {
  const normalized = normalizeText(result);
  const parts = typeof source === "string" ? [source] : source;
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const fact of parts.flatMap(extractFacts)) {
    const key = fact.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (!contains(normalized, fact.text)) missing.push(fact.text);
  }
  return { ok: missing.length === 0, missing };
}

/** The fewest characters an AI full note may have before it counts as "too little" (requirements "Note generation"). */
export const MIN_FULL_NOTE_CHARS = 150;

/** requirements "Note generation" / requirements "Suggestions": an empty result, or one shorter than `minChars` (after trimming), is too short. */
export function isTooShort(text: string | null | undefined, minChars: number = MIN_FULL_NOTE_CHARS): boolean {
  return (text ?? "").trim().length < minChars;
}
