/**
 * Prompts for the AI text service (requirements "AI text service": "The request is one system message plus one user
 * prompt"; architecture "AI pipeline"; requirements "Constants": suggestions name 30 June of next year
 * where a goal needs a date; a note names only the addressed goals' own target dates).
 */

import { forSubject, type NoteFacts } from "../../../shared/domain/note-drafting/note-facts.ts";
import { noteTargetDates } from "../../../shared/domain/note-drafting/note-goal-dates.ts";
import type { ChatRequest } from "./text-generator.ts";

/** requirements "AI text service" field type of a full note. */
export const FULL_NOTE_FIELD_TYPE = "full_note_generation";

/** requirements "Constants": 1200 tokens for a full note. */
export const MAX_TOKENS_FULL_NOTE = 1200;
/** requirements "Constants": 200 tokens for an `enhance_*` rewrite. */
export const MAX_TOKENS_ENHANCE = 200;
/** requirements "Constants": 500 tokens for anything else (suggestions). */
export const MAX_TOKENS_OTHER = 500;
/** requirements "Constants": temperature 0.4 for every request. */
export const AI_TEMPERATURE = 0.4;

/** The placeholder that stands for the note's student in anything sent to a provider (architecture "Security model"). */
export const STUDENT_PLACEHOLDER = "[STUDENT]";

/** requirements "Constants" token limit for a field type (requirements "AI text service" field types). */
export function maxTokensFor(fieldType: string): number {
  if (fieldType === FULL_NOTE_FIELD_TYPE) return MAX_TOKENS_FULL_NOTE;
  if (fieldType.startsWith("enhance_")) return MAX_TOKENS_ENHANCE;
  return MAX_TOKENS_OTHER;
}

/**
 * Judgement words are left out, never turned into a behaviour (requirements "AI guards"); the
 * judgement-word guard refuses a reply that does either (`checkJudgementWords`).
 */
export const JUDGEMENT_WORDS_INSTRUCTION =
  "Leave out words that judge the student instead of describing what was seen (such as 'lazy', 'defiant', 'unmotivated', 'rude', 'manipulative'). Never replace such a word with a behavior the text does not describe: write 'did not complete the task' only if the teacher wrote it.";

/** The one system message for a full note. */
export const FULL_NOTE_SYSTEM_MESSAGE = [
  "You are an experienced special-education teacher writing IEP progress documentation for a student's file.",
  "Write in objective, professional, person-first language: describe the student as a person first and describe observable behavior and measured data, not judgments or labels (write 'left the classroom 3 times', not 'eloped constantly').",
  JUDGEMENT_WORDS_INSTRUCTION,
  "Keep every number, unit, date and count exactly as the teacher wrote it: the same digits, the same unit, the same format. Never round, convert, recalculate or spell out a number.",
  "Use only the facts given. Do not invent scores, dates, people, events, diagnoses or causes. If something is not given, leave it out.",
  `Names are replaced by placeholders in square brackets, such as ${STUDENT_PLACEHOLDER}. Keep each placeholder exactly as written, brackets included.`,
  "Write plain text in short paragraphs, without Markdown, bullet symbols or headings with #.",
].join("\n");

const TYPE_GUIDANCE: Record<NoteFacts["type"], string> = {
  progress: "a progress note on the goal(s) addressed in this session",
  behavioral: "a behavioral note describing the behaviors observed, their context, and the supports used",
  quarterly: "a quarterly progress summary suitable for the progress report to the family",
  annual: "an annual progress summary that can inform present levels at the annual IEP review",
};

const NEXT_STEPS_GUIDANCE: Record<NoteFacts["type"], string> = {
  progress: "next steps for instruction and data collection",
  behavioral: "next steps for behavior support and data collection",
  quarterly: "next steps for the coming quarter",
  annual: "recommendations for the annual review (present levels, proposed goals)",
};

const list = (items: readonly string[]) => items.filter((s) => s.trim() !== "").join("; ");

/**
 * Builds the one system message and one user prompt for a full note (requirements "AI text service" `full_note_generation`),
 * with 1200 tokens and temperature 0.4 (requirements "Constants"). The student is named `[STUDENT]` in the prompt;
 * other names are de-identified by the caller (`privacy/pseudonymizer.ts` `createPseudonymizer`).
 * The prompt names a target date only when the addressed goals have one (their record or their own
 * words), and none when no goal is addressed (requirements "Note generation").
 * @param _now the clock of the task (the note prompt needs no default date any more).
 */
