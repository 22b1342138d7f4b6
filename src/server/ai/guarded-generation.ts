/**
 * The one guarded-AI pipeline (architecture "AI pipeline"; requirements "AI guards",
 * "De-identification", "AI errors"), used by notes, "Improve wording" and IEP sections.
 *
 * 1. One pseudonymizer for the names to hide: the writer passes everything it sends off the machine
 *    through it, and the reply's placeholders are restored here.
 * 2. The writer is called (`complete`, or `stream` when a listener wants the text as it comes).
 * 3. Guards: a reply shorter than `minChars`, one that drops or changes a number, unit, date or
 *    count of `fidelitySource`, or one that names what `sourceCheck` finds without a source (a date,
 *    strategy, accommodation or goal the teacher never gave; `guards/source-guard.ts`), or one that
 *    uses a judgement word or a behaviour standing in for one that `judgementSource` does not hold
 *    (`checkJudgementWords`, requirements "AI guards"), is retried `retries` times (not for a deterministic "template"
 *    writer: the same input gives the same text), then replaced by the `fallback` with a warning.
 * 4. A writer error (already retried by the SDK) gives the fallback at once with a plain warning.
 * 5. How it ended (used, fallback or aborted; the error class or guard; attempts; milliseconds) is
 *    reported to `generator.report` when the generator records calls, never with any text.
 * The writer of the request is `generator.writerFor(task)` when the generator answers a switch staff
 * set (AI note drafting off: the offline writer), else `generator` itself; it is asked once, first.
 * Never throws for an AI failure, except that an abort of `signal` is rethrown (nothing to answer).
 */

import { checkNumberFidelity, isTooShort } from "../../shared/domain/note-drafting/guards.ts";
import { checkJudgementWords } from "../../shared/domain/note-drafting/judgement-words.ts";
import { createPseudonymizer, type KnownDetails } from "./privacy/pseudonymizer.ts";
import { toAiError } from "./writers/errors.ts";
import type {
  AiCallOutcome,
  AiCallProblem,
  TextGenerator,
  WriteOptions,
  WritingTask,
} from "./writers/text-generator.ts";

/** Who wrote a result: the model, the built-in rules, or nobody (the teacher's own text kept). */
export type GuardedSource = "ai" | "template" | "original";

export interface GuardedResult {
  text: string;
  source: GuardedSource;
  /** Sentences for the teacher about what the guards did (empty when the reply was used as is). */
  warnings: string[];
}

/** The teacher-facing warnings of one kind of request (requirements "AI guards", "AI errors"). */
export interface GuardWarnings {
  /** The writer failed; `description` is the plain class ("busy (rate limited)"). */
  failed: (description: string) => string;
  tooShort: string;
  /** The reply changed or dropped facts; `missing` lists them quoted (`"42 wcpm", "3/4/2026"`). */
  changed: (missing: string) => string;
  /** The reply named facts with no source; `foreign` lists them quoted. Needed with `sourceCheck`. */
  invented?: (foreign: string) => string;
  /** The reply used judgement words or behaviours nobody reported; `found` lists them quoted. Needed with `judgementSource`. */
  judgement?: (found: string) => string;
}

/** Receives a streamed draft: restored text pieces, and `restart` when the text so far is dropped. */
export interface DraftListener {
  delta: (text: string) => Promise<void>;
  restart: () => Promise<void>;
}

export interface GuardedRequest {
  task: WritingTask;
  /**
   * The task's student (`[STUDENT]`), everyone else to hide (roster, parents, staff, attendees, the
   * teacher) and the known phone numbers, ID numbers and dates of birth (`loadNamesToHide`).
   */
  names: { student: string; others: readonly string[] } & KnownDetails;
  /** The texts whose numbers, units, dates and counts must survive. */
  fidelitySource: string | readonly string[];
  /**
   * The source guard (requirements "AI guards"): what the reply (names restored) names without a
   * source; empty when everything is sourced. Absent: not checked.
   */
  sourceCheck?: (text: string) => string[];
  /**
   * The teacher's texts for the judgement-word guard (requirements "AI guards"): a reply that uses
   * a judgement word ("lazy"), or a behaviour standing in for one ("did not complete the task")
   * these texts do not hold, is refused. Absent: not checked.
   */
  judgementSource?: string | readonly string[];
  /** The fewest characters an acceptable reply has (after trimming). */
  minChars: number;
  /** How many times a guard failure is retried (architecture "AI pipeline": once). */
  retries: number;
  /**
   * What the teacher gets when the AI cannot be used. `text` is called only then, so a costly
   * fallback (the template note) is not written when the reply passes the guards.
   */
  fallback: { text: () => string; source: GuardedSource };
  warnings: GuardWarnings;
  /** Start of every log line ("AI draft"); log lines never carry student text. */
  logPrefix: string;
  log?: (line: string) => void;
  signal?: AbortSignal;
  /** When set, the writer streams and the listener sees the text as it comes. */
  listener?: DraftListener;
}

/** The longest placeholder held back while its closing bracket has not arrived ("[PERSON 123]"). */
const MAX_PLACEHOLDER = 16;

/**
 * Splits a growing text so a placeholder is never cut in half: returns the part that is safe to
 * show now and the tail to keep until more text comes (an unclosed "[" near the end).
 */
export function splitAtOpenPlaceholder(text: string): [ready: string, held: string] {
  const open = text.lastIndexOf("[");
  if (open === -1 || text.indexOf("]", open) !== -1 || text.length - open > MAX_PLACEHOLDER)
    return [text, ""];
  return [text.slice(0, open), text.slice(open)];
}

