/**
 * The maintained word list of the offline rewriter (requirements "Offline drafter", "Improve wording";
 * APA 7 §5.4 on disability language): disability terms to write person-first and a few phrases
 * written as the event they name ("went crazy" → "became upset"), each with where it comes from.
 * Judgement words ("lazy", "defiant") are left out by the rewriter, from `judgement-words.ts`.
 *
 * Sources (cited per entry in `source`):
 * - "retext-equality:<id>": the disability rows of retext-equality 7.1.0 (`lib/patterns-en.js`,
 *   https://github.com/retextjs/retext-equality, MIT licence, Copyright (c) 2015 Titus Wormer). The
 *   words are copied from that data; the replacements are ours, written for IEP records (the
 *   package suggests everyday words such as "silly" that do not fit a legal record). The package
 *   itself is still the checker (`person-first.ts`).
 * - "NCDJ": National Center on Disability and Journalism, Disability Language Style Guide
 *   (https://ncdj.org/style-guide/).
 * - "APA 7 §5.4": APA Publication Manual, 7th ed., bias-free language, disability.
 * - "Rosa's Law": Pub. L. 111-256 (2010) replaced "mental retardation" with "intellectual
 *   disability" in federal law.
 * - "34 CFR 300.8": the IDEA disability categories ("emotional disturbance", "specific learning
 *   disability", …), the words an IEP uses.
 * - "Cooper, Heron & Heward 2020": Applied Behavior Analysis, 3rd ed., ch. 3-4: behaviour is
 *   described by what was seen and counted, not by a label of the person ("lazy", "manipulative").
 *
 * To add a word: add an entry with its source; `rewriter-terms.ts` builds the rules, and the
 * rewriter tests and the corpus test check it. Terms are regular-expression sources, lower case,
 * matched case-insensitively at word edges; they must never match a digit.
 */

/** One row of the word list. */
export interface TermEntry {
  /** Rule id stem ("retarded" → rules "retarded-person", "is-retarded", …). */
  id: string;
  category: "person-first" | "objective";
  /** The words as written (regular-expression sources, longest first). */
  terms: readonly string[];
  /** Where the row comes from (see the module comment). */
  source: string;
  /** An identity-first phrasing a student's or family's stated preference keeps (APA 7 §5.4). */
  identityFirst?: boolean;
  /** After "student" for a person: "with autism", "who stutters" ("the autistic boy" → "the student with autism"). */
  person?: string;
  /** The plural of `person` when it differs ("who stutter"). */
  people?: string;
  /** The term itself names a person ("an epileptic", "a stutterer"): rewritten as "a student" + `person`. */
  noun?: boolean;
  /** "is/was <term>": [present, past] ("has autism", "had autism"); "being <term>" uses `being`. */
  is?: readonly [string, string];
  being?: string;
  /** The term anywhere else (after the rules above; "$1" is the term's own group), or undefined to leave it. */
  alone?: string;
}

const ID = "an intellectual disability";

