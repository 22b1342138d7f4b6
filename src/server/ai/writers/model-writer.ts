/**
 * The model writer (architecture "AI pipeline"; requirements "AI text service", "De-identification"):
 * a `TextGenerator` over an OpenAI-compatible `ChatModel`. Each task becomes one system message and
 * one user prompt (`prompts.ts`, `drafting/iep-drafter.ts`); both pass through the caller's name hider before
 * they leave the machine. The reply comes back as sent, placeholders included; the caller restores
 * the names.
 */
import { buildSectionRequest } from "../drafting/iep-drafter.ts";
import { buildEnhanceRequest, buildFullNoteRequest, buildSuggestionsRequest } from "./prompts.ts";
import type { ChatModel, ChatRequest, TextGenerator, WriteOptions, WritingTask } from "./text-generator.ts";

/** The chat request for a task, names still in it (requirements "AI text service"). */
export function chatRequestFor(task: WritingTask): ChatRequest {
  switch (task.kind) {
    case "note":
      return buildFullNoteRequest(task.facts, task.now);
    case "enhance":
      return buildEnhanceRequest(task.fieldType, task.text, { identityFirst: task.identityFirst });
    case "suggestions":
      return buildSuggestionsRequest(task.fieldType, task.input, task, task.now);
    case "iepSection":
      return buildSectionRequest(task.section, task.data, task.now);
  }
}

/** The de-identified request for `task`: system message and prompt through `options.hide`. */
function outgoing(task: WritingTask, options: WriteOptions): ChatRequest {
  const request = chatRequestFor(task);
  return {
    ...request,
    system: options.hide(request.system),
    prompt: options.hide(request.prompt),
    signal: options.signal,
  };
}

/**
 * A writer that sends every task to `chat` (author "ai").
 * @param description for the start-up log line, e.g. "gpt-4o-mini via https://api.openai.com/v1".
 */
export function createModelWriter(chat: ChatModel, description = "a language model"): TextGenerator {
  return {
    description,
    author: "ai",
    complete: (task, options) => chat.complete(outgoing(task, options)),
    stream: (task, options) => chat.stream(outgoing(task, options)),
  };
}
