/**
 * POST /api/v1/ai/enhance and /api/v1/ai/suggestions through the app, against a fake
 * OpenAI-compatible server on 127.0.0.1 (the boundary): scripted good, too short, number changed,
 * 429, 500 and timeout replies; de-identification; requirements "Suggestions" suggestion rules and cache; the per-user
 * rate limit (requirements "Rate limits").
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AI_TEXT_MAX } from "../../../shared/contracts/ai.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { FALLBACK_SUGGESTIONS } from "../../../shared/domain/ai-suggestions.ts";
import { createOpenAiGenerator } from "../../ai/writers/openai-generator.ts";
import { AI_TEMPERATURE, MAX_TOKENS_ENHANCE, MAX_TOKENS_OTHER } from "../../ai/writers/prompts.ts";
import type { TextGenerator } from "../../ai/writers/text-generator.ts";
import { setUpFakeOpenAi } from "../../test/kits/fake-ai.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { enhanceText } from "./writing-assistant.service.ts";

let maya: Student;
/** The generator behind the app; a test may swap it (e.g. a short timeout). */
let current: TextGenerator;

const openAi = (timeoutMs?: number) =>
  createOpenAiGenerator({
    apiKey: "test-key",
    baseURL: fake.baseURL,
    model: "fake-model",
    maxRetries: 0,
    timeoutMs,
  });

const swappable: TextGenerator = {
  description: "the current test generator",
  author: "ai",
  complete: (task, options) => current.complete(task, options),
  stream: (task, options) => current.stream(task, options),
};

const NOW = new Date("2026-03-03T15:00:00Z");
const TEXT = "maya was lazy and read 42 wcpm on 3/2/2026, 3 of 4 trials. Kai helped her.";
const GOOD =
  "[STUDENT] read 42 wcpm on 3/2/2026 and was correct on 3 of 4 trials; [PERSON 3] worked with her.";

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

const fake = setUpFakeOpenAi();
const h = setUpHarness({ generator: swappable, now: NOW });
const teacher = setUpTeacher(h);

beforeAll(async () => {
  current = openAi();
  maya = await json<Student>(
    await teacher.post("/api/v1/students", {
      name: "Maya Lopez",
      grade: "3",
      parentContact: { name: "Rosa Lopez", relationship: "Mother", email: "", phone: "" },
    }),
  );
  await teacher.post("/api/v1/students", { name: "Kai Mendez" });
});

beforeEach(() => {
  current = openAi();
});

const enhance = (body: Record<string, unknown>, user = teacher) => user.post("/api/v1/ai/enhance", body);

