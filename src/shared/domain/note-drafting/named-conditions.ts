/**
 * Conditions a teacher's text names, checked against the student's record (requirements "Note
 * generation": when the observations name a disability the record's disability list does not hold,
 * the note keeps the person-first form and the screen warns before saving).
 *
 * `unrecordedConditions(text, disabilities)` returns the conditions named in `text` ("autism") that
 * no entry of `disabilities` covers (an IDEA category covers its conditions: "Specific learning
 * disability" covers dyslexia; 34 CFR 300.8). Pure; no student text leaves the function.
 */

/** One condition: how a text names it and which record entries cover it (case-insensitive). */
interface Condition {
  /** The plain name shown to the teacher. */
  name: string;
  /** Words in a teacher's text that name the condition. */
  named: RegExp;
  /** A record entry that covers the condition (the condition itself or its IDEA category). */
  covered: RegExp;
}

const CONDITIONS: readonly Condition[] = [
  {
    name: "autism",
    named: /\b(?:autis(?:m|tic)|ASD|asperger'?s?|aspies?)\b/iu,
    covered: /autis|\bASD\b|asperger/iu,
  },
  {
    name: "dyslexia",
    named: /\bdyslexi(?:a|c)\b/iu,
    covered: /dyslexi|\bSLD\b|specific learning|learning disab/iu,
  },
  {
    name: "ADHD",
    named: /\b(?:ADHD|ADD|attention[- ]deficit)\b/u,
    covered: /\bADH?D\b|attention[- ]deficit|\bOHI\b|other health/iu,
  },
  { name: "epilepsy", named: /\bepilep(?:sy|tic)\b/iu, covered: /epilep|\bOHI\b|other health/iu },
  { name: "Down syndrome", named: /\bdown'?s?\s+syndrome\b/iu, covered: /down'?s?\s+syndrome/iu },
  { name: "cerebral palsy", named: /\bcerebral palsy\b/iu, covered: /cerebral palsy|\bCP\b|orthopedic/iu },
  {
    name: "an intellectual disability",
    named: /\b(?:intellectual(?:ly)?[- ]disab\w*|mentally retarded|retarded)\b/iu,
    covered: /intellectual/iu,
  },
  { name: "deafness", named: /\bdeaf\b|\bhard of hearing\b/iu, covered: /deaf|hearing/iu },
  {
    name: "blindness",
    named:
      /\b(?:is|was|legally)\s+blind\b|\bblind\s+(?:student|child|kid|boy|girl)\b|\bvisually impaired\b/iu,
    covered: /blind|visual/iu,
  },
];

/**
 * The conditions `text` names that no entry of `disabilities` covers, in list order, each once.
 * @param text The teacher's observations (any length).
 * @param disabilities The record's disability list (free text or IDEA categories).
 * @returns Plain condition names ("autism", "dyslexia"); empty when everything named is recorded.
 */
export function unrecordedConditions(text: string, disabilities: readonly string[]): string[] {
  return CONDITIONS.filter((c) => c.named.test(text) && !disabilities.some((d) => c.covered.test(d))).map(
    (c) => c.name,
  );
}

/**
 * The warning shown before saving (requirements "Note generation").
 * @param conditions From `unrecordedConditions`, at least one.
 * @param firstName The student's first name.
 */
export function unrecordedConditionsWarning(conditions: readonly string[], firstName: string): string {
  const list =
    conditions.length === 1
      ? conditions[0]
      : `${conditions.slice(0, -1).join(", ")} and ${conditions[conditions.length - 1]}`;
  const verb = conditions.length === 1 ? "is" : "are";
  return `The observations name ${list}, which ${verb} not in ${firstName}'s disability list. Check the wording before saving the note.`;
}
