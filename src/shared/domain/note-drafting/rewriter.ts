/**
 * The offline rewriter (architecture "Two ways to run": "offline drafter: deterministic templates + rule-based
 * rewriting; no network"; requirements "AI text service" `enhance_*` "objective, professional, person-first"; domain
 * primer "Numbers, units, dates and counts are data: a rewrite never changes them").
 *
 * `rewriteText(text, {identityFirst})` applies a fixed, ordered list of phrase rules:
 * - person-first language ("autistic boy" → "a student with autism", "wheelchair-bound" → "who
 *   uses a wheelchair", "suffers from X" → "has X", "the ADHD kid" → "the student with ADHD",
 *   "special needs child" → "student with a disability", …). Rules marked `identityFirst` are the
 *   identity-first phrasings ("autistic student"); they are skipped when the student or family has
 *   stated that preference (APA 7 §5.4; the student's `identityFirstLanguage`).
 * - objective wording ("meltdown" → "a period of distress", "bad day" → "a day with more
 *   difficulty than usual", "eloped" → "left the assigned area without permission").
 * - judgement words left out, never translated into a behaviour nobody reported (requirements
 *   "Offline drafter"; the list is `judgement-words.ts`): "she was being lazy today, did 2 of 10" →
 *   "Today, did 2 of 10"; "a lazy attempt" → "an attempt"; a sentence left empty is dropped.
 *
 * - common IEP shorthand written out ("w/" → "with", "acc" → "accommodations", "wcpm" → "WCPM",
 *   "approx" → "approximately", "hw" → "homework", "10 min" → "10 minutes"), before the rules above,
 *   with the option `shorthand` (notes and "Improve wording").
 *
 * The disability terms and judgemental words come from the maintained word list
 * (`person-first-terms.ts`: retext-equality's disability data and our additions, each with its
 * source; rules built by `rewriter-terms.ts`); the phrase rules below cover what a list cannot
 * ("wheelchair-bound", "suffers from", "the ADHD kid"). Last, sentence case and punctuation are
 * fixed (`rewriter-style.ts`: "!!" → ".", a sentence's first word capitalised).
 *
 * The rules touch words only, never a digit; the result is still checked with
 * `checkNumberFidelity` and, should a number ever differ, the original text is returned unchanged.
 */
import { checkNumberFidelity } from "./guards.ts";
import { JUDGEMENT_FORMS } from "./judgement-words.ts";
import { fixSentences } from "./rewriter-style.ts";
import {
  DET,
  PEOPLE,
  PERSON,
  type RewriteCategory,
  type RewriteRule,
  TERM_RULES,
  withArticle,
} from "./rewriter-terms.ts";

export type { RewriteCategory, RewriteRule };

export interface RewriteOptions {
  /** The student's or family's stated preference for identity-first language (APA 7 §5.4). */
  identityFirst?: boolean;
  /** Fix sentence case and punctuation (`rewriter-style.ts`); default true. */
  style?: boolean;
  /**
   * Write out IEP shorthand ("w/", "acc", "hw", "10 min"; requirements "Offline drafter"); default
   * false: a note's observations and "Improve wording" ask for it, the IEP sections' checks do not.
   */
  shorthand?: boolean;
}

export interface RewriteResult {
  /** The rewritten text (the input itself when nothing matched). */
  text: string;
  /** One line per change made, e.g. `"autistic boy" → "a student with autism" (person-first)`. */
  changes: string[];
  /** One line per kind of sentence-case or punctuation fix, e.g. `"!!" → "." (punctuation)`. */
  style: string[];
}

/** Conditions written as a noun in front of the person ("the ADHD kid", "the Down syndrome girl"). */
const CONDITION_NOUNS =
  "(ADHD|ADD|autism|ASD|OCD|ODD|EBD|SLD|FASD?|Down(?:'s|s)? syndrome|cerebral palsy|CP|dyslexia|Tourette(?:'s|s)?|spina bifida)";

const PERSON_FIRST_TERMS = TERM_RULES.filter((r) => r.category === "person-first");
const OBJECTIVE_TERMS = TERM_RULES.filter((r) => r.category === "objective");

