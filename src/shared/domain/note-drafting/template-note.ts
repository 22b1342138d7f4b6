/**
 * The template note (requirements "Note generation", "Offline drafter"): a complete progress note
 * written by rules from the structured facts, the same in the server's offline drafter and in the
 * browser when a note is drafted offline (requirements "Local storage"; decision 008).
 *
 * `draftTemplateNote(facts)` writes: student, date, note type, subject, goal(s) addressed, the
 * teacher's observations restated (objective, person-first wording by `rewriteText`, white space and
 * first letter tidied, never a number; the student's identity-first preference respected),
 * performance against the baseline, other data, strategies and accommodations used, the session's
 * setting, and next steps for the note type, with the addressed goal's own target date (a review
 * date 6 months ahead only when nothing is known). Every number, unit, date and count of the
 * teacher's text is copied unchanged, so the note always passes the number-fidelity guard
 * (`guards.ts`). Pure: no network, no clock, no storage.
 */
import { firstName, type NoteFacts } from "./note-facts.ts";
import { calendarDate, longDate, type NoteTargetDate, noteTargetDates } from "./note-goal-dates.ts";
import { rewriteText } from "./rewriter.ts";
import { decisionNextStep, decisionProse } from "./template-note-decision.ts";
import {
  endSentence,
  joinList,
  performanceProse,
  sessionSentence,
  supportsProse,
  withSubject,
} from "./template-note-prose.ts";

export { TEMPLATE_GOAL_DATE_MONTHS } from "./note-goal-dates.ts";

const TYPE_TITLES: Record<NoteFacts["type"], string> = {
  progress: "Progress Note",
  behavioral: "Behavioral Note",
  quarterly: "Quarterly Progress Note",
  annual: "Annual Progress Summary",
};

/** Trims, collapses runs of spaces and tabs, and drops blank lines; keeps every character otherwise. */
function cleanLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((l) => l !== "");
}

/** Upper-cases a leading lower-case letter when the word is plain lower case ("iPad" stays). */
function capitalize(line: string): string {
  const m = /^(\p{Ll})(\p{Ll}*)(?![\p{Lu}])/u.exec(line);
  return m ? line.charAt(0).toUpperCase() + line.slice(1) : line;
}

/**
 * The sentence about the goals' target date: the goals' own date(s), or the template's proposal
 * when none is known (said as a proposal), or nothing when no goal is addressed.
 */
function targetSentence(target: NoteTargetDate | null, goalCount: number): string {
  if (!target) return "";
  const goals = goalCount > 1 ? "the goals" : "the goal";
  if (target.origin === "fallback")
    return ` No target date is recorded for ${goals}; review progress by ${target.dates[0]}.`;
  if (target.dates.length === 1) return ` The target date for ${goals} is ${target.dates[0]}.`;
  return ` The target dates for the goals are ${joinList(target.dates)}.`;
}

function nextSteps(facts: NoteFacts, name: string): string {
  const goalCount = facts.goalsAddressed.filter((g) => g.trim()).length;
  const target = targetSentence(noteTargetDates(facts, { fallback: true }), goalCount);
  // The decision rule's advice replaces the usual advice where it differs (progress and quarterly notes).
  const decided =
    facts.type === "behavioral" || facts.type === "annual" ? null : decisionNextStep(facts, name);
  if (decided) return `${decided}${target}`;
  switch (facts.type) {
    case "behavioral":
      return `Next steps are to continue the behavior supports in place, record the frequency and duration of the target behaviors and what happened before them, share the data with the team and family, and review ${name}'s behavior plan if the pattern continues.${target}`;
    case "quarterly":
      return `Next steps are to share this summary with the family in the quarterly progress report, continue the current instruction, strategies and accommodations, and review ${name}'s progress toward the goal again next quarter.${target}`;
    case "annual":
      return `Next steps are to use these results to update ${name}'s present levels of performance and to propose goals, services and accommodations at the annual IEP review.${target}`;
    default:
      return `Next steps are to continue the current instruction, strategies and accommodations, collect data at least weekly, and compare ${name}'s progress with the goal; adjust instruction if the data show too little progress.${target}`;
  }
}

/**
 * Writes the template note for `facts` (plain text, paragraphs separated by blank lines).
 * Deterministic: the same facts give the same note.
 */
export function draftTemplateNote(facts: NoteFacts): string {
  const name = firstName(facts.student.name);
  const subject = facts.subject?.trim() || "General";
  const date = calendarDate(facts.date);
  const dateText = date ? longDate(date) : facts.date;
  const paragraphs: string[] = [];

  // Heading: who, when, what.
  const heading = [`${TYPE_TITLES[facts.type]}: ${subject}`];
  const idLine = [`Student: ${name}`];
  if (facts.student.grade?.trim()) idLine.push(`Grade: ${facts.student.grade.trim()}`);
  idLine.push(`Date: ${dateText}`);
  heading.push(idLine.join(" | "));
  const goals = facts.goalsAddressed.map((g) => g.trim()).filter(Boolean);
  if (goals.length) {
    heading.push(`${goals.length > 1 ? "Goals" : "Goal"} addressed: ${goals.map(endSentence).join(" ")}`);
  } else {
    heading.push(`Goal area: ${subject}.`);
  }
  paragraphs.push(heading.join("\n"));

  // The session and what was observed, as one paragraph of prose.
  const identityFirst = facts.student.identityFirstLanguage === true;
  const observations = tidyText(rewriteText(facts.observations, { identityFirst, shorthand: true }).text);
  paragraphs.push(
    [sessionSentence(facts, name, subject, dateText), observations && withSubject(observations, name)]
      .filter(Boolean)
      .join(" "),
  );
  const performance = performanceProse(facts, name, subject);
  if (performance) paragraphs.push(performance);
  const decision = decisionProse(facts, name);
  if (decision) paragraphs.push(decision);
  const supports = supportsProse(facts, name);
  if (supports) paragraphs.push(supports);
  paragraphs.push(nextSteps(facts, name));
  return paragraphs.join("\n\n");
}

/**
 * Light, rule-based clean-up of a teacher's text (the observations in a template note, and
 * `enhance_*` requests without an AI provider): per line, spaces collapsed, the first letter
 * capitalised; blank lines dropped; a closing full stop at the end. Never changes a number.
 */
export function tidyText(text: string): string {
  const lines = cleanLines(text).map(capitalize);
  // Only the end gets a full stop: one inside could split a fact that runs over a line break.
  return lines.length ? endSentence(lines.join("\n")) : "";
}

/**
 * The offline `enhance_*` answer (requirements "Improve wording"): the rule-based
 * rewrite (`rewriter.ts`: person-first, objective wording) then `tidyText`. Never changes a number.
 * @param options `identityFirst`: the student's stated preference for identity-first language.
 */
export function enhanceText(text: string, options: { identityFirst?: boolean } = {}): string {
  return tidyText(rewriteText(text, { ...options, shorthand: true }).text);
}
