/**
 * Records how each AI request ended in `ai_calls` (requirements "Admin area": AI errors by class,
 * fallback rate, latency; "AI errors" for the classes). The row holds the task kind, the writer,
 * the result, the error class or guard, attempts and milliseconds: no text, no student, no teacher.
 */

import type { Database } from "../db/client.ts";
import { aiCalls } from "../db/schema/index.ts";
import type { AiCallOutcome, TextGenerator } from "./writers/text-generator.ts";

/**
 * `generator` with a `report` that inserts one `ai_calls` row per outcome, stamped with `now()`.
 * The writer's own methods are untouched; callers report through `generateGuarded` and the
 * suggestions path. An insert error is the caller's to swallow (`reporter` does).
 */
export function recordingAiCalls(
  generator: TextGenerator,
  database: Database,
  now: () => Date,
): TextGenerator {
  return {
    get description() {
      return generator.description;
    },
    get author() {
      return generator.author;
    },
    complete: (task, options) => generator.complete(task, options),
    stream: (task, options) => generator.stream(task, options),
    // The writer a switch hands a request to is reported here too, under its own author.
    writerFor: async (task) => (await generator.writerFor?.(task)) ?? generator,
    report: async (outcome: AiCallOutcome) => {
      await database.db.insert(aiCalls).values({
        at: now(),
        feature: outcome.feature,
        writer: outcome.writer,
        result: outcome.result,
        errorClass: outcome.problem,
        attempts: outcome.attempts,
        latencyMs: outcome.latencyMs,
      });
    },
  };
}