/**
 * Common IEP shorthand written out (requirements "Offline drafter"): the rules touch letters only,
 * never a digit. "acc" next to a number or "%" is a score (accuracy) and "min" a unit only after a
 * number, so those are left as written elsewhere.
 */
const SHORTHAND: RewriteRule[] = [
  { id: "w-o", category: "shorthand", pattern: /\bw\/o\b/giu, replace: () => "without" },
  { id: "w", category: "shorthand", pattern: /\bw\/(?!o\b)\s*/giu, replace: () => "with " },
  {
    id: "acc",
    category: "shorthand",
    pattern: /(?<![\d%]\s?)\b(?:accoms?|accs?)\b\.?(?!\s*[:=]?\s*\d)/giu,
    replace: () => "accommodations",
  },
  { id: "wcpm", category: "shorthand", pattern: /\bwcpm\b/giu, replace: () => "WCPM" },
  { id: "approx", category: "shorthand", pattern: /\bapprox\b\.?/giu, replace: () => "approximately" },
  { id: "hw", category: "shorthand", pattern: /\bhw\b/giu, replace: () => "homework" },
  { id: "min-one", category: "shorthand", pattern: /(?<=(?<![\d.,])1)\s?min\b/gu, replace: () => " minute" },
  { id: "min", category: "shorthand", pattern: /(?<=\d)\s?mins?\b/giu, replace: () => " minutes" },
];

/** Words that soften or negate a label ("very lazy", "not lazy", "a bit rude"). */
const DEGREE = String.raw`(?:(?:very|so|really|extremely|super|a bit|a little|kind of|pretty|quite|rather|too|not|never)\s+)*`;
/** Verbs before a label, one or more ("was being", "has been", "seemed"). */
const LABEL_VERBS = String.raw`(?:(?:is|was|are|were|be|been|being|has|have|had|seemed|seems|seem|appeared|appears|acted|acts|act|got|gets|became|becomes|looked|looks|'s)\s+)`;
/** One label with its degree words, "a"/"an" ("a brat") and the noun it is said of ("a bad kid"). */
const LABEL = String.raw`${DEGREE}(?:(?:a|an)\s+)?${DEGREE}(?<![\p{L}-])${JUDGEMENT_FORMS}(?![\p{L}-])(?:\s+(?:${PERSON}|${PEOPLE}|behaviou?rs?|attitudes?|choices?)(?![\p{L}-]))?`;
/** One label, or several joined ("lazy and defiant", "a bad kid and very rude"). */
const LABELS = String.raw`${LABEL}(?:\s*(?:,\s*|\s+)(?:and|or)\s+${LABEL})*`;
/** Words that start a phrase rather than name a thing ("during", "again"): a label before one is not an adjective. */
const CLAUSE_WORDS =
  "(?:during|on|in|at|after|before|when|while|with|for|toward|towards|to|about|again|today|this|throughout|since|until|because|and|but|all|per)";
/** What follows a label opening a clause ("Very naughty during recess", "Defiance again", "Lazy."). */
const AFTER_OPENING_LABEL = String.raw`(?=\s*(?:[,.;:!?]|$)|\s+${CLAUSE_WORDS}(?![\p{L}-]))`;
/** Not a count written as a word (a fact: requirements "AI guards"). */
const NOT_COUNT = String.raw`(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|twice|once)(?![\p{L}-]))`;
/**
 * Who a clause-opening label is said of: one word ("she", "Jo"), or a person with one describing
 * word ("autistic boy", "the student"), after an optional "I think".
 */
const LABEL_SUBJECT = String.raw`(?:(?:i think|i feel|i believe)\s+)?(?:(?:the|this|that|our|my|a|an)\s+)?(?:${NOT_COUNT}[\p{L}'’-]+\s+${PERSON}|${NOT_COUNT}[\p{L}'’-]+)\s+`;
/**
 * What the label was about, to the end of its clause ("toward the aide", "about the walk to the
 * stop"); kept when the clause goes on with a number or a count ("to peers twice").
 */
const LABEL_TARGET = String.raw`(?:\s+(?:toward|towards|to|with|about)(?:\s+${NOT_COUNT}[\p{L}'’-]+){1,8}(?=\s*(?:[,.;:!?()]|$)))?`;

