/**
 * Staff's AI note drafting switch answered by the writer (requirements "Admin area"; decision 007):
 * with the switch off a note is written by the offline writer and the model is not called; other
 * tasks and a switch turned on again go to the model. The API test of the switch is
 * `features/admin/admin-ai-settings.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { draftNote } from "../drafting/draft-note.ts";
import { withAiNotesSwitch } from "./ai-notes-switch.ts";
import { createModelWriter } from "./model-writer.ts";
import { readingNoteFacts } from "./note-facts-test-data.ts";
import { createOfflineGenerator } from "./offline-generator.ts";
import type { WritingTask } from "./text-generator.ts";

const NOW = new Date("2026-03-03T15:00:00Z");
const facts = readingNoteFacts("Maya read 42 wcpm with 95% accuracy on 3 of 4 trials.");
/** A reply the guards accept: every fact kept, long enough, the name as its placeholder. */
const GOOD_REPLY = [
  "[STUDENT] participated in a reading fluency session focused on the goal addressed.",
  "[STUDENT] read 42 wcpm with 95% accuracy and was correct on 3 of 4 trials, up from a baseline of 30 wcpm.",
  "Instruction will continue with weekly progress monitoring.",
].join("\n\n");

/** A model writer that counts its calls. */
function countingModel() {
  const calls = { count: 0 };
  const writer = createModelWriter({
    complete: async () => {
      calls.count++;
      return GOOD_REPLY;
    },
    stream: async function* () {},
  });
  return { writer, calls };
}

const note: WritingTask = { kind: "note", facts, now: NOW };
const enhance: WritingTask = {
  kind: "enhance",
  fieldType: "enhance_observations",
  text: facts.observations,
  identityFirst: false,
};

describe("withAiNotesSwitch", () => {
  it("off: a note is the offline writer's (source template) and the model is not called", async () => {
    const { writer, calls } = countingModel();
    const switched = withAiNotesSwitch(writer, async () => false);
    expect((await switched.writerFor?.(note))?.author).toBe("template");
    const draft = await draftNote(switched, facts, { now: NOW });
    expect(draft.source).toBe("template");
    expect(calls.count).toBe(0);
  });

  it("off: every other task is still the model's; on: notes are the model's again", async () => {
    let enabled = false;
    const { writer, calls } = countingModel();
    const switched = withAiNotesSwitch(writer, async () => enabled);
    expect(await switched.writerFor?.(enhance)).toBe(writer);
    enabled = true;
    expect(await switched.writerFor?.(note)).toBe(writer);
    expect((await draftNote(switched, facts, { now: NOW })).source).toBe("ai");
    expect(calls.count).toBe(1);
    expect(switched.author).toBe("ai");
    expect(switched.description).toBe(writer.description);
  });

  it("an offline writer is asked nothing: the setting is not read", async () => {
    let reads = 0;
    const offline = createOfflineGenerator();
    const switched = withAiNotesSwitch(offline, async () => {
      reads++;
      return false;
    });
    expect(await switched.writerFor?.(note)).toBe(offline);
    expect(reads).toBe(0);
  });
});
