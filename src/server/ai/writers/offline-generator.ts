/**
 * The offline drafter (architecture "Two ways to run": "offline drafter: deterministic templates + rule-based
 * rewriting; no network"): the `TextGenerator` with author "template". A full note is the template note
 * (`shared/domain/note-drafting/template-note.ts`, the same rules the browser uses offline), an `enhance`
 * task the rule-based rewrite, an IEP section the section written from the record.
 *
 * It is the generator when no `AI_API_KEY` is set, and the fallback whenever the AI fails.
 */

import { draftTemplateNote, enhanceText } from "../../../shared/domain/note-drafting/template-note.ts";
import { draftOfflineSection } from "../drafting/iep-drafter.ts";
import { AiError } from "./errors.ts";
import type { TextGenerator, WritingTask } from "./text-generator.ts";

export { TEMPLATE_GOAL_DATE_MONTHS } from "../../../shared/domain/note-drafting/template-note.ts";

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
