/**
 * The one place a writer is chosen (architecture "Two ways to run", "AI pipeline"; decision 007): the
 * offline drafter when no `AI_API_KEY` is set, the OpenAI-compatible generator (`AI_BASE_URL`,
 * `AI_API_KEY`, `AI_MODEL`) when it is (`main.ts` chooses once and logs which one). Staff's AI note
 * drafting switch is answered by the chosen writer itself (`ai-notes-switch.ts`, applied by `createApp`
 * to whichever writer it is given), so no caller asks which writer it holds.
 */
import type { Env } from "../../env.ts";
import { createOfflineGenerator } from "./offline-generator.ts";
import { createOpenAiGenerator } from "./openai-generator.ts";
import type { TextGenerator } from "./text-generator.ts";

/**
 * The writer for `env`. `modelOverride` reads the model name staff set in the admin settings before
 * each request (requirements "Admin area"); `AI_MODEL` when it gives none.
 */
export function createTextGenerator(
  env: Pick<Env, "AI_API_KEY" | "AI_BASE_URL" | "AI_MODEL">,
  modelOverride?: () => Promise<string | undefined>,
): TextGenerator {
  if (!env.AI_API_KEY) return createOfflineGenerator();
  return createOpenAiGenerator({
    apiKey: env.AI_API_KEY,
    baseURL: env.AI_BASE_URL,
    model: env.AI_MODEL,
    modelOverride,
  });
}
