/**
 * Judgement words: the one list of words that label a student instead of saying what was seen
 * (requirements "Offline drafter", "AI guards", "Note generation": a judgement word is never
 * translated into a behaviour nobody reported; the drafter leaves it out and the note form asks the
 * teacher what was observed). Source of the rule: Cooper, Heron & Heward, Applied Behavior
 * Analysis, 3rd ed. (2020), ch. 3-4 — behaviour is described by what was seen and counted, not by a
 * label of the person ("lazy", "manipulative"); a label cannot be turned back into the behaviour.
 *
 * - `JUDGEMENT_WORDS`: the list (a word as shown to the teacher, and its written forms).
 * - `judgementWordsIn(text)`: the words of the list `text` uses (the note form's question).
 * - `judgementWordQuestion(word, pronoun)`: "Describe what she did instead of 'lazy'".
 * - `checkJudgementWords(source, draft)`: what a model's draft says that the guard refuses — a word
 *   of the list, or a behaviour the old rules invented for one ("did not complete the task") that
 *   the teacher's text does not hold.
 * The offline rewriter builds its rules that leave the words out from the same list (`rewriter.ts`).
 * Pure; no student text leaves a function.
 */

/** One judgement word: how it is shown and how a text writes it. */
export interface JudgementWord {
  /** The word as the teacher reads it in the question ("lazy"). */
  word: string;
  /**
   * Its written forms: regular-expression sources, lower case, matched case-insensitively at word
   * edges; they never match a digit.
   */
  forms: readonly string[];
}

/** Words after which "bad" describes a person or behaviour ("a bad kid", "bad behavior"). */
const BAD_NOUNS = "(?:boys?|girls?|kids?|child|children|students?|behaviou?rs?|attitudes?|choices?)";

/** The list, one row per word (rows of the teacher's walkthrough first). */
export const JUDGEMENT_WORDS: readonly JudgementWord[] = [
  { word: "lazy", forms: ["lazy", "laziness"] },
  { word: "defiant", forms: ["defiant", "defiance"] },
  { word: "unmotivated", forms: ["unmotivated"] },
  {
    word: "bad",
    // "bad" of a person or behaviour only: "was bad", "a bad kid"; "a bad day" or "bad at" are not labels.
    forms: [
      "badly[- ]behaved",
      `bad(?=\\s+${BAD_NOUNS}(?![\\p{L}-]))`,
      String.raw`(?<=\b(?:is|was|were|are|being|been|so|very|really)\s+)bad(?!\s+(?:at|day|days|morning|afternoon|week)\b)`,
    ],
  },
  { word: "naughty", forms: ["naughty"] },
  { word: "manipulative", forms: ["manipulative"] },
  { word: "rude", forms: ["rude", "rudeness"] },
  { word: "stubborn", forms: ["stubborn", "stubbornness"] },
  { word: "disrespectful", forms: ["disrespectful"] },
  { word: "oppositional", forms: ["oppositional"] },
  { word: "noncompliant", forms: ["non-?compliant"] },
  { word: "uncooperative", forms: ["uncooperative"] },
  { word: "sneaky", forms: ["sneaky"] },
  { word: "mouthy", forms: ["mouthy"] },
  { word: "sassy", forms: ["sassy"] },
  { word: "attention-seeking", forms: ["attention[- ]seeking", "attention[- ]seekers?"] },
  { word: "troublemaker", forms: ["trouble[- ]?makers?"] },
  { word: "brat", forms: ["brats?", "bratty"] },
  { word: "menace", forms: ["menaces?"] },
  { word: "problem child", forms: ["problem (?:child|children|kids?)"] },
  { word: "out of control", forms: ["out of control"] },
  { word: "hyper", forms: ["hyper"] },
  // "wild" as said of the student ("was wild", "Wild during math"), not "wild animals".
  {
    word: "wild",
    forms: [
      String.raw`wild(?=\s*(?:[,.;:!?]|$)|\s+(?:during|in|at|on|after|before|when|today|again|all)(?![\p{L}-]))`,
    ],
  },
  { word: "annoying", forms: ["annoying"] },
  { word: "irritating", forms: ["irritating"] },
  { word: "obnoxious", forms: ["obnoxious"] },
  { word: "whiny", forms: ["whin(?:e?y|ing)", "moaning"] },
  { word: "careless", forms: ["careless"] },
  { word: "sloppy", forms: ["sloppy"] },
  { word: "messy", forms: ["messy"] },
  { word: "doesn't care", forms: ["(?:does ?n[o'’]t|did ?n[o'’]t|didnt|doesnt) (?:even )?care"] },
];

