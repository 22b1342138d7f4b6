/**
 * Drafting a full note under the guards (requirements "Note generation": the AI result is used; if
 * the AI fails or returns too little, the built-in template note is used and the teacher is told;
 * requirements "AI guards": numbers kept, and nothing named that the request or the record does not
 * hold; "De-identification"). The pipeline is `generateGuarded`.
 */
import type { NoteSource } from "../../../shared/contracts/notes.ts";
import { MIN_FULL_NOTE_CHARS } from "../../../shared/domain/note-drafting/guards.ts";
import { fidelitySource, type NoteFacts } from "../../../shared/domain/note-drafting/note-facts.ts";
import { draftTemplateNote } from "../../../shared/domain/note-drafting/template-note.ts";
import { type DraftListener, generateGuarded } from "../guarded-generation.ts";
import { noteKnownFacts } from "../guards/note-known-facts.ts";
import { checkSourcedFacts } from "../guards/source-guard.ts";
import type { KnownDetails } from "../privacy/pseudonymizer.ts";
import type { TextGenerator } from "../writers/text-generator.ts";

/** How many times a guard failure is retried before the template is used (architecture "AI pipeline": once). */
export const GUARD_RETRIES = 1;

export interface DraftResult {
  text: string;
  /** "ai" when the provider's draft passed the guards; "template" for the offline drafter or the fallback. */
  source: NoteSource;
  /** Sentences for the teacher about what the guards did (empty when the draft was used as is). */
  warnings: string[];
}

export interface DraftOptions {
  /** Other names to keep from the provider: the rest of the roster, parent contacts, staff, attendees. */
  otherNames?: readonly string[];
  /** The phone numbers, ID numbers and dates of birth to keep from the provider (`loadNamesToHide`). */
  details?: KnownDetails;
  /** The clock, for the prompt's default goal date. */
  now?: Date;
  /** Cancels the draft; an abort is rethrown. */
  signal?: AbortSignal;
  /** Receives one line per fallback (no student text). */
  log?: (line: string) => void;
  /** Sees the draft as it is written (streaming, requirements "Note streaming"). */
  listener?: DraftListener;
}

const FALLBACK = "so the built-in template note was used instead.";

/**
 * Drafts the note of `facts`: the writer's text when it is long enough and keeps every number, unit,
 * date and count of the teacher's text (one retry), else the template note with a warning.
 * Never throws for an AI failure (an abort of `options.signal` is rethrown).
 */
export async function draftNote(
  generator: TextGenerator,
  facts: NoteFacts,
  options: DraftOptions = {},
): Promise<DraftResult> {
  const result = await generateGuarded(generator, {
    task: { kind: "note", facts, now: options.now ?? new Date() },
    names: { ...options.details, student: facts.student.name, others: options.otherNames ?? [] },
    fidelitySource: fidelitySource(facts),
    sourceCheck: (text) => {
      const known = noteKnownFacts(facts);
      return checkSourcedFacts(known, text, [facts.student.name]).foreign;
    },
    judgementSource: fidelitySource(facts),
    minChars: MIN_FULL_NOTE_CHARS,
    retries: GUARD_RETRIES,
    fallback: { text: () => draftTemplateNote(facts), source: "template" },
    warnings: {
      failed: (description) => `The AI text service could not be used (${description}), ${FALLBACK}`,
      tooShort: `The AI draft was too short, ${FALLBACK}`,
      changed: (missing) => `The AI draft changed or left out ${missing}, ${FALLBACK}`,
      invented: (foreign) =>
        `The AI draft named ${foreign}, which the teacher never gave and the record does not hold; they were removed: ${FALLBACK}`,
      judgement: (found) =>
        `The AI draft wrote ${found}, a judgement word or a behaviour the observations do not describe, ${FALLBACK}`,
    },
    logPrefix: "AI draft",
    log: options.log,
    signal: options.signal,
    listener: options.listener,
  });
  return { ...result, source: result.source === "ai" ? "ai" : "template" };
}
