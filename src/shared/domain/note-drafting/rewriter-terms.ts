/**
 * The rewrite rules built from the maintained word list (`person-first-terms.ts`; requirements
 * "Offline drafter", "Improve wording"; APA 7 §5.4), and the phrase parts the hand-written rules of
 * `rewriter.ts` share (determiners, person words, "a"/"an").
 *
 * For one word-list entry (say "epileptic", person "with epilepsy") the rules are, in order:
 * - `<id>-grader`: "a dyslexic 4th grader" → "a 4th grader with dyslexia" (requirements "Offline
 *   drafter": an adjective before a grade noun is written person-first too);
 * - `<id>-person`: "an epileptic girl" → "a student with epilepsy" (determiner kept, "a"/"an" fitted);
 * - `<id>-people`: "the epileptic kids" → "the students with epilepsy";
 * - `<id>-noun` (entries whose word names a person): "an epileptic." / "the epileptic who…" →
 *   "a student with epilepsy" (only with a determiner, and only when no noun follows, so "an
 *   epileptic seizure" is left alone);
 * - `is-<id>`: "is epileptic" → "has epilepsy";
 * - `<id>-alone`: the word anywhere else, when the entry gives a replacement.
 */
import { TERM_LIST, type TermEntry } from "./person-first-terms.ts";

export type RewriteCategory = "person-first" | "objective" | "shorthand" | "judgement";

/** One rewrite rule: a case-insensitive pattern and how to rewrite a match. */
export interface RewriteRule {
  /** A short name for the rule, used in findings ("autistic-person", "lazy"). */
  id: string;
  category: RewriteCategory;
  /** True for identity-first phrasings that the identity-first preference keeps. */
  identityFirst?: boolean;
  /** Matched at word edges, case-insensitively; must never match a digit. */
  pattern: RegExp;
  /**
   * The replacement for one match: `groups` are the pattern's capture groups ("" when absent),
   * `match` the whole matched text.
   */
  replace: (groups: string[], match: string) => string;
}

/** An optional determiner before a person (kept, except "a"/"an", which follows the new words). */
export const DET = String.raw`(?:\b(a|an|the|this|that|one|our|my|every|each|any|no|another|his|her|their)\s+)?`;
/** A word for one student. */
export const PERSON =
  "(?:boy|girl|student|child|kid|learner|pupil|teen|teenager|youth|young man|young woman)(?![\\p{L}])";
/** A word for several students. */
export const PEOPLE = "(?:boys|girls|students|children|kids|learners|pupils|teens|teenagers)(?![\\p{L}])";

/** "a"/"an" chosen for the word that follows; other determiners kept, in lower case. */
export function withArticle(det: string, rest: string, fallback = "a"): string {
  const d = (det || fallback).toLowerCase();
  if (d === "a" || d === "an") return `${/^[aeiou]/i.test(rest) ? "an" : "a"} ${rest}`;
  return `${d} ${rest}`;
}

/**
 * A grade noun ("4th grader", "third-grader", "kindergartners"), captured: a person named by their
 * grade (requirements "Offline drafter").
 */
const GRADER = String.raw`((?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[- ]graders?|kindergart[ne]ners?|pre-?schoolers?)`;

/** The determiner before `word`: "a"/"an" by its sound ("an 8th", "an 11th", "an eighth"), others kept. */
function articleFor(det: string, word: string): string {
  const d = (det || "a").toLowerCase();
  if (d !== "a" && d !== "an") return d;
  return /^(?:[aeiou]|8|11(?!\d)|18(?!\d))/i.test(word) ? "an" : "a";
}

/** A noun ends here: punctuation, the end, or a word that cannot be the noun's head. */
const NOUN_END = String.raw`(?=\s*(?:[.,;:!?)]|$)|\s+(?:who|whom|that|and|or|but|in|on|at|with|was|is|has|had|will|would|can|could|did|does|do|needs?|needed|read|reads|wrote|writes|got|gets|went|goes|came|sat|used|uses|from|to|for|during|after|before|today|yesterday|again|also)\b)`;

/** Verbs before a describing word, by tense ("present" also covers "are"). */
const IS_VERBS = "is|was|are|were|being|seemed|seems|appeared|appears|acted|acts|got|gets|became|becomes";
const PRESENT = new Set(["is", "are", "seems", "appears", "acts", "gets", "becomes"]);
const INTENSIFIER = String.raw`(?:(?:very|so|really|extremely|super|a bit|kind of|pretty|quite)\s+)?`;

/** "has autism" after "are"/"were" → "have autism". */
const plural = (phrase: string) => phrase.replace(/^has\b/, "have").replace(/^does\b/, "do");

