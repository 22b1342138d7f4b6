/**
 * The source guard, beside the number-fidelity guard (requirements "AI guards": a draft states no
 * fact the teacher never gave; architecture "AI pipeline").
 *
 * Every date, strategy, accommodation and goal a draft names must come from the request (what the
 * teacher typed, ticked or confirmed) or the student's record:
 * - a date matches a known date on each part it writes (month, day, year): "June 2027" fits a goal
 *   dated 2027-06-01, "May 18, 2027" fits nothing when no known date says it;
 * - a strategy or accommodation (the record's defaults, the teacher's own, and a list of common
 *   ones) is named in the request, or sits on the record and is not stated as used — a default is
 *   offered on screen, never asserted (requirements "Note generation");
 * - a goal (a "Goal…:" line, or a measurable "… will … by/with/of …" sentence) repeats the words of
 *   a known goal or of the teacher's text.
 * `checkSourcedFacts` answers what is not sourced, as written in the draft.
 */
import { extractFacts, type Fact, normalizeText } from "../../../shared/domain/note-drafting/guards.ts";

/** What a draft may name (see the module comment). */
export interface KnownFacts {
  /** The teacher's texts of this request: observations, levels, data, setting, goals addressed. */
  requestTexts: readonly string[];
  /** The record's texts: goals, targets, assessment tools, defaults. */
  recordTexts: readonly string[];
  /** Dates known besides those inside the texts (`YYYY-MM-DD` or written): the note's date, goal dates. */
  dates: readonly string[];
  /** Strategies and accommodations the teacher confirmed for this session. */
  confirmedSupports: readonly string[];
  /** The record's default strategies and accommodations (may be named, never as used). */
  recordSupports: readonly string[];
  /** Goal statements and targets of the request and the record. */
  goals: readonly string[];
  /** The note's year, for a date written without one. */
  year?: number;
}

/**
 * Common strategies and accommodations a draft could name without being told (IRIS Center and
 * state accommodation manuals' usual names); the record's and the teacher's own are added per request.
 */
export const COMMON_SUPPORTS = [
  "repeated reading",
  "echo reading",
  "choral reading",
  "partner reading",
  "guided reading",
  "graphic organizer",
  "visual schedule",
  "visual timer",
  "token board",
  "token economy",
  "first-then board",
  "social story",
  "check-in/check-out",
  "behavior chart",
  "break card",
  "text-to-speech",
  "speech-to-text",
  "audiobook",
  "manipulatives",
  "number line",
  "multiplication chart",
  "calculator",
  "word bank",
  "sentence starters",
  "sentence frames",
  "extended time",
  "preferential seating",
  "frequent breaks",
  "movement breaks",
  "sensory breaks",
  "noise-cancelling headphones",
  "fidget tool",
  "reduced assignments",
  "shortened assignments",
  "small-group testing",
  "separate setting",
  "chunking",
  "scribe",
  "large print",
  "read aloud",
  "read-aloud",
  "highlighter",
  "checklist",
  "peer buddy",
];

type DateParts = { y?: number; m: number; d?: number };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** The parts of a date fact ("2027-06-01", "6/1/27", "June 1, 2027", "1 June", "June 2027"), or null. */
export function parseDateParts(text: string): DateParts | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(t);
  if (m) return { y: fullYear(m[3] ?? ""), m: Number(m[1]), d: Number(m[2]) };
  m = /^([a-z]+)\.?\s(\d{1,2})(?:st|nd|rd|th)?(?:,?\s(\d{4}))?$/i.exec(t);
  if (m && monthOf(m[1] ?? "") > 0)
    return { y: m[3] ? Number(m[3]) : undefined, m: monthOf(m[1] ?? ""), d: Number(m[2]) };
  m = /^(\d{1,2})(?:st|nd|rd|th)?\s(?:of\s)?([a-z]+)(?:,?\s(\d{4}))?$/i.exec(t);
  if (m && monthOf(m[2] ?? "") > 0)
    return { y: m[3] ? Number(m[3]) : undefined, m: monthOf(m[2] ?? ""), d: Number(m[1]) };
  m = /^([a-z]+)\s(\d{4})$/i.exec(t);
  if (m && monthOf(m[1] ?? "") > 0) return { y: Number(m[2]), m: monthOf(m[1] ?? "") };
  return null;
}

/** A draft's date fits a known one when every part the draft writes is the known one's. */
function fits(draft: DateParts, known: DateParts, year: number | undefined): boolean {
  if (draft.m !== known.m) return false;
  if (draft.d !== undefined && draft.d !== known.d) return false;
  if (draft.y === undefined) return true;
  return known.y === undefined ? draft.y === year : draft.y === known.y;
}

const dateFacts = (text: string): Fact[] => extractFacts(text).filter((f) => f.kind === "date");

/** The dates of the draft that fit no known date, as written. */
function foreignDates(known: KnownFacts, draft: string): string[] {
  const knownParts = [
    ...known.dates.map(parseDateParts),
    ...[...known.requestTexts, ...known.recordTexts, ...known.goals].flatMap((t) =>
      dateFacts(t).map((f) => parseDateParts(f.text)),
    ),
  ].filter((p): p is DateParts => p !== null);
  return dateFacts(draft)
    .filter((f) => {
      const parts = parseDateParts(f.text);
      return parts !== null && !knownParts.some((k) => fits(parts, k, known.year));
    })
    .map((f) => f.text);
}

