/**
 * The OpenAI-compatible `TextGenerator` (architecture "Stack", "AI pipeline"; requirements "AI text service": "A chat completion through a
 * gateway … The request is one system message plus one user prompt. The reply is read from the
 * first choice's message content").
 *
 * Works with any OpenAI-compatible endpoint (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`). The SDK's
 * defaults are the required ones (requirements "Constants": "AI client defaults: request timeout 10 minutes, 2 retries, back-off
 * up to 8 s"). Every failure is thrown as an `AiError` (requirements "AI errors" classes).
 */
import OpenAI from "openai";
import { toAiError } from "./errors.ts";
import { createModelWriter } from "./model-writer.ts";
import type { ChatModel, ChatRequest, TextGenerator } from "./text-generator.ts";

/** requirements "Constants": request timeout 10 minutes (ms). */
export const AI_TIMEOUT_MS = 10 * 60 * 1000;
/** requirements "Constants": 2 retries. */
export const AI_MAX_RETRIES = 2;

export interface OpenAiGeneratorOptions {
  apiKey: string;
  /** The gateway's base URL, e.g. `https://api.openai.com/v1`; the SDK's default when omitted. */
  baseURL?: string;
  model: string;
  /**
   * The model name staff chose in the admin settings, read before each request ("" or undefined = `model`);
   * requirements "Admin area": settings apply without a restart.
   */
  modelOverride?: () => Promise<string | undefined>;
  /** ms; default `AI_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** Default `AI_MAX_RETRIES`; tests pass 0. */
  maxRetries?: number;
}

const messagesOf = (request: ChatRequest) => [
  { role: "system" as const, content: request.system },
  { role: "user" as const, content: request.prompt },
];

/**
 * The model writer over an OpenAI-compatible endpoint (`createOpenAiChat`); its description names
 * the model and the gateway.
 */
export function createOpenAiGenerator(options: OpenAiGeneratorOptions): TextGenerator {
  return createModelWriter(createOpenAiChat(options), `${options.model} via ${options.baseURL ?? "OpenAI"}`);
}

/**
 * Creates the chat client.
 * `complete` → `chat.completions.create({model, messages: [system, user], max_tokens, temperature})`
 * and returns `choices[0].message.content` ("" when the provider sends none).
 * `stream` → the same request with `stream: true`, yielding each `choices[0].delta.content`.
 * @throws AiError classed by status 400/401/403/404/409/422/429/≥500, connection, timeout or abort.
 */
export function createOpenAiChat(options: OpenAiGeneratorOptions): ChatModel {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? AI_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? AI_MAX_RETRIES,
  });

  /** The model for the next request: the staff's choice when set, else the server's. */
  const modelNow = async () => (await options.modelOverride?.())?.trim() || options.model;

  return {
    async complete(request) {
      try {
        const completion = await client.chat.completions.create(
          {
            model: await modelNow(),
            messages: messagesOf(request),
            max_tokens: request.maxTokens,
            temperature: request.temperature,
          },
          { signal: request.signal },
        );
        return completion.choices[0]?.message?.content ?? "";
      } catch (err) {
        throw toAiError(err);
      }
    },
    async *stream(request) {
      try {
        const stream = await client.chat.completions.create(
          {
            model: await modelNow(),
            messages: messagesOf(request),
            max_tokens: request.maxTokens,
            temperature: request.temperature,
            stream: true,
          },
          { signal: request.signal },
        );
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) yield delta;
        }
      } catch (err) {
        throw toAiError(err);
      }
    },
  };
}
