/**
 * The target date a note may state for the goals it addresses (requirements "Note generation": the
 * addressed goal's own target date; nothing about a date when no goal is addressed; the 6-months-ahead
 * date of requirements "Constants" only as the template's last resort).
 *
 * Where a goal's date comes from, in order:
 * 1. the record's structured goal whose statement is the addressed goal (`StudentContext.goals`,
 *    its `targetDate`, written "June 1, 2027");
 * 2. a date inside the goal's own words ("… by June 2027" → "June 2027", verbatim);
 * 3. nothing known: the template alone proposes a review date 6 months after the note's date, and
 *    says that it is a proposal.
 */
import { addMonths, format, isValid } from "date-fns";
import { extractFacts } from "./guards.ts";
import type { NoteFacts } from "./note-facts.ts";

/** requirements "Constants": the template's last-resort review date, 6 months after the note's date. */
export const TEMPLATE_GOAL_DATE_MONTHS = 6;

/** A `YYYY-MM-DD` date as a local calendar date (no time-zone shift), or null. */
export function calendarDate(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isValid(d) ? d : null;
}

/** "March 3, 2026" for a calendar date. */
export const longDate = (d: Date) => format(d, "MMMM d, yyyy");

/** A goal statement compared loosely: lower case, one space, no closing punctuation. */
export function goalKey(statement: string): string {
  return statement
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s.;:!]+$/, "")
    .trim();
}

/**
 * The record's structured goal that an addressed goal names: the same statement (loosely), or one
 * statement beginning with the other (a goal ticked without its closing words).
 */
export function matchGoal<T extends { statement: string }>(
  addressed: string,
  goals: readonly T[],
): T | undefined {
  const key = goalKey(addressed);
  if (!key) return undefined;
  return (
    goals.find((g) => goalKey(g.statement) === key) ??
    goals.find((g) => {
      const other = goalKey(g.statement);
      return other.length > 0 && (other.startsWith(key) || key.startsWith(other));
    })
  );
}

/** The target date of one addressed goal, as the note writes it, or null when none is known. */
export function goalTargetDate(addressed: string, facts: NoteFacts): string | null {
  const structured = matchGoal(addressed, facts.student.goals ?? []);
  const date = structured?.targetDate ? calendarDate(structured.targetDate) : null;
  if (date) return longDate(date);
  const inWords = extractFacts(addressed).filter((f) => f.kind === "date");
  return inWords.at(-1)?.text ?? null;
}

export interface NoteTargetDate {
  /** The date(s) as written in the note; several when the goals have different dates. */
  dates: string[];
  /** "goal": from the goals or the record; "fallback": the template's proposal (nothing known). */
  origin: "goal" | "fallback";
}

/**
 * The target date(s) of the goals a note addresses (see the module comment), or null when no goal
 * is addressed. `fallback` allows the 6-months-ahead proposal (the template only; the prompt for a
 * model never gets a made-up date).
 */
export function noteTargetDates(facts: NoteFacts, options: { fallback: boolean }): NoteTargetDate | null {
  const goals = facts.goalsAddressed.map((g) => g.trim()).filter(Boolean);
  if (goals.length === 0) return null;
  const dates = [
    ...new Set(goals.map((g) => goalTargetDate(g, facts)).filter((d): d is string => d !== null)),
  ];
  if (dates.length > 0) return { dates, origin: "goal" };
  const noteDate = calendarDate(facts.date);
  if (!options.fallback || !noteDate) return null;
  return { dates: [longDate(addMonths(noteDate, TEMPLATE_GOAL_DATE_MONTHS))], origin: "fallback" };
}
