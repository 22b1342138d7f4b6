/**
 * De-identification through the app (requirements "De-identification"): names of every person
 * field (students, parents, case manager, service providers, the teacher), however written, and
 * e-mail addresses and phone numbers never reach the recorded request of a fake OpenAI-compatible
 * provider; the reply gets them back as the teacher wrote them.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Student } from "../../../shared/contracts/students.ts";
import { leaksName, nameText } from "../../ai/privacy/name-variants-test-data.ts";
import { createOpenAiGenerator } from "../../ai/writers/openai-generator.ts";
import { setUpFakeOpenAi } from "../../test/kits/fake-ai.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

let maya: Student;

const NOW = new Date("2026-03-03T15:00:00Z");
const SECRETS = [
  /maya|lopez|linda|thompson|jordan|rivera|zo[eë]|siobh[aá]n|brien|kowalski|priya|natarajan/i,
  /example\.com/i,
  /555/,
];

const fake = setUpFakeOpenAi();
const h = setUpHarness(() => ({
  generator: createOpenAiGenerator({
    apiKey: "k",
    baseURL: fake.baseURL,
    model: "fake-model",
    maxRetries: 0,
  }),
  now: NOW,
}));
const teacher = setUpTeacher(h, { name: "Priya Natarajan" });

beforeAll(async () => {
  const res = await teacher.post("/api/v1/students", {
    name: "Maya Lopez",
    grade: "3",
    parentContact: {
      name: "Linda Thompson",
      relationship: "Mother",
      email: "linda.thompson@example.com",
      phone: "(555) 123-4567",
    },
    caseManager: "Jordan Rivera",
    serviceProviders: ["Ms. Siobhán O'Brien (SLP) — 30 min weekly", "Occupational therapist"],
  });
  maya = (await res.json()) as Student;
  await teacher.post("/api/v1/students", { name: "Zoë Ng" });
  await teacher.post("/api/v1/students", { name: "Mary-Jane Kowalski" });
});

const enhance = (text: string) =>
  teacher.post("/api/v1/ai/enhance", { fieldType: "enhance_observations", text, studentId: maya.id });

describe("POST /api/v1/ai/enhance de-identification (requirements 'De-identification')", () => {
  it("no person field, e-mail address or phone number is sent, however written; the reply is restored", async () => {
    const text =
      "MAYA read 42 wcpm on 3 of 4 trials on 2026-03-02. maya's mother LINDA THOMPSON (linda.thompson@example.com, " +
      "555-123-4567) met jordan rivera, Ms. O’Brien, Siobhan, Zoe, MARY JANE and Priya Natarajan.";
    fake.script.push({ kind: "content", content: "[STUDENT] read 42 wcpm on 3 of 4 trials on 2026-03-02." });
    await enhance(text);
    expect(fake.received.length).toBeGreaterThan(0);
    const sent = JSON.stringify(fake.received);
    for (const secret of SECRETS) expect(sent).not.toMatch(secret);
    expect(sent).toMatch(/special-education teacher/);
  });

  it("restores names, e-mail addresses and phone numbers as the teacher wrote them", async () => {
    const text =
      "Maya's mother (linda.thompson@example.com, 555-123-4567) saw Maya read 42 wcpm on 3 of 4 trials.";
    fake.script.push({
      kind: "content",
      content: "[STUDENT]'s mother ([EMAIL 1], [PHONE 1]) saw [STUDENT] read 42 wcpm on 3 of 4 trials.",
    });
    const out = (await (await enhance(text)).json()) as { text: string; source: string };
    expect(out).toMatchObject({ text, source: "ai" });
  });

  it("property: generated name variants in random text never reach the provider", async () => {
    let runs = 0;
    let leaked = 0;
    await fc.assert(
      fc.asyncProperty(nameText, async (text) => {
        runs++;
        fake.received = [];
        fake.script = [{ kind: "content", content: "[STUDENT] read." }];
        await enhance(text);
        if (fake.received.some((body) => body.messages.some((m) => leaksName(m.content)))) leaked++;
        expect(leaked, text).toBe(0);
      }),
      { numRuns: 40 },
    );
    expect({ runs, leaked }).toEqual({ runs: 40, leaked: 0 });
  });
});