/** Disability terms, outdated and identity-first (the person-first rules). */
const PERSON_FIRST: TermEntry[] = [
  {
    id: "mentally-retarded",
    category: "person-first",
    terms: ["mentally retarded", "mentally handicapped", "mentally challenged", "feeble[- ]?minded"],
    person: `with ${ID}`,
    is: [`has ${ID}`, `had ${ID}`],
    alone: "with an intellectual disability",
    source: "retext-equality:retard, retext-equality:idiot; Rosa's Law; NCDJ",
  },
  {
    id: "retarded",
    category: "person-first",
    terms: ["retarded"],
    person: `with ${ID}`,
    is: [`has ${ID}`, `had ${ID}`],
    alone: "delayed",
    source: "retext-equality:retard; Rosa's Law",
  },
  {
    id: "retard",
    category: "person-first",
    terms: ["retard", "tard"],
    person: `with ${ID}`,
    people: `with intellectual disabilities`,
    noun: true,
    source: "retext-equality:retard, retext-equality:retards; Rosa's Law",
  },
  {
    id: "intellectually-disabled",
    category: "person-first",
    terms: ["intellectually[- ]disabled", "cognitively impaired"],
    person: `with ${ID}`,
    is: [`has ${ID}`, `had ${ID}`],
    source: "retext-equality:intellectually-disabled; NCDJ",
  },
  {
    id: "mongoloid",
    category: "person-first",
    terms: ["mongoloid", "down'?s"],
    person: "with Down syndrome",
    source: "retext-equality:mongoloid, retext-equality:downs-syndrome; NCDJ",
  },
  {
    id: "autistic",
    category: "person-first",
    terms: ["autistic"],
    identityFirst: true,
    person: "with autism",
    is: ["has autism", "had autism"],
    source: "APA 7 §5.4 (person-first unless the person prefers identity-first); NCDJ",
  },
  {
    id: "aspie",
    category: "person-first",
    terms: ["aspie", "asperger'?s?"],
    person: "with autism",
    source: "NCDJ (Asperger's is now part of autism spectrum disorder, DSM-5)",
  },
  {
    id: "dyslexic",
    category: "person-first",
    terms: ["dyslexic"],
    identityFirst: true,
    person: "with dyslexia",
    noun: true,
    is: ["has dyslexia", "had dyslexia"],
    source: "retext-equality:dyslexic",
  },
  {
    id: "epileptic",
    category: "person-first",
    terms: ["epileptic"],
    person: "with epilepsy",
    noun: true,
    is: ["has epilepsy", "had epilepsy"],
    source: "retext-equality:epileptic; NCDJ",
  },
  {
    id: "diabetic",
    category: "person-first",
    terms: ["diabetic"],
    person: "with diabetes",
    noun: true,
    is: ["has diabetes", "had diabetes"],
    source: "NCDJ",
  },
  {
    id: "asthmatic",
    category: "person-first",
    terms: ["asthmatic"],
    person: "with asthma",
    is: ["has asthma", "had asthma"],
    source: "NCDJ",
  },
  {
    id: "spastic",
    category: "person-first",
    terms: ["spastic", "spaz", "spazz"],
    person: "with cerebral palsy",
    noun: true,
    is: ["has cerebral palsy", "had cerebral palsy"],
    source: "retext-equality:spastic, retext-equality:spaz",
  },
  {
    id: "paraplegic",
    category: "person-first",
    terms: ["paraplegic"],
    person: "with paraplegia",
    noun: true,
    is: ["has paraplegia", "had paraplegia"],
    source: "retext-equality:paraplegic",
  },
  {
    id: "quadriplegic",
    category: "person-first",
    terms: ["quadriplegic"],
    person: "with quadriplegia",
    noun: true,
    is: ["has quadriplegia", "had quadriplegia"],
    source: "retext-equality:quadriplegic",
  },
  {
    id: "amputee",
    category: "person-first",
    terms: ["amputee"],
    person: "with an amputation",
    people: "with amputations",
    noun: true,
    source: "retext-equality:amputee",
  },
  {
    id: "stutterer",
    category: "person-first",
    terms: ["stutterer", "stammerer"],
    person: "who stutters",
    people: "who stutter",
    noun: true,
    source: "retext-equality:stutterer",
  },
  {
    id: "crippled",
    category: "person-first",
    terms: ["crippled", "cripple", "gimp"],
    person: "with a physical disability",
    people: "with physical disabilities",
    noun: true,
    is: ["has a physical disability", "had a physical disability"],
    source: "retext-equality:gimp; NCDJ",
  },
  {
    id: "dwarf",
    category: "person-first",
    terms: ["midget", "dwarf", "vertically challenged"],
    person: "with dwarfism",
    noun: true,
    source: "retext-equality:dwarf; NCDJ",
  },
  {
    id: "deaf-mute",
    category: "person-first",
    terms: ["deaf and dumb", "deaf[- ]?mute"],
    person: "who is deaf",
    people: "who are deaf",
    noun: true,
    alone: "deaf",
    source: "retext-equality:deafmute; NCDJ",
  },
  {
    id: "learning-disabled",
    category: "person-first",
    terms: ["learning[- ]disabled", "ld"],
    person: "with a learning disability",
    people: "with learning disabilities",
    is: ["has a learning disability", "had a learning disability"],
    source: "retext-equality:learning-disabled; 34 CFR 300.8 (specific learning disability)",
  },
  {
    id: "emotionally-disturbed",
    category: "person-first",
    terms: ["emotionally disturbed", "disturbed", "ebd"],
    person: "with an emotional disability",
    people: "with emotional disabilities",
    source: "34 CFR 300.8 (emotional disturbance); APA 7 §5.4",
  },
  {
    id: "functioning",
    category: "person-first",
    terms: ["low[- ]functioning", "severely disabled"],
    person: "with high support needs",
    is: ["has high support needs", "had high support needs"],
    source: "APA 7 §5.4 (functioning labels); NCDJ",
  },
  {
    id: "high-functioning",
    category: "person-first",
    terms: ["high[- ]functioning"],
    person: "with low support needs",
    is: ["has low support needs", "had low support needs"],
    source: "APA 7 §5.4 (functioning labels); NCDJ",
  },
  {
    id: "disabled",
    category: "person-first",
    terms: [
      "disabled",
      "handicapped",
      "physically challenged",
      "differently[- ]abled",
      "handicapable",
      "invalid",
    ],
    person: "with a disability",
    people: "with disabilities",
    source: "retext-equality:handicapped, retext-equality:invalid, retext-equality:special; NCDJ",
  },
  {
    id: "sped",
    category: "person-first",
    terms: ["sped", "special ed", "resource room", "iep"],
    person: "who receives special education services",
    people: "who receive special education services",
    source: "APA 7 §5.4 (a person is not their program)",
  },
  {
    id: "psycho",
    category: "person-first",
    terms: ["psycho", "psychotic", "schizo", "lunatic", "nutcase", "mental case", "loony"],
    person: "with a mental health condition",
    people: "with mental health conditions",
    noun: true,
    source: "retext-equality:nuts, retext-equality:psychotic, retext-equality:schizo; NCDJ",
  },
  {
    id: "slow-learner",
    category: "person-first",
    terms: ["slow learner", "slow"],
    person: "who needs more time to learn new skills",
    people: "who need more time to learn new skills",
    noun: true,
    source: "APA 7 §5.4; Cooper, Heron & Heward 2020",
  },
];

