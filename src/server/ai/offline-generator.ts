/**
 * The offline drafter (architecture "Two ways to run": "offline drafter: deterministic templates + rule-based
 * rewriting; no network"; requirements "Note generation": the addressed goal's own target date, a
 * review date 6 months ahead only when nothing is known, and supports only as the teacher ticked them).
 *
 * `draftTemplateNote(facts)` writes a complete progress note from the structured facts: student,
 * date, note type, subject, goal(s) addressed, the teacher's observations restated (objective,
 * person-first wording by `rewriteText`, white space and first letter tidied, never a number; the
 * student's identity-first preference respected), performance against the
 * baseline, other data, strategies and accommodations used, the session's setting, and next steps
 * for the note type. Every number, unit, date and count of the teacher's text is copied unchanged,
 * so the note always passes the number-fidelity guard (`guards.ts`).
 *
 * It is the generator when no `AI_API_KEY` is set, and the fallback whenever the AI fails.
 */
import { AiError } from "./errors.ts";
import { draftOfflineSection } from "./iep-drafter.ts";
import { firstName, forSubject, type NoteFacts } from "./note-facts.ts";
import { calendarDate, longDate, type NoteTargetDate, noteTargetDates } from "./note-goal-dates.ts";
import { rewriteText } from "./rewriter.ts";
import type { TextGenerator, WritingTask } from "./text-generator.ts";

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

/** Adds a full stop when the text ends without closing punctuation. */
function endSentence(text: string): string {
  // Ended only by terminal punctuation, possibly inside closing quotes/brackets: "(6 errors)" is not.
  return /[.!?…]["')\]]*$/.test(text) ? text : `${text}.`;
}

const joinList = (items: readonly string[]) => {
  const list = items.map((s) => s.trim()).filter(Boolean);
  if (list.length <= 1) return list.join("");
  if (list.length === 2) return `${list[0]} and ${list[1]}`;
  return `${list.slice(0, -1).join(", ")}, and ${list.at(-1)}`;
};

/** A leading number and the rest (`"42 wcpm"` → 42, "wcpm"), or null. */
function leadingNumber(text: string): { value: number; decimals: number; unit: string } | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(.*?)\s*$/.exec(text);
  if (!m?.[1]) return null;
  return { value: Number(m[1]), decimals: m[1].split(".")[1]?.length ?? 0, unit: (m[2] ?? "").trim() };
}

/**
 * One sentence comparing the current level with the baseline when both start with a number in the
 * same unit: "an increase of 16 wcpm" / "a decrease of 2 incidents" / "the same as the baseline".
 */
