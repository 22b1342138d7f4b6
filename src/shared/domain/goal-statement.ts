/**
 * The parts of a measurable annual goal statement (requirements "IEP draft": the goal breakdown reads
 * condition, behaviour, criterion and timeframe from the teacher's own words; 34 CFR 300.320(a)(2)
 * measurable annual goals). A part the statement does not hold is null — never invented.
 *
 * - condition: a leading "Given …," / "When given …," / "During …," / "Using …," / "After …," clause,
 *   or a trailing "when given …" / "given …" clause;
 * - timeframe: "by June 2027", "by the end of the IEP year", "within 36 weeks", "in 36 instructional
 *   weeks" (leading or trailing);
 * - criterion: the measured part — a rate or amount ("90 words correct per minute"), an accuracy
 *   ("with 95% accuracy"), trials ("in 4 of 5 trials"), consecutive sessions;
 * - behaviour: the rest, "<who> will <do what>" (criterion phrases such as "with 95% accuracy" removed).
 */

export interface GoalParts {
  condition: string | null;
  behavior: string | null;
  criterion: string | null;
  timeframe: string | null;
}

const MONTH =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.?";
/** "by June 2027", "by June 1, 2027", "by 6/1/2027", "by the end of …", "within 36 weeks", "in 36 instructional weeks". */
const TIMEFRAME = new RegExp(
  [
    `by\\s+${MONTH}(?:\\s+\\d{1,2}(?:st|nd|rd|th)?,?)?\\s+\\d{4}`,
    "by\\s+\\d{1,2}/\\d{1,2}/\\d{2,4}",
    "by\\s+\\d{4}-\\d{2}-\\d{2}",
    "by\\s+the\\s+end\\s+of\\s+(?:the\\s+)?[\\w\\s-]+?(?:year|semester|quarter|term|period)",
    "within\\s+(?:one|\\d+)\\s+(?:calendar\\s+|school\\s+|instructional\\s+)?(?:weeks?|months?|years?)",
    "in\\s+\\d+\\s+(?:calendar\\s+|school\\s+|instructional\\s+)?(?:weeks?|months?)",
  ].join("|"),
  "i",
);
const CONDITION_LEAD =
  /^((?:when\s+given|given|during|using|after|with\s+the\s+use\s+of|when\s+presented\s+with)\b[^,]+),\s*/i;
const CONDITION_TRAIL = /,?\s+((?:when\s+given|given|when\s+presented\s+with)\s+[^,.]+?)(?=,|\.|$)/i;
/** Criterion phrases that are removed from the behaviour. */
const CRITERION_TAIL = [
  /\s*,?\s*with\s+(?:at\s+least\s+)?\d+(?:\.\d+)?\s*%\s*accuracy/i,
  /\s*,?\s*(?:with\s+)?(?:at\s+least\s+)?\d+(?:\.\d+)?\s*%\s+of\s+(?:the\s+)?(?:time|intervals|opportunities|trials)/i,
  /\s*,?\s*(?:in|on)\s+(?:at\s+least\s+)?\d+\s+(?:out\s+)?of\s+\d+\s+(?:consecutive\s+)?(?:trials|opportunities|sessions|probes|days|attempts|data\s+points)/i,
  /\s*,?\s*(?:for|across|over)\s+\d+\s+consecutive\s+(?:sessions|probes|weeks|days|data\s+points|trials)/i,
];
/** A rate or amount right after the verb ("read 90 words correct per minute") also counts as criterion. */
const AMOUNT =
  /\b\d+(?:\.\d+)?\s*(?:words\s+correct\s+per\s+minute|correct\s+words\s+per\s+minute|wcpm|cwpm|digits\s+correct(?:\s+per\s+minute)?|dcpm|words\s+per\s+minute|%|percent|[a-z-]+(?:\s+[a-z-]+)?\s+per\s+(?:minute|day|session|week))/i;

const tidy = (s: string) =>
  s
    .replace(/\s+/g, " ")
    .replace(/^[\s,;]+|[\s,;.]+$/g, "")
    .trim();
const capital = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
const orNull = (s: string | null | undefined) => (s && tidy(s) ? tidy(s) : null);

/**
 * The condition, behaviour, criterion and timeframe of a goal statement (see the module comment).
 * Pure; never throws. An empty statement gives four nulls.
 */
export function parseGoalStatement(statement: string): GoalParts {
  let rest = tidy(statement);
  if (!rest) return { condition: null, behavior: null, criterion: null, timeframe: null };

  let timeframe: string | null = null;
  const lead = new RegExp(`^(${TIMEFRAME.source})\\s*,\\s*`, "i").exec(rest);
  if (lead?.[1]) {
    timeframe = lead[1];
    rest = rest.slice(lead[0].length);
  } else {
    const found = TIMEFRAME.exec(rest);
    if (found) {
      timeframe = found[0];
      rest = `${rest.slice(0, found.index)} ${rest.slice(found.index + found[0].length)}`;
    }
  }
  rest = tidy(rest);

  let condition: string | null = null;
  const condLead = CONDITION_LEAD.exec(rest);
  if (condLead?.[1]) {
    condition = condLead[1];
    rest = rest.slice(condLead[0].length);
  } else {
    const condTrail = CONDITION_TRAIL.exec(rest);
    if (condTrail?.[1]) {
      condition = condTrail[1];
      rest = `${rest.slice(0, condTrail.index)}${rest.slice(condTrail.index + condTrail[0].length)}`;
    }
  }
  rest = tidy(rest);

  const tails: string[] = [];
  let behavior = rest;
  for (const pattern of CRITERION_TAIL) {
    const m = pattern.exec(behavior);
    if (!m) continue;
    tails.push(tidy(m[0]));
    behavior = `${behavior.slice(0, m.index)}${behavior.slice(m.index + m[0].length)}`;
  }
  // A rate or amount left in the behaviour ("read 90 wcpm") is the first part of the criterion.
  const amount = AMOUNT.exec(behavior)?.[0];
  const criteria = amount ? [amount, ...tails] : tails;
  return {
    condition: condition ? capital(tidy(condition)) : null,
    behavior: orNull(behavior),
    criterion: orNull(criteria.join(", ")),
    timeframe: orNull(timeframe),
  };
}

/**
 * The name an item of a list is compared by: the part before " — ", a leading list bullet ("- ")
 * dropped, in lower case with runs of spaces as one and no closing full stop; "" for a blank item.
 */
export function itemName(item: string): string {
  return (item.split(" — ")[0] ?? item)
    .replace(/^\s*[-•*]\s+/, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.\s]+$/, "")
    .trim();
}

/**
 * A list without repeats, in first-seen order; items compared by their name (the part before " — "),
 * ignoring case, spaces and a closing full stop ("Extended time" = "extended time.").
 */
export function uniqueByName(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = itemName(item);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}
