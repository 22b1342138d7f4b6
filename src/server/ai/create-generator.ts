/**
 * Chooses the AI text service (architecture §6): the offline drafter without `AI_API_KEY`, the
 * OpenAI-compatible generator with it.
 */
import type { Env } from "../env.ts";
import type { TextGenerator } from "./text-generator.ts";

export function createTextGenerator(_env: Env, _log: (line: string) => void): TextGenerator {
  // Replaced by the AI feature work (offline drafter + OpenAI generator).
  return {
    kind: "offline",
    complete: async () => "",
    stream: async function* () {},
  };
}
