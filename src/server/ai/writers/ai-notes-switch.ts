/**
 * Staff's AI note drafting switch (requirements "Admin area"), answered by the writer itself: the
 * chosen writer (`create-generator.ts`) is wrapped once, by `createApp`, so notes never ask which
 * writer they hold (decision 007).
 */
import { createOfflineGenerator } from "./offline-generator.ts";
import type { TextGenerator } from "./text-generator.ts";

/**
 * `writer`, answering staff's AI note drafting switch on every request (requirements "Admin area"):
 * while `aiNotesEnabled()` answers false, a note is written by the offline writer (source "template")
 * and `writer` is not called; every other task, and every note while it answers true, is `writer`'s.
 * The switch is read once per note request, through `writerFor` (the pipeline asks before the first
 * call); not while `writer` is the offline writer, which writes notes offline anyway.
 * @param aiNotesEnabled reads the setting (`createApp`: `app_settings`, so a change applies to the
 *   next request on every server sharing the database).
 */
export function withAiNotesSwitch(
  writer: TextGenerator,
  aiNotesEnabled: () => Promise<boolean>,
): TextGenerator {
  const offline = createOfflineGenerator();
  return {
    get description() {
      return writer.description;
    },
    get author() {
      return writer.author;
    },
    complete: (task, options) => writer.complete(task, options),
    stream: (task, options) => writer.stream(task, options),
    report: writer.report,
    writerFor: async (task) => {
      if (task.kind === "note" && writer.author === "ai" && !(await aiNotesEnabled())) return offline;
      return (await writer.writerFor?.(task)) ?? writer;
    },
  };
}
