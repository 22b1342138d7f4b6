/**
 * The AI text service boundary (architecture "AI pipeline"; requirements "AI text service").
 *
 * Callers hand a `TextGenerator` a typed `WritingTask` (what to write, from which data) and never
 * ask which writer they hold. Two writers implement it:
 * - the offline writer (`offline-generator.ts`, no network; used when `AI_API_KEY` is unset) writes
 *   from the task's data by rules, and answers "unsupported" for tasks it cannot write;
 * - the model writer (`model-writer.ts`) turns the task into one chat request (`prompts.ts`) for an
 *   OpenAI-compatible `ChatModel`, with every name replaced by a placeholder before it leaves.
 * The guards, the retry and the fallback sit above both, in `ai/guarded-generation.ts`.
 * A switch staff turn at run time is answered by the writer itself (`writerFor`), never by a caller.
 */
import type { IepDraftSection } from "../../../shared/contracts/ai.ts";
import type { Goal } from "../../../shared/contracts/goals.ts";
import type { Service } from "../../../shared/contracts/services.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import type { NoteFacts } from "../../../shared/domain/note-drafting/note-facts.ts";
import type { AiErrorKind } from "./errors.ts";

/** What an IEP section is written from: the student's record and their goals with the progress view. */
export interface IepDraftData {
  student: Student;
  goals: readonly Goal[];
  /**
   * The student's structured IEP services (requirements "Services"), handed in by the caller (`ai/`
   * imports no feature); absent or empty: the services section reads the narrative alone.
   */
  services?: readonly Service[];
}

/** One thing to write (a discriminated union on `kind`). Names in it are real; writers hide them. */
export type WritingTask =
  /** A full progress note from the note's facts (requirements "Note generation"). */
  | { kind: "note"; facts: NoteFacts; now: Date }
  /** A rewrite of a field's text (requirements "Improve wording"); `text` is the teacher's, as typed. */
  | { kind: "enhance"; fieldType: string; text: string; identityFirst: boolean }
  /** Up to 3 suggestions for a field (requirements "Suggestions"). */
  | {
      kind: "suggestions";
      fieldType: string;
      input: string;
      grade?: string | null;
      noteType?: string | null;
      now: Date;
    }
  /** One section of an IEP draft (requirements "IEP draft"). */
  | { kind: "iepSection"; section: IepDraftSection; data: IepDraftData; now: Date };

/** How a writer is called: the name hider for anything it sends off the machine, and the cancel signal. */
export interface WriteOptions {
  /** Replaces the known names with placeholders (requirements "De-identification"). */
  hide: (text: string) => string;
  signal?: AbortSignal;
}

/**
 * The one interface of the AI text service. The reply may contain name placeholders (`[STUDENT]`,
 * `[PERSON n]`); the caller restores them.
 */
export interface TextGenerator {
  /** What this writer is, for the start-up log line ("offline drafter …", "model m via url"). */
  readonly description: string;
  /**
   * Who writes: "ai" for a language model, "template" for the built-in rules. Stamped on the result
   * as its `source`; a "template" writer is deterministic, so a guard failure is not retried.
   */
  readonly author: "ai" | "template";
  /**
   * The whole reply.
   * @throws AiError (ai/writers/errors.ts) classed by HTTP status, connection, timeout or abort, or
   *   "unsupported" when this writer cannot write the task (requirements "AI errors").
   */
  complete: (task: WritingTask, options: WriteOptions) => Promise<string>;
  /** The reply as text deltas, in order. Same errors as `complete`. */
  stream: (task: WritingTask, options: WriteOptions) => AsyncIterable<string>;
  /**
   * The writer of one request for `task`: this one, or the one a switch staff set hands the task to
   * (requirements "Admin area": with AI note drafting off, the offline writer writes notes;
   * `ai-notes-switch.ts`). The pipeline asks once per request, before the first
   * call, so one request is written, retried and stamped by one writer. Absent: this writer.
   */
  writerFor?: (task: WritingTask) => Promise<TextGenerator>;
  /**
   * Where the callers report how each request ended, for staff's figures (`ai/ai-call-log.ts`); absent
   * when nothing records them (unit tests). Never given any text.
   */
  report?: (outcome: AiCallOutcome) => Promise<void>;
}

/** Why a request did not use the writer's text: an AI error class, or a guard's rejection. */
export type AiCallProblem = AiErrorKind | "too_short" | "facts_changed" | "unsourced" | "judgement";

/** How one request to the text service ended (requirements "Admin area": AI errors, fallback rate, latency). */
export interface AiCallOutcome {
  feature: WritingTask["kind"];
  writer: TextGenerator["author"];
  /** `ok`: the writer's text was used; `fallback`: the required fallback was; `aborted`: nobody waited. */
  result: "ok" | "fallback" | "aborted";
  /** Null when `result` is `ok`. */
  problem: AiCallProblem | null;
  /** Writer calls made (1, or 2 after a guard's retry). */
  attempts: number;
  /** From the first call to the result, in milliseconds. */
  latencyMs: number;
}

/** One chat request to a model: one system message + one user prompt (requirements "AI text service"). */
export interface ChatRequest {
  /** The field type of the request (`full_note_generation`, `enhance_*`, `iep_draft_*`, a field). */
  fieldType: string;
  system: string;
  prompt: string;
  /** 1200 for a full note or an IEP section, 200 for enhance, 500 otherwise (requirements "Constants"). */
  maxTokens: number;
  /** 0.4 (requirements "Constants"). */
  temperature: number;
  signal?: AbortSignal;
}

/** An OpenAI-compatible chat completion endpoint (`openai-generator.ts`), or a test's stand-in. */
export interface ChatModel {
  /** The first choice's message content. @throws AiError as `TextGenerator.complete`. */
  complete: (request: ChatRequest) => Promise<string>;
  /** The same reply as text deltas. @throws AiError as `TextGenerator.complete`. */
  stream: (request: ChatRequest) => AsyncIterable<string>;
}