/** Lower case, every dash and slash run a hyphen-space, one space. */
const fold = (text: string) => normalizeText(text).toLowerCase().replace(/[-/]+/g, " ");

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A word-edged, plural-tolerant pattern for a support's name. */
const supportPattern = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(fold(name))}(?:s|es)?(?![\\p{L}\\p{N}])`, "iu");

/** A sentence that states a support as used in the session. */
const USED = /\b(?:used|uses|using|provided|providing|received|implemented|applied|given|offered)\b/i;

/** The sentences of a text, never across a line break. */
const sentencesOf = (text: string) =>
  text.split(/\n+/).flatMap((line) => normalizeText(line).split(/(?<=[.!?])\s+/));

/** The strategies and accommodations the draft names without a source (see the module comment). */
function foreignSupports(known: KnownFacts, draft: string): string[] {
  const request = fold([...known.requestTexts, ...known.confirmedSupports].join("\n"));
  const record = fold([...known.recordTexts, ...known.recordSupports].join("\n"));
  const names = [...COMMON_SUPPORTS, ...known.recordSupports, ...known.confirmedSupports]
    .map((n) => n.trim())
    .filter((n) => n.length > 2);
  const foreign = new Set<string>();
  const sentences = sentencesOf(draft).map((s) => ({ raw: s, folded: fold(s) }));
  for (const name of new Set(names.map((n) => n.toLowerCase()))) {
    const pattern = supportPattern(name);
    const where = sentences.filter((s) => pattern.test(s.folded));
    if (where.length === 0 || pattern.test(request)) continue;
    const onRecord = pattern.test(record);
    if (!onRecord || where.some((s) => USED.test(s.raw))) foreign.add(name);
  }
  return [...foreign];
}

const STOP = new Set(
  "the and for with will that this from into over each during given when their they them than then have has had are was were been being his her its our your".split(
    " ",
  ),
);

/** The words that carry a statement's meaning: letters or digits, 3+ characters or a number. */
function contentWords(text: string): string[] {
  return (fold(text).match(/[\p{L}\p{N}%.]+/gu) ?? [])
    .map((w) => w.replace(/\.$/, ""))
    .filter((w) => (w.length >= 3 || /\d/.test(w)) && !STOP.has(w));
}

/** The share of `sentence`'s content words found in `source` (1 for a sentence with none). */
function overlap(sentence: string, source: ReadonlySet<string>): number {
  const words = contentWords(sentence);
  if (words.length === 0) return 1;
  return words.filter((w) => source.has(w)).length / words.length;
}

/** A measurable goal's shape: "will" and a criterion or a deadline. */
const GOAL_SHAPE =
  /\bwill\b.*(?:%|\bby\s+(?:the\s+end|[A-Z][a-z]+\s+\d)|\b\d+\s+(?:out\s+)?of\s+\d+\b|\baccuracy\b|\bwcpm\b|\bper minute\b)/;
/** A line that names goals: "Goal addressed: …", "IEP goals: …" (at the start of a line). */
const GOAL_LABEL = /^(?:annual\s+|iep\s+)?goals?(?:\s+addressed)?\s*:\s*(.+)$/i;

/** The goals the draft names whose words are not those of a known goal or the teacher's text. */
function foreignGoals(known: KnownFacts, draft: string, names: readonly string[]): string[] {
  const nameWords = new Set(names.flatMap(contentWords));
  const sources = [...known.goals, ...known.requestTexts, ...known.recordTexts].map(
    (t) => new Set([...contentWords(t), ...nameWords]),
  );
  const all = new Set(sources.flatMap((s) => [...s]));
  const foreign: string[] = [];
  for (const line of draft.split(/\n+/)) {
    const labelled = GOAL_LABEL.exec(normalizeText(line))?.[1];
    if (labelled && overlap(labelled, all) < 0.8) foreign.push(labelled.trim());
  }
  for (const sentence of sentencesOf(draft)) {
    if (!GOAL_SHAPE.test(sentence) || GOAL_LABEL.test(sentence.trim())) continue;
    if (!sources.some((s) => overlap(sentence, s) >= 0.75)) foreign.push(sentence.trim());
  }
  return foreign;
}

export interface SourceCheck {
  ok: boolean;
  /** What the draft names without a source, as written in the draft (dates, goals) or named (supports). */
  foreign: string[];
}

/**
 * The source guard (see the module comment).
 * @param names the student's names as the draft may write them (never counted as new words).
 */
export function checkSourcedFacts(
  known: KnownFacts,
  draft: string,
  names: readonly string[] = [],
): SourceCheck {
  const foreign = [
    ...foreignDates(known, draft),
    ...foreignSupports(known, draft),
    ...foreignGoals(known, draft, names),
  ];
  return { ok: foreign.length === 0, foreign: [...new Set(foreign)] };
}
