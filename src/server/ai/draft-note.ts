/**
 * Drafting a full note with the guards (spec §4 "Note generation: the AI result is used. If the AI
 * fails or returns too little, a built-in template note is used"; architecture §6 "number fidelity …
 * otherwise retry once, then fall back … and say so"; architecture §5 de-identification).
 */
import type { NoteSource } from "../../shared/contracts/notes.ts";
import { toAiError } from "./errors.ts";
import { checkNumberFidelity, createPseudonymizer, isTooShort } from "./guards.ts";
import { fidelitySource, type NoteFacts } from "./note-facts.ts";
import { draftTemplateNote } from "./offline-generator.ts";
import { buildFullNoteRequest } from "./prompts.ts";
import type { TextGenerator } from "./text-generator.ts";

/** How many times a guard failure is retried before the template is used (architecture §6: once). */
export const GUARD_RETRIES = 1;

export interface DraftResult {
  text: string;
  /** "ai" when the provider's draft passed the guards; "template" for the offline drafter or the fallback. */
  source: NoteSource;
  /** Sentences for the teacher about what the guards did (empty when the draft was used as is). */
  warnings: string[];
}

export interface DraftOptions {
  /** Other names to keep from the provider: the rest of the roster, parent contacts (architecture §5). */
  otherNames?: readonly string[];
  /** The clock, for the prompt's default goal date. */
  now?: Date;
  signal?: AbortSignal;
  /** Receives one line per fallback (no student text). */
  log?: (line: string) => void;
}

const FALLBACK = "so the built-in template note was used instead.";

/**
 * Runs `generator` on the note's facts and applies the guards: a draft that is too short, or that
 * drops or changes a number, unit, date or count of the teacher's text, is retried once and then
 * replaced by the template note; a generator error gives the template note at once (the SDK has
 * already retried). A network generator never sees the names the caller knows: they are replaced by
 * placeholders before the call and restored in the reply.
 * Never throws for an AI failure; the returned `warnings` say what happened.
 */
export async function draftNote(
  generator: TextGenerator,
  facts: NoteFacts,
  options: DraftOptions = {},
): Promise<DraftResult> {
  const log = options.log ?? (() => {});
  const template = (warning: string): DraftResult => ({
    text: draftTemplateNote(facts),
    source: "template",
    warnings: [warning],
  });
  const base = buildFullNoteRequest(facts, options.now ?? new Date());
  const offline = generator.kind === "offline";
  const pseudonyms = offline ? null : createPseudonymizer(facts.student.name, options.otherNames ?? []);
  const request = {
    ...base,
    system: pseudonyms ? pseudonyms.hide(base.system) : base.system,
    prompt: pseudonyms ? pseudonyms.hide(base.prompt) : base.prompt,
    signal: options.signal,
  };
  const source = fidelitySource(facts);

  let problem = "";
  for (let attempt = 0; attempt <= GUARD_RETRIES; attempt++) {
    let reply: string;
    try {
      reply = await generator.complete(request);
    } catch (err) {
      const error = toAiError(err);
      log(`AI draft failed (${error.kind}${error.status ? ` ${error.status}` : ""}): ${error.message}`);
      return template(`The AI text service could not be used (${error.description}), ${FALLBACK}`);
    }
    const text = (pseudonyms ? pseudonyms.restore(reply) : reply).trim();
    if (isTooShort(text)) {
      problem = `The AI draft was too short, ${FALLBACK}`;
      log(`AI draft rejected (attempt ${attempt + 1}): too short (${text.length} characters)`);
      continue;
    }
    const fidelity = checkNumberFidelity(source, text);
    if (!fidelity.ok) {
      problem = `The AI draft changed or left out ${fidelity.missing.map((m) => `"${m}"`).join(", ")}, ${FALLBACK}`;
      log(
        `AI draft rejected (attempt ${attempt + 1}): ${fidelity.missing.length} fact(s) missing or changed`,
      );
      continue;
    }
    return { text, source: offline ? "template" : "ai", warnings: [] };
  }
  return template(problem);
}