export function buildFullNoteRequest(facts: NoteFacts, _now: Date): ChatRequest {
  const s = facts.student;
  const p = facts.performanceData;
  const st = facts.strategyData;
  const c = facts.contextData;
  const subject = facts.subject?.trim() || "General";
  const lines: string[] = [];

  lines.push(`Write ${TYPE_GUIDANCE[facts.type]} for ${STUDENT_PLACEHOLDER}.`);
  lines.push(`Note type: ${facts.type}. Date: ${facts.date}. Subject or goal area: ${subject}.`);
  if (s.grade) lines.push(`Grade: ${s.grade}.`);
  if (facts.goalsAddressed.length) lines.push(`Goal(s) addressed: ${list(facts.goalsAddressed)}.`);

  lines.push("", "Teacher's observations (keep every number, unit, date and count exactly):", '"""');
  lines.push(facts.observations, '"""');

  const data: string[] = [];
  if (p?.baselineLevel) data.push(`Baseline: ${p.baselineLevel}`);
  if (p?.currentLevel) data.push(`Current level: ${p.currentLevel}`);
  if (p?.progressPercentage !== undefined && p?.progressPercentage !== null) {
    data.push(`Progress toward the goal: ${p.progressPercentage}%`);
  }
  for (const [label, value] of Object.entries(p?.dynamicData ?? {})) data.push(`${label}: ${value}`);
  if (data.length) lines.push("", `Performance data: ${list(data)}.`);

  if (st?.strategiesUsed?.length) lines.push(`Strategies used: ${list(st.strategiesUsed)}.`);
  if (st?.accommodationsUsed?.length) lines.push(`Accommodations used: ${list(st.accommodationsUsed)}.`);
  const session = [
    c?.setting ? `setting: ${c.setting}` : "",
    c?.duration ? `duration: ${c.duration}` : "",
    c?.groupSize ? `group size: ${c.groupSize}` : "",
  ];
  if (list(session)) lines.push(`Session: ${list(session)}.`);

  const context: string[] = [];
  if (s.iepGoals.length) context.push(`IEP goals: ${list(s.iepGoals)}.`);
  const tool = forSubject(s.assessmentTools, facts.subject);
  if (tool) context.push(`Assessment tool for ${subject}: ${tool}.`);
  const target = forSubject(s.iepGoalTargets, facts.subject);
  if (target) context.push(`IEP goal target for ${subject}: ${target}.`);
  if (s.defaultStrategies.length) {
    const items = s.defaultStrategies.map((d) =>
      [d.name, d.frequency, d.duration].filter(Boolean).join(", "),
    );
    context.push(`Usual strategies (name, frequency, duration): ${list(items)}.`);
  }
  if (s.defaultAccommodations.length) {
    const items = s.defaultAccommodations.map((d) =>
      [d.name, d.conditions, d.whenUsed].filter(Boolean).join(", "),
    );
    context.push(`Usual accommodations (name, conditions, when used): ${list(items)}.`);
  }
  if (context.length)
    lines.push("", "Student context (background; mention only what is relevant):", ...context);

  const goalDates = noteTargetDates(facts, { fallback: false });
  lines.push(
    "",
    goalDates
      ? `Target date of the goal(s) addressed: ${list(goalDates.dates)}. Name no other target date.`
      : "No target date is known: do not state a target date for any goal.",
    "Name only the strategies and accommodations listed under 'Strategies used' and 'Accommodations used' as used in this session; the usual ones of the student context are background, never stated as used.",
    "Structure: a one-sentence summary of the session; the observations and data restated objectively; performance compared with the baseline where one is given; the strategies and accommodations used; the setting; " +
      `${NEXT_STEPS_GUIDANCE[facts.type]}.`,
    "Length: 150 to 400 words.",
  );

  return {
    fieldType: FULL_NOTE_FIELD_TYPE,
    system: FULL_NOTE_SYSTEM_MESSAGE,
    prompt: lines.join("\n"),
    maxTokens: MAX_TOKENS_FULL_NOTE,
    temperature: AI_TEMPERATURE,
  };
}

