/**
 * Suggestions without an AI provider (requirements "Suggestions", "Offline drafter"): written from
 * what the teacher typed, the observation's subject and the student's own structured goals
 * (requirements "IEP goals"), never from fixed fill-in-the-blank templates. Same rules as the AI
 * suggestions: at most 3, each longer than 10 characters (the caller asks only for inputs of at
 * least 3 characters). Every number the teacher typed is kept as typed (requirements "AI guards").
 */
import { MAX_SUGGESTIONS, MIN_SUGGESTION_LINE_CHARS } from "../../../shared/domain/ai-suggestions.ts";
import { calendarDate, longDate } from "../../../shared/domain/note-drafting/note-goal-dates.ts";
import { rewriteText } from "../../../shared/domain/note-drafting/rewriter.ts";

/** The goal fields a suggestion reads (a subset of the goals feature's `Goal`). */
export interface SuggestionGoal {
  statement: string;
  area: string | null;
  baselineValue: number | null;
  baselineDate: string;
  targetValue: number | null;
  unit: string | null;
  measurementMethod: string | null;
  evaluationSchedule: string | null;
  targetDate: string | null;
}

export interface OfflineSuggestionInput {
  fieldType: string;
  /** What the teacher typed (at least 3 characters after trimming). */
  input: string;
  /** The student's first name, or "" for "the student". */
  firstName: string;
  /** The observation's subject ("Reading"), if chosen. */
  subject?: string;
  /** The student's structured goals, in the record's order (oldest first). */
  goals: readonly SuggestionGoal[];
}

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

/** The goals that fit: the subject's area first, then those sharing words with the input. */
export function relevantGoals(
  goals: readonly SuggestionGoal[],
  subject: string | undefined,
  input: string,
): SuggestionGoal[] {
  const wanted = subject?.trim().toLowerCase() ?? "";
  const typed = words(input);
  const score = (g: SuggestionGoal) => {
    const area = g.area?.trim().toLowerCase() ?? "";
    let s = 0;
    if (wanted && area && (area.includes(wanted) || wanted.includes(area))) s += 10;
    if (wanted && g.statement.toLowerCase().includes(wanted)) s += 5;
    if (g.unit && input.toLowerCase().includes(g.unit.toLowerCase())) s += 5;
    for (const w of words(g.statement)) if (typed.has(w)) s += 1;
    return s;
  };
  return goals
    .map((g, i) => ({ g, i, s: score(g) }))
    .filter((x) => x.s > 0 || !wanted)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.g);
}

/** The teacher's text as one clean sentence without its final full stop (person-first, numbers kept). */
function clause(input: string): string {
  const text = rewriteText(input.trim().replace(/\s+/g, " ")).text;
  return text.replace(/[.!?]+$/, "");
}

/** "June 1, 2027" for `2027-06-01`, or null. */
function dateOf(iso: string | null): string | null {
  const date = iso ? calendarDate(iso) : null;
  return date ? longDate(date) : null;
}

/** "90 wcpm by June 1, 2027" or null. */
function targetText(goal: SuggestionGoal): string | null {
  if (goal.targetValue === null) return null;
  const unit = goal.unit ? ` ${goal.unit}` : "";
  const by = dateOf(goal.targetDate);
  return `${goal.targetValue}${unit}${by ? ` by ${by}` : ""}`;
}

/** Sentences for one goal: the typed data against the target and the baseline, and the next measure. */
function goalSentences(goal: SuggestionGoal, typed: string, who: string, fieldType: string): string[] {
  const out: string[] = [];
  const target = targetText(goal);
  const unit = goal.unit ? ` ${goal.unit}` : "";
  const baseline =
    goal.baselineValue !== null ? `${goal.baselineValue}${unit} on ${dateOf(goal.baselineDate)}` : null;
  if (fieldType === "baselineData") {
    out.push(`Baseline for the goal "${goal.statement}": ${typed}.`);
  } else if (target) {
    out.push(`${typed}, measured against the goal of ${target}.`);
  } else {
    out.push(`${typed}, toward the goal "${goal.statement}".`);
  }
  if (baseline && fieldType !== "baselineData") out.push(`${typed}; ${who}'s baseline was ${baseline}.`);
  const how = [goal.measurementMethod, goal.evaluationSchedule].filter((s) => s?.trim()).join(", ");
  if (how) out.push(`${typed}. Progress is measured by ${how}.`);
  return out;
}

/**
 * Up to 3 suggestions for a field, written offline from the input, the subject and the goals.
 * @returns Distinct suggestions, each longer than 10 characters; at least one (the typed text
 *   set in the subject) whenever the input is long enough.
 */
export function suggestOffline(request: OfflineSuggestionInput): string[] {
  const typed = clause(request.input);
  const who = request.firstName.trim() || "the student";
  const subject = request.subject?.trim();
  const out: string[] = [];
  for (const goal of relevantGoals(request.goals, subject, request.input)) {
    out.push(...goalSentences(goal, typed, who, request.fieldType));
  }
  if (subject) out.push(`During ${subject}: ${typed}.`);
  out.push(`${typed}; data will be collected again at the next ${subject ?? "session"} probe.`);
  const distinct = [...new Set(out.map((s) => s.charAt(0).toUpperCase() + s.slice(1)))];
  return distinct.filter((s) => s.length > MIN_SUGGESTION_LINE_CHARS).slice(0, MAX_SUGGESTIONS);
}