/**
 * Where the label was said, to the end of its sentence or to the clause that goes on, when nothing in
 * it is a number or a count ("when asked to start", "during reading, then …"): left out with the
 * label, so no fragment is left.
 */
const LABEL_CONTEXT = String.raw`(?:\s+(?:when|while|during|after|before|at|today|again|this)(?:\s+${NOT_COUNT}[^\s.!?\d]+)*(?=\s*(?:[.!?]|$)|,?\s+(?:and|but|so|then)\s))?`;
/** A clause that goes on after the label ("… and put his head down", "…, then completed 4"). */
const LABEL_GOES_ON = String.raw`(?:(?:and|but|so|then)\s+(?:then\s+)?)?`;
/** The subject of a label clause, when its verbs follow ("She " of "She was lazy"). */
const LEADING_SUBJECT = new RegExp(`^${LABEL_SUBJECT}(?=${LABEL_VERBS})`, "iu");

const CONTEXT_BEFORE_GOING_ON =
  /\s((?:when|while|during|after|before|at|today|again|this)(?:\s+[^\s.!?\d]+)*?),?\s+(?:and|but|so|then)\s+(?:then\s+)?$/iu;
const PRONOUN_SUBJECT = /^(?:i think |i feel |i believe )?(?:she|he|they)\s+$/iu;

/**
 * What a label clause leaves (`judgement-clause`): nothing, unless the clause goes on ("and",
 * "but", "then"): then its subject, after where it was said when that was named — "He was unmotivated
 * and put his head down" → "He put his head down"; "She was defiant during math and threw 2 pencils"
 * → "During math, she threw 2 pencils".
 */
function keptOfLabelClause(matched: string): string {
  if (!/(?:^|\s)(?:and|but|so|then)\s+$/iu.test(matched)) return "";
  const subject = LEADING_SUBJECT.exec(matched)?.[0] ?? "";
  const context = CONTEXT_BEFORE_GOING_ON.exec(matched)?.[1]?.replace(/,+$/u, "");
  if (!context) return subject;
  const who = PRONOUN_SUBJECT.test(subject) ? subject.toLowerCase() : subject;
  return `${context.charAt(0).toUpperCase()}${context.slice(1)}, ${who}`;
}

/**
 * The judgement words of `judgement-words.ts`, left out (requirements "Offline drafter"): a clause
 * that opens with the label (its subject and verbs with it), a label joined on with "and", a label
 * after its verbs, a label before a noun ("a lazy attempt" → "an attempt"), then the word anywhere.
 * A clause opens with a label after its subject and verbs ("she was being lazy"), alone before a
 * phrase or punctuation ("Very naughty during recess"), or as "doesn't care", which holds its own
 * verb (the `(?<=care)` branch). Where the label was said goes with it when nothing there is a number
 * or a count ("She was defiant when asked to start." → nothing); a clause that goes on keeps its
 * subject ("Maya was stubborn, then completed 4 of 5" → "Maya completed 4 of 5"). What is left is
 * tidied by `tidyAfterLeavingOut`.
 */