/** The rules of one word-list entry (see the module comment for their order). */
function rulesOf(entry: TermEntry): RewriteRule[] {
  const terms = `(?:${entry.terms.join("|")})`;
  const base = { category: entry.category, identityFirst: entry.identityFirst };
  const out: RewriteRule[] = [];
  const person = entry.person;
  if (person) {
    const people = entry.people ?? person;
    out.push(
      {
        ...base,
        id: `${entry.id}-grader`,
        pattern: new RegExp(`${DET}\\b${terms}\\s+${GRADER}(?![\\p{L}])`, "giu"),
        replace: ([det = "", grader = ""]) =>
          /s$/i.test(grader)
            ? `${det ? `${det.toLowerCase()} ` : ""}${grader} ${people}`
            : `${articleFor(det, grader)} ${grader} ${person}`,
      },
      {
        ...base,
        id: `${entry.id}-person`,
        pattern: new RegExp(`${DET}\\b${terms}\\s+${PERSON}`, "giu"),
        replace: ([det = ""]) => withArticle(det, `student ${person}`),
      },
      {
        ...base,
        id: `${entry.id}-people`,
        pattern: new RegExp(`(?:\\b(the|our|these|those|all)\\s+)?\\b${terms}\\s+${PEOPLE}`, "giu"),
        replace: ([det = ""]) => `${det ? `${det.toLowerCase()} ` : ""}students ${people}`,
      },
    );
    if (entry.noun) {
      out.push({
        ...base,
        id: `${entry.id}-noun`,
        pattern: new RegExp(
          `\\b(a|an|the|this|that|one|our|every|each|another|his|her|their)\\s+${terms}(s)?${NOUN_END}`,
          "giu",
        ),
        replace: ([det = "", s = ""]) =>
          s ? `${det.toLowerCase()} students ${people}` : withArticle(det, `student ${person}`),
      });
    }
  }
  const is = entry.is;
  if (is) {
    // A condition is "had", not "seemed": only the verb "to be" for person-first words.
    const personFirst = entry.category === "person-first";
    const verbs = personFirst ? "is|was|are|were" : IS_VERBS;
    const before = personFirst ? "(?:an?\\s+)?" : INTENSIFIER;
    out.push({
      ...base,
      id: `is-${entry.id}`,
      pattern: new RegExp(`\\b(${verbs})\\s+${before}${terms}(?![\\p{L}-])`, "giu"),
      replace: ([verb = "is"]) => {
        const v = verb.toLowerCase();
        if (v === "being") return entry.being ?? `being ${is[1]}`;
        if (v === "are") return plural(is[0]);
        if (v === "were") return plural(is[1]);
        return PRESENT.has(v) ? is[0] : is[1];
      },
    });
  }
  if (is && entry.category === "objective") {
    // A sentence that opens with the word: "Very naughty during recess." → "Did not follow …".
    out.push({
      ...base,
      id: `${entry.id}-opening`,
      pattern: new RegExp(`(?<=^|\\n|[.!?;]\\s+)${INTENSIFIER}${terms}(?![\\p{L}-])`, "giu"),
      replace: () => is[1],
    });
  }
  const alone = entry.alone;
  if (alone !== undefined) {
    out.push({
      ...base,
      id: `${entry.id}-alone`,
      pattern: new RegExp(`\\b${terms}(?![\\p{L}])`, "giu"),
      // "$1" in the replacement is the term's own group ("careless (errors)" → "errors").
      replace: ([kept = ""]) => alone.replace("$1", kept),
    });
  }
  return out;
}

/** Person-first entries that describe a person ("autistic", "low-functioning"). */
const DESCRIBING = TERM_LIST.filter((e) => e.category === "person-first" && e.person);

/** The entry whose words `word` is (case-insensitive), or undefined. */
function entryOf(word: string): TermEntry | undefined {
  return DESCRIBING.find((e) => new RegExp(`^(?:${e.terms.join("|")})$`, "iu").test(word));
}

/** "with high support needs" + "with autism" → "with high support needs and autism". */
function joinPersons(first: string, second: string): string {
  if (first.startsWith("with ") && second.startsWith("with ")) return `${first} and ${second.slice(5)}`;
  return `${first} and ${second}`;
}

/**
 * Two describing words before one person ("the low-functioning autistic girl" → "the student
 * with high support needs and autism"). With `identityFirst`, the rule over every word (skipped
 * when the student prefers identity-first words); without, over the other words only.
 */
function twoWords(identityFirst: boolean): RewriteRule {
  const words = DESCRIBING.filter((e) => identityFirst || !e.identityFirst).flatMap((e) => e.terms);
  const any = `(?:${words.join("|")})`;
  return {
    id: "two-conditions-person",
    category: "person-first",
    identityFirst: identityFirst || undefined,
    pattern: new RegExp(`${DET}\\b(${any})[\\s,]+(?:and\\s+)?(${any})\\s+${PERSON}`, "giu"),
    replace: ([det = "", a = "", b = ""], match) => {
      const first = entryOf(a)?.person;
      const second = entryOf(b)?.person;
      if (!first || !second) return match;
      return withArticle(det, `student ${joinPersons(first, second)}`);
    },
  };
}

/** Every rule of the word list, entry by entry, after the two-word rule. */
export const TERM_RULES: readonly RewriteRule[] = [
  twoWords(true),
  twoWords(false),
  ...TERM_LIST.flatMap(rulesOf),
];
