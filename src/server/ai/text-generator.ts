/**
 * The AI text service boundary (architecture §6, spec §7 "AI text service").
 *
 * A `TextGenerator` turns one request (one system message + one user prompt, with the spec's
 * token limit and temperature) into text. Two implementations: the offline drafter (no network,
 * used when `AI_API_KEY` is unset) and the OpenAI-compatible generator.
 */

/** spec §7 field types: `enhance_*`, `full_note_generation`, anything else = suggestions. */
export type FieldType = string;

export interface TextRequest {
  fieldType: FieldType;
  /** The one system message (spec §7). */
  system: string;
  /** The one user prompt (spec §7). */
  prompt: string;
  /** spec §9: 1200 for a full note, 200 for enhance, 500 otherwise. */
  maxTokens: number;
  /** spec §9: 0.4. */
  temperature: number;
  /**
   * The structured facts behind the prompt. The offline drafter writes from these (it cannot read
   * a prompt); a network generator ignores them.
   */
  facts?: unknown;
  signal?: AbortSignal;
}

export interface TextGenerator {
  /** "offline" for the built-in drafter, "openai" for an OpenAI-compatible provider. */
  readonly kind: "offline" | "openai";
  /**
   * Returns the full reply text (the first choice's message content, spec §7).
   * @throws AiError (see ai/errors.ts) classed by HTTP status, connection, timeout or abort (spec §8).
   */
  complete: (request: TextRequest) => Promise<string>;
  /** Yields the reply as text deltas, in order. Same errors as `complete`. */
  stream: (request: TextRequest) => AsyncIterable<string>;
}