const JUDGEMENT_RULES: RewriteRule[] = [
  {
    id: "judgement-clause",
    category: "judgement",
    pattern: new RegExp(
      String.raw`(?<=^|\n|[.!?;:]\s+|,\s+)(?:(?:${LABEL_SUBJECT})?${LABEL_VERBS}+${LABELS}|${LABELS}${AFTER_OPENING_LABEL}|(?:${LABEL_SUBJECT})?${JUDGEMENT_FORMS}(?<=care))${LABEL_TARGET}${LABEL_CONTEXT}(?:\s*,)?\s*${LABEL_GOES_ON}`,
      "giu",
    ),
    // "He was unmotivated and put his head down" → "He put his head down": the subject stays when
    // its clause goes on; a clause that does not go on leaves nothing.
    replace: (_groups, matched) => keptOfLabelClause(matched),
  },
  {
    id: "judgement-joined",
    category: "judgement",
    pattern: new RegExp(String.raw`(?:\s*,)?\s+(?:and|but)\s+${LABEL_VERBS}+${LABELS}${LABEL_TARGET}`, "giu"),
    replace: () => "",
  },
  {
    id: "judgement-predicate",
    category: "judgement",
    pattern: new RegExp(
      String.raw`(?:\s+(?:she|he|they|(?:the|this|that)\s+(?:[\p{L}-]+\s+)?${PERSON}))?\s+${LABEL_VERBS}+${LABELS}${LABEL_TARGET}`,
      "giu",
    ),
    replace: () => "",
  },
  {
    id: "judgement-before-noun",
    category: "judgement",
    pattern: new RegExp(
      String.raw`\b(?:(a|an)\s+)?${DEGREE}${JUDGEMENT_FORMS}(?![\p{L}-])\s+(?=(?!${CLAUSE_WORDS}(?![\p{L}-]))(\p{L}+))`,
      "giu",
    ),
    replace: ([det = "", next = ""]) => (det ? `${/^[aeiou]/i.test(next) ? "an" : "a"} ` : ""),
  },
  {
    id: "judgement-word",
    category: "judgement",
    pattern: new RegExp(String.raw`\s*(?<![\p{L}-])${LABELS}`, "giu"),
    replace: () => "",
  },
];

/**
 * The text after words were left out: spaces before punctuation and doubled spaces gone, a clause
 * or sentence left empty dropped ("Worked 10 minutes. ." → "Worked 10 minutes.").
 */
function tidyAfterLeavingOut(text: string): string {
  return text
    .replace(/(^|\n|[.!?]\s+)[,;:.!?]+\s*/gu, "$1")
    .replace(/[ \t]+([,.;:!?])/gu, "$1")
    .replace(/([,;:])(?:\s*[,;:])+/gu, "$1")
    .replace(/[,;:]\s*([.!?])/gu, "$1")
    .replace(/[ \t]{2,}/gu, " ")
    .replace(/^[ \t]+|[ \t]+$/gmu, "");
}

