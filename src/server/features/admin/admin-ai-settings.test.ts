/**
 * The AI drafting switch (requirements "Admin area"): with AI note drafting turned off by staff, the
 * next note is written by the offline drafter (source "template") and the provider is not called;
 * turned on again, the provider writes it. With the writing assistant off, its routes refuse.
 */
import { describe, expect, it } from "vitest";
import type { Student } from "../../../shared/contracts/students.ts";
import { createModelWriter } from "../../ai/writers/model-writer.ts";
import { readyAdmin } from "../../test/kits/admin-test-kit.ts";
import { observations } from "../../test/kits/notes.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { createAdmin } from "./admin-accounts.service.ts";

let calls = 0;
/** A draft that keeps every number of `observations` (the guard accepts it). */
const GOOD = [
  "[STUDENT] took part in a 30-minute reading session in the resource room.",
  "[STUDENT] read 42 wcpm with 95% accuracy on 3 of 4 trials, with 2 self-corrections.",
  "Compared with the baseline of 30 wcpm, this is growth. Instruction will continue with weekly probes.",
].join("\n\n");

const h = setUpHarness({
  generator: createModelWriter({
    complete: async () => {
      calls++;
      return GOOD;
    },
    stream: async function* () {},
  }),
});

describe("AI switches", () => {
  it("off: the offline drafter writes the next note; on: the provider does", async () => {
    const admin = await readyAdmin(h, createAdmin);
    const t = await h.signUp();
    const student = (await (await t.post("/api/v1/students", { name: "Ana Ruiz" })).json()) as Student;
    const generate = async () =>
      (await (
        await t.post("/api/v1/notes/generate", {
          studentId: student.id,
          observations,
          performanceData: { baselineLevel: "30 wcpm", currentLevel: "42 wcpm" },
        })
      ).json()) as { source: string };

    await admin.patch("/api/admin/settings", { aiNotesEnabled: false, reason: "Provider outage" });
    expect((await generate()).source).toBe("template");
    expect(calls).toBe(0);

    await admin.patch("/api/admin/settings", { aiNotesEnabled: true, reason: "Provider back" });
    expect((await generate()).source).toBe("ai");
    expect(calls).toBeGreaterThan(0);
  });

  it("the writing assistant answers 403 AI_ASSISTANT_OFF while it is off", async () => {
    const admin = await readyAdmin(h, createAdmin);
    const t = await h.signUp();
    const enhance = () =>
      t.post("/api/v1/ai/enhance", { fieldType: "enhance_observations", text: "The student reads 42 wcpm." });
    await admin.patch("/api/admin/settings", { aiAssistantEnabled: false, reason: "Provider outage" });
    const off = await enhance();
    expect(off.status).toBe(403);
    expect(await off.json()).toMatchObject({ error: { code: "AI_ASSISTANT_OFF" } });
    await admin.patch("/api/admin/settings", { aiAssistantEnabled: true, reason: "Provider back" });
    expect((await enhance()).status).toBe(200);
  });
});
