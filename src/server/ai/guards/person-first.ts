/**
 * The person-first language guard (architecture "AI pipeline" guards; requirements "AI text service" prompts "objective,
 * professional, person-first"; APA 7 §5.4 on identity-first preference).
 *
 * `checkPersonFirst(text, {identityFirst})` lists the phrases of `text` that are not person-first:
 * - retext-equality's findings, without the rules that do not fit IEP writing: gendered words and
 *   pronouns ("he", "she", "mother", "boy" — IEPs name the student's own pronouns and family),
 *   diagnosis names used as such ("ADHD", "OCD"), "special" (as in "special education"), and words
 *   that are ordinary in teaching ("master", "simple", "easy", "just", "hang");
 * - our own person-first patterns (the rewriter's person-first rules, `rewriter.ts`), which catch
 *   what retext-equality does not ("autistic boy", "wheelchair-bound", "suffers from",
 *   "the ADHD kid", "special needs").
 * With `identityFirst` (the student's or family's stated preference) the identity-first findings
 * ("autistic student") are left out.
 */
import { retext } from "retext";
import retextEquality from "retext-equality";
import { activeRules, REWRITE_RULES } from "../../../shared/domain/note-drafting/rewriter.ts";

export interface PersonFirstOptions {
  /** The student's or family's stated preference for identity-first language. */
  identityFirst?: boolean;
}

export interface PersonFirstFinding {
  /** The phrase as written in the text. */
  phrase: string;
  /** A person-first alternative (may list several, separated by " / "). */
  suggestion: string;
  /** `retext-equality:<rule id>` or `person-first:<rule id>` (ours). */
  rule: string;
}

/**
 * retext-equality rules left out: gendered language (IEPs use the student's pronouns and name the
 * family), diagnosis names and teaching words that the rule misreads in IEP writing.
 */
export const IGNORED_RETEXT_RULES: ReadonlySet<string> = new Set([
  // Gendered pronouns and family words.
  "he-she",
  "her-him",
  "hers-his",
  "herself-himself",
  "boy-girl",
  "boyish-girly",
  "dad-mom",
  "dads-moms",
  "brother-sister",
  "brothers-sisters",
  "daughter-son",
  "daughters-sons",
  "aunt-uncle",
  "aunts-uncles",
  "granddaughter-grandson",
  "gramps-granny",
  "grandfathers-grandmothers",
  "stepbrother-stepsister",
  "stepdad-stepmom",
  "stepfathers-stepmothers",
  "nephew-niece",
  "husband-wife",
  "maternal-paternal",
  "father-tongue-mother-tongue",
  "mrs-",
  "gal-guy",
  // Grade level ("freshman year").
  "freshman",
  "freshmen-freshwomen",
  // Diagnosis names written as such ("diagnosed with ADHD").
  "add",
  "ocd",
  "panic-attack",
  "insomnia",
  // "special education", "special education teacher" (the "special needs" phrase is our own rule).
  "special",
  // Teaching words: mastery criteria, "simple sentences", "easy readers", "hang up a coat".
  "master",
  "masters",
  "masterful",
  "master-the-art",
  "simple",
  "easy",
  "just",
  "obvious",
  "clearly",
  "basically",
  "of-course",
  "straightforward",
  "everyone-knows",
  "hang",
  "moan",
  "moaning",
  "stammering",
]);

/** retext-equality rules about identity-first words a preference allows. */
const IDENTITY_FIRST_RETEXT_RULES: ReadonlySet<string> = new Set(["dyslexic"]);

const processor = retext().use(retextEquality);

/**
 * The person-first findings of `text`: retext-equality's first, then ours; a stretch of text that
 * several rules flag is listed once.
 * @param text Plain text of any length.
 * @param options `identityFirst`: leave out identity-first phrasings ("autistic student").
 */
export function checkPersonFirst(text: string, options: PersonFirstOptions = {}): PersonFirstFinding[] {
  const findings: PersonFirstFinding[] = [];
  // Character ranges already reported: a phrase two rules flag is listed once (the first rule's).
  const taken: [number, number][] = [];
  const claim = (start: number, end: number) => {
    if (taken.some(([s, e]) => start < e && s < end)) return false;
    taken.push([start, end]);
    return true;
  };
  const file = processor.processSync(text);
  for (const message of file.messages) {
    const id = message.ruleId ?? "";
    if (IGNORED_RETEXT_RULES.has(id)) continue;
    if (options.identityFirst && IDENTITY_FIRST_RETEXT_RULES.has(id)) continue;
    const expected = (message as { expected?: unknown }).expected;
    const start = message.place && "start" in message.place ? message.place.start.offset : undefined;
    const end = message.place && "end" in message.place ? message.place.end.offset : undefined;
    if (start !== undefined && end !== undefined && !claim(start, end)) continue;
    findings.push({
      phrase: String((message as { actual?: unknown }).actual ?? ""),
      suggestion: Array.isArray(expected) ? expected.join(" / ") : "",
      rule: `retext-equality:${id}`,
    });
  }
  const active = new Set(activeRules(options));
  for (const rule of REWRITE_RULES) {
    if (rule.category !== "person-first" || !active.has(rule)) continue;
    const pattern = new RegExp(rule.pattern.source, rule.pattern.flags);
    for (const match of text.matchAll(pattern)) {
      if (!claim(match.index, match.index + match[0].length)) continue;
      const groups = match.slice(1).map((g) => g ?? "");
      findings.push({
        phrase: match[0],
        suggestion: rule.replace(groups, match[0]),
        rule: `person-first:${rule.id}`,
      });
    }
  }
  return findings;
}