const rules: RewriteRule[] = [
  // ---- shorthand first, so the phrase rules below see the words written out ----
  ...SHORTHAND,
  // ---- judgement words, on the words as written: left out, never translated ----
  ...JUDGEMENT_RULES,
  // ---- person-first: the word list (conditions, outdated terms), then our phrase rules ----
  ...PERSON_FIRST_TERMS,
  {
    id: "condition-noun-person",
    category: "person-first",
    pattern: new RegExp(`${DET}${CONDITION_NOUNS}\\s+${PERSON}`, "giu"),
    replace: ([det = "", condition = ""]) => withArticle(det || "the", `student with ${condition}`),
  },
  {
    id: "special-needs-person",
    category: "person-first",
    pattern: new RegExp(`${DET}special[- ]needs\\s+${PERSON}`, "giu"),
    replace: ([det = ""]) => withArticle(det, "student with a disability"),
  },
  {
    id: "special-needs-people",
    category: "person-first",
    pattern: new RegExp(`(?:(the)\\s+)?special[- ]needs\\s+${PEOPLE}`, "giu"),
    replace: ([det = ""]) => `${det ? "the " : ""}students with disabilities`,
  },
  {
    id: "has-special-needs",
    category: "person-first",
    pattern: /\b(has|have|had)\s+special[- ]needs\b/giu,
    replace: ([verb = "has"]) => `${verb.toLowerCase()} a disability`,
  },
  {
    id: "special-needs",
    category: "person-first",
    pattern: /\bspecial[- ]needs\b/giu,
    replace: () => "disability-related needs",
  },
  {
    id: "wheelchair-verb",
    category: "person-first",
    pattern: /\b(is|was|are|were)\s+(?:wheelchair[- ]bound|confined to (?:a|his|her|their) wheelchair)/giu,
    replace: ([verb = "is"]) =>
      `${{ is: "uses", are: "use", was: "used", were: "used" }[verb.toLowerCase()]} a wheelchair`,
  },
  {
    id: "wheelchair-person",
    category: "person-first",
    pattern: new RegExp(`${DET}wheelchair[- ]bound\\s+(${PERSON})`, "giu"),
    replace: ([det = "", person = "student"]) =>
      `${withArticle(det, person.toLowerCase())} who uses a wheelchair`,
  },
  {
    id: "wheelchair-opening",
    category: "person-first",
    // "Confined to a wheelchair, she transferred …" opens a sentence: "Using a wheelchair, she …".
    pattern: /(?<=^|\n|[.!?;]\s+)(?:wheelchair[- ]bound|confined to (?:a|his|her|their) wheelchair)(?=,)/giu,
    replace: () => "using a wheelchair",
  },
  {
    id: "wheelchair-bound",
    category: "person-first",
    pattern: /\b(?:wheelchair[- ]bound|confined to (?:a|his|her|their) wheelchair)/giu,
    replace: () => "who uses a wheelchair",
  },
  {
    id: "suffers-from",
    category: "person-first",
    pattern: /\b(?:(is|was)\s+)?(suffers|suffered|suffering|suffer)\s+from\b/giu,
    replace: ([aux = "", verb = ""]) => {
      const v = verb.toLowerCase();
      if (v === "suffered" || aux.toLowerCase() === "was") return "had";
      if (v === "suffer") return "have";
      if (v === "suffering" && !aux) return "who has";
      return "has";
    },
  },
  {
    id: "afflicted-with",
    category: "person-first",
    pattern: /\b(?:(is|was)\s+)?(?:afflicted|stricken)\s+(?:with|by)\b/giu,
    replace: ([aux = ""]) => (aux.toLowerCase() === "was" ? "had" : "has"),
  },
  {
    id: "normal-peers",
    category: "person-first",
    pattern: /\b(?:normal|regular)\s+(peers|students|kids|children)\b/giu,
    replace: () => "same-age peers",
  },
  // ---- objective wording ----
  {
    id: "had-meltdown",
    category: "objective",
    pattern:
      /\b(?:(a|an|the|one|another)\s+)?(?:complete\s+|full\s+|total\s+|big\s+|major\s+|huge\s+)?melt[- ]?downs?\b/giu,
    replace: ([det = ""], match = "") => {
      if (/s$/i.test(match.trim())) return "periods of distress (crying and shouting)";
      return withArticle(det, "period of distress (crying and shouting)");
    },
  },
  {
    id: "melted-down",
    category: "objective",
    pattern: /\bmelted\s+down\b/giu,
    replace: () => "had a period of distress (crying and shouting)",
  },
  {
    id: "tantrum",
    category: "objective",
    pattern: /\b(?:(threw|had|throws|has)\s+)?(?:(a|an|the)\s+)?(?:temper\s+)?tantrums?\b/giu,
    replace: ([verb = "", det = ""], match = "") => {
      const plural = /s$/i.test(match.trim());
      const tense: Record<string, string> = { threw: "had", had: "had", throws: "has", has: "has" };
      const v = verb ? `${tense[verb.toLowerCase()] ?? "had"} ` : "";
      return plural
        ? `${v}episodes of crying and shouting`
        : `${v}${withArticle(det, "episode of crying and shouting")}`;
    },
  },
  {
    id: "bad-day",
    category: "objective",
    pattern:
      /\b(?:(a|an|another)\s+)?(?:really\s+|very\s+|rough\s+|terrible\s+)?(?:bad|rough|terrible|awful)\s+(day|days|morning|afternoon)\b/giu,
    replace: ([det = "", when = "day"]) => {
      const w = when.toLowerCase();
      const rest = `${w} with more difficulty than usual`;
      return w.endsWith("s") ? rest : withArticle(det, rest);
    },
  },
  {
    id: "eloped-constantly",
    category: "objective",
    pattern: /\b(eloped|elopes|eloping)\s+(?:constantly|all the time|nonstop|non-stop)\b/giu,
    replace: ([verb = "eloped"]) =>
      `${{ eloped: "left", elopes: "leaves", eloping: "leaving" }[verb.toLowerCase()]} the assigned area without permission repeatedly`,
  },
  {
    id: "eloped-from",
    category: "objective",
    // "eloped from the work site" → "left the work site without permission".
    pattern:
      /\b(eloped|elopes|eloping|elope)\s+from\s+((?:(?:the|a|an|his|her|their|my|our)\s+)?(?!(?:the|a|an|his|her|their|my|our)\s)[\p{L}-]+(?:\s+(?:classroom|class|room|site|area|building|campus|line|table|group|library|cafeteria|gym|hallway|bus|playground|office|store|station|center|lab))?)(?![\p{L}-])/giu,
    replace: ([verb = "eloped", place = ""]) =>
      `${{ eloped: "left", elopes: "leaves", eloping: "leaving", elope: "leave" }[verb.toLowerCase()]} ${place} without permission`,
  },
  {
    id: "eloped",
    category: "objective",
    pattern: /\b(eloped|elopes|eloping|elope)\b/giu,
    replace: ([verb = "eloped"]) =>
      `${{ eloped: "left", elopes: "leaves", eloping: "leaving", elope: "leave" }[verb.toLowerCase()]} the assigned area without permission`,
  },
  {
    id: "elopement",
    category: "objective",
    pattern: /\belopements?\b/giu,
    replace: (_g, match = "") =>
      /s$/i.test(match)
        ? "times leaving the assigned area without permission"
        : "leaving the assigned area without permission",
  },
  {
    id: "freaked-out",
    category: "objective",
    pattern: /\b(?:freaked|flipped)\s+out\b/giu,
    replace: () => "became upset",
  },
  // ---- objective wording from the word list ----
  ...OBJECTIVE_TERMS,
];

