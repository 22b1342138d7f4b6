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
 *   "Offline drafter"; the list is `judgement-words.ts`, the rules `rewriter-judgement.ts`): "she
 *   was being lazy today, did 2 of 10" → "Today, did 2 of 10"; "a lazy attempt" → "an attempt"; a
 *   sentence left empty is dropped.
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
import { JUDGEMENT_RULES, tidyAfterLeavingOut } from "./rewriter-judgement.ts";
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