/** Every form of every word, as one alternation (no capture group). */
export const JUDGEMENT_FORMS = `(?:${JUDGEMENT_WORDS.flatMap((w) => w.forms).join("|")})`;

/** A form at word edges ("lazy", not "lazybones"; "defiant", not "defiantly"). */
const edged = (forms: string) => String.raw`(?<![\p{L}-])${forms}(?![\p{L}-])`;

const WORD_PATTERNS = JUDGEMENT_WORDS.map((w) => ({
  word: w.word,
  pattern: new RegExp(edged(`(?:${w.forms.join("|")})`), "iu"),
}));

/**
 * The judgement words `text` uses, as the list shows them ("lazy"), in list order, each once.
 * @param text Any text (the teacher's observations, a draft).
 * @returns Empty when the text uses none.
 */
export function judgementWordsIn(text: string): string[] {
  return WORD_PATTERNS.filter((w) => w.pattern.test(text)).map((w) => w.word);
}

/**
 * The note form's question for one judgement word (requirements "Note generation").
 * @param word A word of the list, as `judgementWordsIn` gives it.
 * @param pronoun The student's subject pronoun from the record ("she", "he", "they"); absent or
 *   empty: "the student".
 * @returns e.g. "Describe what she did instead of 'lazy'."
 */
export function judgementWordQuestion(word: string, pronoun?: string | null): string {
  const who = pronoun?.trim() ? pronoun.trim().toLowerCase() : "the student";
  return `Describe what ${who} did instead of '${word}'.`;
}

/**
 * Behaviours the earlier rewriter rules wrote in place of a judgement word (and a model is prone to
 * write): none of them may appear in a draft unless the teacher's text says it.
 */
export const INVENTED_BEHAVIOURS: readonly string[] = [
  "(?:does|did) not complete the task",
  "not completing the task",
  "(?:does|did) not follow the directions?(?: of| when asked)?",
  "not following (?:the )?directions?(?: when asked)?",
  "(?:does|did) not engage with the task",
  "(?:does|did) not respond to redirection",
  "(?:does|did) not follow the class rules",
  "not following the class rules",
  "(?:uses|used|using) language that (?:is|was) not appropriate for class",
  "(?:tries|tried|trying) to change the task or its rules",
  "(?:seeks|sought|seeking) adult or peer attention",
  "(?:is|was) out of the seat and moving often",
  "out of the seat and moving often",
  "interrupt(?:s|ed|ing) peers",
  "who needs? behavior support",
  "incomplete",
  "noncompliant",
];

const INVENTED = INVENTED_BEHAVIOURS.map((b) => new RegExp(`\\b${b}\\b`, "giu"));
const ANY_FORM = new RegExp(edged(JUDGEMENT_FORMS), "giu");

/**
 * The guard on a model's draft (requirements "AI guards"): what it says that the teacher did not.
 * @param source The teacher's texts of the request (observations, levels, data).
 * @param draft The draft, names restored.
 * @returns The phrases refused, as written in the draft (a judgement word of the list, or a
 *   behaviour of `INVENTED_BEHAVIOURS` the source does not hold, looked for when the source uses a
 *   judgement word), each once; empty when none.
 */
export function checkJudgementWords(source: string | readonly string[], draft: string): string[] {
  const sourceText = (typeof source === "string" ? [source] : source).join("\n");
  const found = new Map<string, string>();
  for (const m of draft.matchAll(ANY_FORM)) found.set(m[0].toLowerCase(), m[0]);
  // A behaviour standing in for a label is looked for when the teacher's text holds a label.
  const invented = judgementWordsIn(sourceText).length > 0 ? INVENTED : [];
  for (const pattern of invented) {
    for (const m of draft.matchAll(pattern)) {
      const inSource = new RegExp(`\\b${escapeRegExp(m[0])}\\b`, "iu").test(sourceText);
      if (!inSource) found.set(m[0].toLowerCase(), m[0]);
    }
  }
  return [...found.values()];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