/** The rules, in the order they are applied (exported for tests and for `checkPersonFirst`). */
export const REWRITE_RULES: readonly RewriteRule[] = rules;

/** Upper-cases the first letter of `replacement` when the matched text began with a capital. */
function matchCase(matched: string, replacement: string): string {
  const first = matched.charAt(0);
  if (first && first !== first.toLowerCase()) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

/** Rules that apply with the given preference. */
export function activeRules(options: RewriteOptions = {}): RewriteRule[] {
  return rules.filter(
    (r) =>
      !(options.identityFirst && r.identityFirst) &&
      (options.shorthand === true || r.category !== "shorthand"),
  );
}

/**
 * Rewrites `text` into objective, person-first wording (see the module comment for the rules).
 * Deterministic; white space and everything the rules do not match is kept as written.
 * @param text Any length of plain text (the routes limit its size).
 * @param options `identityFirst`: keep identity-first phrasings ("autistic student").
 * @returns The text and a list of the changes made (empty when none). Never changes a number, unit,
 *   date or count: if a rewrite ever did, the original text is returned with no changes.
 */
export function rewriteText(text: string, options: RewriteOptions = {}): RewriteResult {
  let out = text;
  const changes: string[] = [];
  for (const rule of activeRules(options)) {
    rule.pattern.lastIndex = 0;
    out = out.replace(rule.pattern, (...args: unknown[]) => {
      const matched = args[0] as string;
      const groupCount = args.findIndex((a) => typeof a === "number") - 1;
      const groups = (args.slice(1, 1 + groupCount) as (string | undefined)[]).map((g) => g ?? "");
      const replacement = matchCase(matched, rule.replace(groups, matched));
      if (replacement.trim() === "" && matched.trim() !== "") {
        changes.push(`"${matched.trim()}" left out (${rule.category})`);
      } else if (rule.category === "judgement" && matched.startsWith(replacement)) {
        // The subject kept, the label left out ("He was lazy and put" → "He put").
        changes.push(`"${matched.slice(replacement.length).trim()}" left out (${rule.category})`);
      } else if (replacement !== matched) {
        changes.push(`"${matched}" → "${replacement}" (${rule.category})`);
      }
      return replacement;
    });
  }
  if (changes.some((c) => c.endsWith("left out (judgement)"))) out = tidyAfterLeavingOut(out);
  const styled = options.style === false ? { text: out, changes: [] } : fixSentences(out);
  if (changes.length === 0 && styled.changes.length === 0) return { text, changes, style: [] };
  if (!checkNumberFidelity(text, styled.text).ok) return { text, changes: [], style: [] };
  return { text: styled.text, changes, style: styled.changes };
}