/** The one system message for an `enhance_*` rewrite (requirements "AI text service"; 200 tokens, requirements "Constants"). */
export const ENHANCE_SYSTEM_MESSAGE = [
  "You are an experienced special-education teacher editing a colleague's rushed note for a student's IEP file.",
  "Rewrite the text in objective, professional, person-first language: name the person before any disability ('a student with autism', not 'an autistic boy'; 'uses a wheelchair', not 'wheelchair-bound'), and describe the events the text reports in observable words ('cried and left the room', not 'had a meltdown').",
  JUDGEMENT_WORDS_INSTRUCTION,
  "Keep every number, unit, date and count exactly as written: the same digits, the same unit, the same format. Never round, convert, recalculate or spell out a number.",
  "Use only the facts given. Do not invent scores, dates, people, events, diagnoses or causes.",
  `Names are replaced by placeholders in square brackets, such as ${STUDENT_PLACEHOLDER}. Keep each placeholder exactly as written, brackets included.`,
  "Reply with the rewritten text only: plain text, about the same length, no preamble, no Markdown.",
].join("\n");

/** The field name of an `enhance_<field>` type, as words ("enhance_presentLevels" → "present levels"). */
function fieldWords(fieldType: string): string {
  return fieldType
    .replace(/^enhance_/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

/**
 * Builds the one system message and one user prompt for an `enhance_*` rewrite (requirements "AI text service") with 200
 * tokens and temperature 0.4 (requirements "Constants"). The model writer hides the names in the result.
 * @param text the teacher's text.
 * @param identityFirst the student's preference for identity-first language ("an autistic student").
 */
export function buildEnhanceRequest(
  fieldType: string,
  text: string,
  options: { identityFirst?: boolean } = {},
): ChatRequest {
  const lines = [
    `Rewrite this ${fieldWords(fieldType)} text (keep every number, unit, date and count exactly):`,
    '"""',
    text,
    '"""',
  ];
  if (options.identityFirst) {
    lines.push(
      "This student and family prefer identity-first language (for example 'an autistic student'): keep identity-first wording where the text uses it.",
    );
  }
  return {
    fieldType,
    system: ENHANCE_SYSTEM_MESSAGE,
    prompt: lines.join("\n"),
    maxTokens: MAX_TOKENS_ENHANCE,
    temperature: AI_TEMPERATURE,
  };
}

/** The one system message for suggestions (requirements "Suggestions"). */
export const SUGGESTIONS_SYSTEM_MESSAGE = [
  "You help a special-education teacher finish a field of an IEP progress note.",
  "Offer up to 3 ways to complete or continue the teacher's text, in objective, professional, person-first language that describes observable behavior and measured data.",
  "Keep every number, unit, date and count from the teacher's text exactly as written. Do not invent scores, dates, people, events, diagnoses or causes; where a value is unknown, write ___ for the teacher to fill in.",
  `Names are replaced by placeholders in square brackets, such as ${STUDENT_PLACEHOLDER}. Keep each placeholder exactly as written.`,
  "Reply with a numbered list only: one suggestion per line, '1. ', '2. ', '3. ', each one sentence, no preamble.",
].join("\n");

/**
 * Builds the one system message and one user prompt for suggestions on a field (requirements "AI text service"; 500 tokens,
 * temperature 0.4, requirements "Constants"). The student is `[STUDENT]`; the caller de-identifies `input`.
 * @param now the clock, for the default goal date in the prompt (30 June of next year, requirements "Constants").
 */
export function buildSuggestionsRequest(
  fieldType: string,
  input: string,
  context: { grade?: string | null; noteType?: string | null },
  now: Date,
): ChatRequest {
  const field = fieldType.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  const lines = [`Field: ${field}. Student: ${STUDENT_PLACEHOLDER}.`];
  if (context.grade) lines.push(`Grade: ${context.grade}.`);
  if (context.noteType) lines.push(`Note type: ${context.noteType}.`);
  lines.push("Teacher's text so far:", '"""', input, '"""');
  lines.push(
    `Where a goal needs a target date and none is given, use June 30, ${now.getUTCFullYear() + 1}.`,
    "Give up to 3 numbered suggestions.",
  );
  return {
    fieldType,
    system: SUGGESTIONS_SYSTEM_MESSAGE,
    prompt: lines.join("\n"),
    maxTokens: MAX_TOKENS_OTHER,
    temperature: AI_TEMPERATURE,
  };
}