/** What the listener has been shown, with names restored and no half placeholder. */
function streamOutput(restore: (text: string) => string, listener: DraftListener | undefined) {
  let held = "";
  let shown = "";
  const emit = async (raw: string) => {
    const text = restore(raw);
    if (!text || !listener) return;
    shown += text;
    await listener.delta(text);
  };
  const restart = async () => {
    held = "";
    shown = "";
    await listener?.restart();
  };
  return {
    restart,
    /** One call of the writer: streamed to the listener when there is one. */
    async write(generator: TextGenerator, task: WritingTask, options: WriteOptions): Promise<string> {
      if (!listener) return await generator.complete(task, options);
      let reply = "";
      for await (const delta of generator.stream(task, options)) {
        reply += delta;
        const [ready, rest] = splitAtOpenPlaceholder(held + delta);
        held = rest;
        await emit(ready);
      }
      return reply;
    },
    /** Shows the rest; when the result is not what was shown (a fallback), restarts with it. */
    async finish(result: GuardedResult): Promise<GuardedResult> {
      if (!listener) return result;
      await emit(held);
      held = "";
      if (shown.trim() !== result.text.trim()) {
        await restart();
        await emit(result.text);
      }
      return result;
    },
  };
}

const quoted = (items: readonly string[]) => items.map((m) => `"${m}"`).join(", ");

/**
 * Runs `generator` on `request.task` under the guards (see the module comment).
 * @returns the reply (source = the writer's author) or the fallback, with the warnings.
 * @throws the writer's error only when `request.signal` was aborted.
 */
export async function generateGuarded(
  generator: TextGenerator,
  request: GuardedRequest,
): Promise<GuardedResult> {
  const { warnings, logPrefix } = request;
  const log = request.log ?? (() => {});
  const pseudonyms = createPseudonymizer(request.names.student, request.names.others, request.names);
  const options: WriteOptions = { hide: pseudonyms.hide, signal: request.signal };
  const out = streamOutput(pseudonyms.restore, request.listener);
  const fallback = (warning: string) =>
    out.finish({ text: request.fallback.text(), source: request.fallback.source, warnings: [warning] });
  // The writer of this request: a switch staff set is answered by the generator itself (decision 007).
  const writer = (await generator.writerFor?.(request.task)) ?? generator;
  const attempts = 1 + (writer.author === "template" ? 0 : request.retries);
  const report = reporter(generator, request.task, writer.author);

  let problem = "";
  let rejection: AiCallProblem | null = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await out.restart();
    let reply: string;
    try {
      reply = await out.write(writer, request.task, options);
    } catch (err) {
      const error = toAiError(err);
      if (request.signal?.aborted) {
        await report("aborted", "aborted", attempt);
        throw err;
      }
      log(`${logPrefix} failed (${error.kind}${error.status ? ` ${error.status}` : ""}): ${error.message}`);
      await report("fallback", error.kind, attempt);
      return await fallback(warnings.failed(error.description));
    }
    const text = pseudonyms.restore(reply).trim();
    if (isTooShort(text, request.minChars)) {
      [problem, rejection] = [warnings.tooShort, "too_short"];
      log(`${logPrefix} rejected (attempt ${attempt}): too short (${text.length} characters)`);
      continue;
    }
    const fidelity = checkNumberFidelity(request.fidelitySource, text);
    if (!fidelity.ok) {
      [problem, rejection] = [warnings.changed(quoted(fidelity.missing)), "facts_changed"];
      log(
        `${logPrefix} rejected (attempt ${attempt}): ${fidelity.missing.length} fact(s) missing or changed`,
      );
      continue;
    }
    const foreign = request.sourceCheck?.(text) ?? [];
    if (foreign.length > 0) {
      [problem, rejection] = [(warnings.invented ?? warnings.changed)(quoted(foreign)), "unsourced"];
      log(`${logPrefix} rejected (attempt ${attempt}): ${foreign.length} fact(s) without a source`);
      continue;
    }
    const judged = request.judgementSource ? checkJudgementWords(request.judgementSource, text) : [];
    if (judged.length > 0) {
      [problem, rejection] = [(warnings.judgement ?? warnings.changed)(quoted(judged)), "judgement"];
      log(
        `${logPrefix} rejected (attempt ${attempt}): ${judged.length} judgement word(s) or unreported behaviour(s)`,
      );
      continue;
    }
    await report("ok", null, attempt);
    return await out.finish({ text, source: writer.author, warnings: [] });
  }
  await report("fallback", rejection, attempts);
  return await fallback(problem);
}

/**
 * Times one request from now and reports how it ended to `generator.report` (when it records
 * calls). A failing record is swallowed: the teacher's text matters more than the figure.
 * @param author who wrote the request (the writer `writerFor` gave; default `generator.author`).
 */
export function reporter(
  generator: TextGenerator,
  task: WritingTask,
  author: TextGenerator["author"] = generator.author,
) {
  const started = performance.now();
  return async (result: AiCallOutcome["result"], problem: AiCallProblem | null, attempts: number) => {
    const outcome: AiCallOutcome = {
      feature: task.kind,
      writer: author,
      result,
      problem,
      attempts,
      latencyMs: Math.round(performance.now() - started),
    };
    await generator.report?.(outcome).catch(() => {});
  };
}
