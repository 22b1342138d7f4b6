/**
 * The rewriter's rules for judgement words (requirements "Offline drafter"; the list is
 * `judgement-words.ts`): each label is left out, never translated into a behaviour nobody reported,
 * and what is left is tidied so no fragment remains. Used by `rewriter.ts`, which applies them after
 * the shorthand and before the person-first rules.
 */
import { JUDGEMENT_FORMS } from "./judgement-words.ts";
import { PEOPLE, PERSON, type RewriteRule } from "./rewriter-terms.ts";

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
export const JUDGEMENT_RULES: RewriteRule[] = [
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
export function tidyAfterLeavingOut(text: string): string {
  return text
    .replace(/(^|\n|[.!?]\s+)[,;:.!?]+\s*/gu, "$1")
    .replace(/[ \t]+([,.;:!?])/gu, "$1")
    .replace(/([,;:])(?:\s*[,;:])+/gu, "$1")
    .replace(/[,;:]\s*([.!?])/gu, "$1")
    .replace(/[ \t]{2,}/gu, " ")
    .replace(/^[ \t]+|[ \t]+$/gmu, "");
}