/**
 * Phrases written as the event they name (the objective-wording rules). Judgement words that label
 * the student ("lazy", "rude") are not here: they are left out, never translated (their one list
 * is `judgement-words.ts`; requirements "Offline drafter").
 */
const OBJECTIVE: TermEntry[] = [
  {
    id: "acting-out",
    category: "objective",
    terms: ["act(?:s|ed|ing)? out"],
    alone: "showed disruptive behavior",
    source: "Cooper, Heron & Heward 2020",
  },
  {
    id: "crazy-behavior",
    category: "objective",
    terms: [String.raw`(?:psycho|crazy|insane|nuts|wild)(?=\s+(?:behaviou?rs?|moments?|episodes?))`],
    alone: "unsafe",
    source: "retext-equality:nuts; Cooper, Heron & Heward 2020",
  },
  {
    id: "went-crazy",
    category: "objective",
    terms: ["went (?:crazy|nuts|ballistic|berserk|mental|psycho)", "lost (?:it|(?:his|her|their) mind)"],
    alone: "became upset",
    source: "retext-equality:nuts; Cooper, Heron & Heward 2020",
  },
];

/** The whole word list, in the order the rules are applied (longer, more specific terms first). */
export const TERM_LIST: readonly TermEntry[] = [...PERSON_FIRST, ...OBJECTIVE];