describe("POST /api/v1/ai/enhance (requirements 'AI text service' enhance_*, architecture 'AI pipeline' guards)", () => {
  it("good reply: the rewrite, names restored, one system + one user message, 200 tokens, temperature 0.4", async () => {
    fake.script.push({ kind: "content", content: GOOD });
    const res = await enhance({ fieldType: "enhance_observations", text: TEXT, studentId: maya.id });
    expect(res.status).toBe(200);
    const out = await json<{ text: string; source: string; warnings: string[] }>(res);
    expect(out).toEqual({
      text: "Maya read 42 wcpm on 3/2/2026 and was correct on 3 of 4 trials; Kai worked with her.",
      source: "ai",
      warnings: [],
    });
    expect(fake.received).toHaveLength(1);
    const body = fake.received[0];
    expect(body?.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(body?.max_tokens).toBe(MAX_TOKENS_ENHANCE);
    expect(body?.temperature).toBe(AI_TEMPERATURE);
    expect(body?.messages[0]?.content).toMatch(/person-first/);
    expect(body?.messages[0]?.content).toMatch(/number, unit, date and count exactly/);
  });

  it("the provider never receives the student's, a classmate's or a parent's name", async () => {
    fake.script.push({ kind: "content", content: GOOD });
    await enhance({
      fieldType: "enhance_observations",
      text: "Maya Lopez read 42 wcpm; Rosa Lopez (mother) and Kai Mendez were told. Maya smiled.",
      studentId: maya.id,
    });
    const sent = JSON.stringify(fake.received);
    for (const name of ["Maya", "Lopez", "Rosa", "Kai", "Mendez"]) expect(sent).not.toContain(name);
    expect(sent).toContain("[STUDENT]");
  });

  it("names are hidden even without a studentId (the whole roster and its parents)", async () => {
    fake.script.push({ kind: "content", content: "[PERSON 1] read 42 wcpm and [PERSON 2] listened." });
    await enhance({ fieldType: "enhance_observations", text: "Maya read 42 wcpm and Rosa listened." });
    const sent = JSON.stringify(fake.received);
    expect(sent).not.toContain("Maya");
    expect(sent).not.toContain("Rosa");
  });

  it("a number changed once: retried, and the second (faithful) reply is used", async () => {
    fake.script.push({ kind: "content", content: GOOD.replace("42 wcpm", "40 wcpm") });
    fake.script.push({ kind: "content", content: GOOD });
    const out = await json<{ source: string; text: string }>(
      await enhance({ fieldType: "enhance_observations", text: TEXT, studentId: maya.id }),
    );
    expect(fake.received).toHaveLength(2);
    expect(out.source).toBe("ai");
    expect(out.text).toContain("42 wcpm");
  });

  it("a number changed twice: the ORIGINAL text, source original, and the warning names what changed", async () => {
    const changed = GOOD.replace("42 wcpm", "about 40 wcpm").replace("3 of 4", "75%");
    fake.script.push({ kind: "content", content: changed }, { kind: "content", content: changed });
    const out = await json<{ text: string; source: string; warnings: string[] }>(
      await enhance({ fieldType: "enhance_observations", text: TEXT, studentId: maya.id }),
    );
    expect(fake.received).toHaveLength(2);
    expect(out.text).toBe(TEXT);
    expect(out.source).toBe("original");
    expect(out.warnings).toHaveLength(1);
    expect(out.warnings[0]).toContain('"42 wcpm"');
    expect(out.warnings[0]).toContain('"3 of 4 trials"');
  });

  it("too short twice: the original text with a warning", async () => {
    fake.script.push({ kind: "content", content: "42 wcpm." }, { kind: "content", content: "" });
    const out = await json<{ text: string; source: string; warnings: string[] }>(
      await enhance({ fieldType: "enhance_observations", text: TEXT, studentId: maya.id }),
    );
    expect(fake.received).toHaveLength(2);
    expect(out).toEqual({ text: TEXT, source: "original", warnings: [expect.stringMatching(/too short/)] });
  });

  it.each([
    { status: 429, words: /busy \(rate limited\)/ },
    { status: 500, words: /internal error/ },
    { status: 401, words: /key was not accepted/ },
  ])(
    "provider $status: the original text at once and a plain notice (no raw provider text)",
    async ({ status, words }) => {
      fake.script.push({ kind: "status", status });
      const out = await json<{ text: string; source: string; warnings: string[] }>(
        await enhance({ fieldType: "enhance_observations", text: TEXT, studentId: maya.id }),
      );
      expect(fake.received).toHaveLength(1);
      expect(out.text).toBe(TEXT);
      expect(out.source).toBe("original");
      expect(out.warnings[0]).toMatch(words);
      expect(out.warnings[0]).not.toContain("scripted");
    },
  );

  it("a provider that hangs times out: the original text and a notice", async () => {
    current = openAi(300);
    fake.script.push({ kind: "hang" });
    const out = await json<{ text: string; source: string; warnings: string[] }>(
      await enhance({ fieldType: "enhance_observations", text: TEXT, studentId: maya.id }),
    );
    expect(out.source).toBe("original");
    expect(out.warnings[0]).toMatch(/took too long/);
    // Asked once, no retry. On a busy machine the request can reach the fake after the 300 ms
    // timeout: wait for it here, so it takes this test's "hang" and not the next test's reply.
    await vi.waitFor(() => expect(fake.received).toHaveLength(1));
  });

  it("person-first findings on the rewrite become warnings", async () => {
    fake.script.push({ kind: "content", content: `${GOOD} [STUDENT] is wheelchair-bound.` });
    const out = await json<{ source: string; warnings: string[] }>(
      await enhance({ fieldType: "enhance_observations", text: TEXT, studentId: maya.id }),
    );
    expect(out.source).toBe("ai");
    expect(out.warnings).toEqual([
      expect.stringMatching(/"is wheelchair-bound" could be "uses a wheelchair"/),
    ]);
  });

  it("logs each failure with its requirements 'AI errors' class", async () => {
    fake.script.push({ kind: "status", status: 429 });
    const lines: string[] = [];
    await enhanceText({ db: h.db, generator: current, now: NOW, log: (l) => lines.push(l) }, teacher.id, {
      fieldType: "enhance_observations",
      text: TEXT,
    });
    expect(lines).toEqual([expect.stringMatching(/^AI enhance failed \(rate_limited 429\)/)]);
  });

  it.each([
    { name: "empty text", body: { fieldType: "enhance_observations", text: "   " }, field: "text" },
    {
      name: "text over the maximum",
      body: { fieldType: "enhance_observations", text: "a".repeat(AI_TEXT_MAX + 1) },
      field: "text",
    },
    {
      name: "unknown field type",
      body: { fieldType: "rewrite_everything", text: "Read 42 wcpm." },
      field: "fieldType",
    },
    { name: "no field type", body: { text: "Read 42 wcpm." }, field: "fieldType" },
  ])("400 for $name, naming the field", async ({ body, field }) => {
    const res = await enhance(body);
    expect(res.status).toBe(400);
    const err = await json<{ error: { code: string; message: string } }>(res);
    expect(err.error.code).toBe("VALIDATION_ERROR");
    expect(err.error.message).toContain(field);
    expect(fake.received).toHaveLength(0);
  });

  it("404 for another teacher's student; nothing is sent", async () => {
    const other = await h.signUp();
    const res = await enhance({ fieldType: "enhance_observations", text: TEXT, studentId: maya.id }, other);
    expect(res.status).toBe(404);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe("Student not found");
    expect(fake.received).toHaveLength(0);
  });

  it("401 without a session", async () => {
    const res = await h.request(
      "POST",
      "/api/v1/ai/enhance",
      JSON.stringify({ fieldType: "enhance_x", text: "hi" }),
    );
    expect(res.status).toBe(401);
  });
});

const suggest = (body: Record<string, unknown>, user = teacher) => user.post("/api/v1/ai/suggestions", body);
type Suggestions = { suggestions: string[]; warnings?: string[] };

describe("POST /api/v1/ai/suggestions (requirements 'Suggestions', 'AI text service')", () => {
  const REPLY =
    "1. [STUDENT] read 42 wcpm with 2 errors.\n2. Short\n3) [STUDENT] used a finger to track the line.";

  it("input under 3 characters after trimming: none, and nothing is sent", async () => {
    const out = await json<Suggestions>(
      await suggest({ fieldType: "observations", input: "  ab ", studentId: maya.id }),
    );
    expect(out.suggestions).toEqual([]);
    expect(fake.received).toHaveLength(0);
  });

  it("no student name: the fixed fallback suggestions, nothing sent", async () => {
    const out = await json<Suggestions>(await suggest({ fieldType: "baselineData", input: "read 42 wcpm" }));
    expect(out.suggestions).toEqual(FALLBACK_SUGGESTIONS.baselineData);
    expect(fake.received).toHaveLength(0);
  });

  it("numbered lines longer than 10 characters, names restored; 500 tokens; the name never sent; cached", async () => {
    fake.script.push({ kind: "content", content: REPLY });
    const body = {
      fieldType: "observations",
      input: "Maya read 42 wcpm",
      studentId: maya.id,
      grade: "3",
      noteType: "progress",
    };
    const first = await json<Suggestions>(await suggest(body));
    expect(first.suggestions).toEqual([
      "Maya read 42 wcpm with 2 errors.",
      "Maya used a finger to track the line.",
    ]);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]?.max_tokens).toBe(MAX_TOKENS_OTHER);
    expect(fake.received[0]?.messages[1]?.content).toContain("June 30, 2027");
    expect(JSON.stringify(fake.received)).not.toContain("Maya");

    const again = await json<Suggestions>(await suggest(body));
    expect(again.suggestions).toEqual(first.suggestions);
    expect(fake.received).toHaveLength(1); // served from the cache

    fake.script.push({ kind: "content", content: REPLY });
    await suggest({ ...body, grade: "4" }); // another grade: another cache entry
    fake.script.push({ kind: "content", content: REPLY });
    await suggest({ ...body, noteType: "behavioral" }); // another note type too
    expect(fake.received).toHaveLength(3);
  });

  it("a studentName without a studentId is enough to ask; the name is still hidden", async () => {
    fake.script.push({ kind: "content", content: REPLY });
    const out = await json<Suggestions>(
      await suggest({ fieldType: "observations", input: "Jo counted to 20", studentName: "Jo Park" }),
    );
    expect(out.suggestions[0]).toBe("Jo read 42 wcpm with 2 errors.");
    expect(JSON.stringify(fake.received)).not.toContain("Jo ");
  });

  it("a reply under 10 characters gives the fallbacks", async () => {
    fake.script.push({ kind: "content", content: "1. ok" });
    const out = await json<Suggestions>(
      await suggest({ fieldType: "currentPerformance", input: "solves 8 of 10", studentId: maya.id }),
    );
    expect(out.suggestions).toEqual(FALLBACK_SUGGESTIONS.currentPerformance);
  });

  it("a provider error: the fallbacks and a plain notice; not cached", async () => {
    fake.script.push({ kind: "status", status: 500 });
    const body = { fieldType: "observations", input: "wrote 3 sentences", studentId: maya.id };
    const out = await json<Suggestions>(await suggest(body));
    expect(out.suggestions).toEqual(FALLBACK_SUGGESTIONS.observations);
    expect(out.warnings).toEqual([expect.stringMatching(/internal error/)]);
    fake.script.push({ kind: "content", content: REPLY });
    await suggest(body);
    expect(fake.received).toHaveLength(2);
  });

  it.each([
    { name: "an enhance field type", body: { fieldType: "enhance_observations", input: "abc" } },
    { name: "an unknown note type", body: { fieldType: "observations", input: "abc", noteType: "weekly" } },
    {
      name: "input over the maximum",
      body: { fieldType: "observations", input: "a".repeat(AI_TEXT_MAX + 1) },
    },
  ])("400 for $name", async ({ body }) => {
    expect((await suggest(body)).status).toBe(400);
  });

  it("404 for another teacher's student", async () => {
    const other = await h.signUp();
    const res = await suggest({ fieldType: "observations", input: "abc def", studentId: maya.id }, other);
    expect(res.status).toBe(404);
  });
});