function changeFromBaseline(baseline: string, current: string): string | null {
  const b = leadingNumber(baseline);
  const c = leadingNumber(current);
  if (!b || !c || b.unit.toLowerCase() !== c.unit.toLowerCase()) return null;
  const decimals = Math.max(b.decimals, c.decimals);
  const diff = Number((c.value - b.value).toFixed(decimals));
  if (diff === 0) return "the same as the baseline";
  const amount = Math.abs(diff).toFixed(decimals);
  const unit =
    b.unit === "%" ? " percentage points" : b.unit.startsWith("%") ? b.unit : b.unit ? ` ${b.unit}` : "";
  return `${diff > 0 ? "an increase" : "a decrease"} of ${amount}${unit} from the baseline`;
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
  switch (facts.type) {
    case "behavioral":
      return `Next steps: continue the behavior supports in place, record the frequency and duration of the target behaviors and what happened before them, share the data with the team and family, and review ${name}'s behavior plan if the pattern continues.${target}`;
    case "quarterly":
      return `Next steps: share this summary with the family in the quarterly progress report, continue the current instruction, strategies and accommodations, and review ${name}'s progress toward the goal again next quarter.${target}`;
    case "annual":
      return `Next steps: use these results to update ${name}'s present levels of performance and to propose goals, services and accommodations at the annual IEP review.${target}`;
    default:
      return `Next steps: continue the current instruction, strategies and accommodations, collect data at least weekly, and compare ${name}'s progress with the goal; adjust instruction if the data show too little progress.${target}`;
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

  // The session in one sentence, then the observations as the teacher wrote them.
  const c = facts.contextData;
  const session: string[] = [];
  if (c?.setting?.trim()) session.push(`Setting: ${endSentence(c.setting.trim())}`);
  if (c?.duration?.trim()) session.push(`Duration: ${endSentence(c.duration.trim())}`);
  if (c?.groupSize?.trim()) session.push(`Group size: ${endSentence(c.groupSize.trim())}`);
  const intro =
    subject === "General"
      ? `On ${dateText}, ${name} was observed during instruction.`
      : `On ${dateText}, ${name} was observed during a session focused on ${subject}.`;
  paragraphs.push([intro, ...session].join(" "));

  // Restated in objective, person-first wording (numbers untouched), with the student's preference.
  const identityFirst = facts.student.identityFirstLanguage === true;
  const observations = tidyText(rewriteText(facts.observations, { identityFirst }).text);
  if (observations) paragraphs.push(`Observations: ${observations}`);

  // Performance against the baseline, progress, other data, and the IEP's own measure and target.
  const p = facts.performanceData;
  const perf: string[] = [];
  const baseline = p?.baselineLevel?.trim();
  const current = p?.currentLevel?.trim();
  if (baseline && current) {
    const change = changeFromBaseline(baseline, current);
    perf.push(`Baseline: ${baseline}. Current level: ${current}${change ? `, ${change}` : ""}.`);
  } else if (current) {
    perf.push(`Current level: ${current}. No baseline was recorded for comparison.`);
  } else if (baseline) {
    perf.push(`Baseline: ${baseline}. No current level was recorded in this note.`);
  }
  if (p?.progressPercentage !== undefined && p?.progressPercentage !== null) {
    perf.push(`Progress toward the goal: ${p.progressPercentage}%.`);
  }
  const dynamic = Object.entries(p?.dynamicData ?? {}).filter(([, v]) => v.trim() !== "");
  if (dynamic.length)
    perf.push(`Other data: ${dynamic.map(([k, v]) => `${k.trim()}: ${v.trim()}`).join("; ")}.`);
  const tool = forSubject(facts.student.assessmentTools, facts.subject);
  if (tool) perf.push(`Progress in ${subject} is measured with ${endSentence(tool)}`);
  const target = forSubject(facts.student.iepGoalTargets, facts.subject);
  if (target) perf.push(`IEP target for ${subject}: ${endSentence(target)}`);
  if (perf.length) paragraphs.push(`Performance: ${perf.join(" ")}`);

  // Supports used in the session.
  const st = facts.strategyData;
  const supports: string[] = [];
  if (st?.strategiesUsed?.length) supports.push(`Strategies used: ${joinList(st.strategiesUsed)}.`);
  if (st?.accommodationsUsed?.length) {
    supports.push(`Accommodations provided: ${joinList(st.accommodationsUsed)}.`);
  }
  if (supports.length) paragraphs.push(`Supports: ${supports.join(" ")}`);

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
  return tidyText(rewriteText(text, options).text);
}

/** The offline text of a task, written from its data; suggestions are not written offline. */
function answer(task: WritingTask): string {
  switch (task.kind) {
    case "note":
      return draftTemplateNote(task.facts);
    case "enhance":
      return enhanceText(task.text, { identityFirst: task.identityFirst });
    case "iepSection":
      return draftOfflineSection(task.section, task.data, task.now);
    case "suggestions":
      throw new AiError("unsupported", `The offline drafter does not answer "${task.fieldType}" requests.`);
  }
}

/**
 * The offline writer (author "template", no network): a full note is the template note, an
 * `enhance` task the rule-based rewrite (`enhanceText`), an IEP section the section written from the
 * record. Names never leave the machine, so nothing is hidden.
 * @throws AiError "unsupported" for suggestions (the caller uses the fixed fallbacks).
 */
export function createOfflineGenerator(): TextGenerator {
  return {
    description: "offline drafter (no AI_API_KEY set)",
    author: "template",
    complete: async (task) => answer(task),
    stream: async function* (task) {
      const text = answer(task);
      // Paragraph by paragraph, so a streaming client shows the first words at once.
      const parts = text.split(/(?<=\n\n)/);
      for (const part of parts) yield part;
    },
  };
}
