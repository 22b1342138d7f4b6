/**
 * POST /api/v1/notes/generate with `Accept: text/event-stream` (requirements "Note streaming"): deltas, then the saved
 * note; a guard retry or a fallback restarts the preview; errors before streaming stay JSON. Against
 * a fake OpenAI-compatible server on 127.0.0.1 (the boundary), and the offline drafter.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { GeneratedNote, Note } from "../../../shared/contracts/notes.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { splitAtOpenPlaceholder } from "../../ai/guarded-generation.ts";
import { createOfflineGenerator } from "../../ai/writers/offline-generator.ts";
import { createOpenAiGenerator } from "../../ai/writers/openai-generator.ts";
import type { TestUser } from "../../test/harness.ts";
import { setUpFakeOpenAi } from "../../test/kits/fake-ai.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { wantsEventStream } from "./notes.routes.ts";

interface SseEvent {
  event: string;
  data: unknown;
}

/** Parses a complete server-sent events body into its events. */
function parseSse(body: string): SseEvent[] {
  return body
    .split(/\n\n/)
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const lines = block.split("\n");
      const event =
        lines
          .find((l) => l.startsWith("event:"))
          ?.slice(6)
          .trim() ?? "message";
      const data = lines
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).trimStart())
        .join("\n");
      return { event, data: JSON.parse(data) as unknown };
    });
}

const NOW = new Date("2026-03-03T15:00:00Z");
const OBSERVATIONS = "Maya read 42 wcpm with 95% accuracy on 3 of 4 trials.";
/** A faithful AI note (over 150 characters) with a placeholder split across deltas. */
const GOOD_DELTAS = [
  "[STU",
  "DENT] took part in a reading fluency session. [STUDENT] read 42 wcpm with 95% accuracy ",
  "and was correct on 3 of 4 trials. Instruction will continue with repeated reading and weekly progress monitoring.",
];
const GOOD_TEXT = GOOD_DELTAS.join("").replaceAll("[STUDENT]", "Maya");

let maya: Student;

const generate = (user: TestUser, studentId: string) =>
  user.raw(
    "POST",
    "/api/v1/notes/generate",
    JSON.stringify({
      studentId,
      type: "progress",
      subject: "Reading",
      date: "2026-03-03",
      observations: OBSERVATIONS,
      // The draft names repeated reading: the teacher confirmed it (the source guard, requirements "AI guards").
      strategyData: { strategiesUsed: ["Repeated reading"] },
    }),
    { accept: "text/event-stream" },
  );

const fake = setUpFakeOpenAi();
const h = setUpHarness(() => ({
  generator: createOpenAiGenerator({ apiKey: "k", baseURL: fake.baseURL, model: "m", maxRetries: 0 }),
  now: NOW,
}));
const t = setUpTeacher(h);

beforeAll(async () => {
  maya = (await (
    await t.post("/api/v1/students", {
      name: "Maya Lopez",
      parentContact: { name: "Rosa Lopez", relationship: "Mother", email: "", phone: "" },
    })
  ).json()) as Student;
});

describe("POST /api/v1/notes/generate as server-sent events", () => {
  it("streams deltas (names restored, no half placeholder), then the saved note", async () => {
    fake.script.push({ kind: "stream", deltas: GOOD_DELTAS });
    const res = await generate(t, maya.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const events = parseSse(await res.text());
    expect(events.at(-1)?.event).toBe("note");
    const deltas = events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe(GOOD_TEXT);
    expect(deltas.join("")).not.toContain("[");
    expect(events.map((e) => e.event)).toEqual([...deltas.map(() => "delta"), "note"]);
    const note = events.at(-1)?.data as GeneratedNote;
    expect(note.generatedNote).toBe(GOOD_TEXT);
    expect(note.source).toBe("ai");
    expect(note.warnings).toEqual([]);
    expect(fake.received[0]?.stream).toBe(true);
    expect(JSON.stringify(fake.received)).not.toMatch(/Maya|Lopez|Rosa/);
    const saved = (await (await t.get(`/api/v1/notes/${note.id}`)).json()) as Note;
    expect(saved.generatedNote).toBe(GOOD_TEXT);
  });

  it("a changed number: restart, the retried draft, then the note", async () => {
    fake.script.push(
      { kind: "stream", deltas: GOOD_DELTAS.map((d) => d.replace("42 wcpm", "40 wcpm")) },
      { kind: "stream", deltas: GOOD_DELTAS },
    );
    const events = parseSse(await (await generate(t, maya.id)).text());
    const kinds = events.map((e) => e.event);
    expect(kinds.filter((k) => k === "restart")).toHaveLength(1);
    const afterRestart = events.slice(kinds.indexOf("restart") + 1);
    const text = afterRestart
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { text: string }).text);
    expect(text.join("")).toBe(GOOD_TEXT);
    const note = events.at(-1)?.data as GeneratedNote;
    expect(note.source).toBe("ai");
  });

  it("a provider error: restart with the template note, saved with source template and a warning", async () => {
    fake.script.push({ kind: "status", status: 500 });
    const events = parseSse(await (await generate(t, maya.id)).text());
    const note = events.at(-1)?.data as GeneratedNote;
    expect(events.at(-1)?.event).toBe("note");
    expect(note.source).toBe("template");
    expect(note.warnings[0]).toMatch(/internal error/);
    const kinds = events.map((e) => e.event);
    const last = events.slice(kinds.lastIndexOf("restart") + 1).filter((e) => e.event === "delta");
    expect(last.map((e) => (e.data as { text: string }).text).join("")).toBe(note.generatedNote);
  });

  it("another teacher's student: a JSON 404 before any streaming", async () => {
    const other = await h.signUp();
    const res = await generate(other, maya.id);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(fake.received).toHaveLength(0);
  });

  it("without the Accept header the answer is JSON 201, as before", async () => {
    fake.script.push({ kind: "content", content: GOOD_DELTAS.join("") });
    const res = await t.post("/api/v1/notes/generate", {
      studentId: maya.id,
      type: "progress",
      observations: OBSERVATIONS,
      strategyData: { strategiesUsed: ["Repeated reading"] },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as GeneratedNote).generatedNote).toBe(GOOD_TEXT);
  });
});

describe("cancelling the stream (a provider that hangs never freezes the screen)", () => {
  /** Resolves when the provider stream of the current request has ended (by abort or otherwise). */
  let ended: Promise<void>;
  let markEnded: () => void = () => {};
  const cancelHarness = setUpHarness(() => {
    const inner = createOpenAiGenerator({ apiKey: "k", baseURL: fake.baseURL, model: "m", maxRetries: 0 });
    return {
      now: NOW,
      generator: {
        description: "the fake provider, noting when its stream ends",
        author: "ai",
        complete: (task, options) => inner.complete(task, options),
        stream: async function* (task, options) {
          try {
            yield* inner.stream(task, options);
          } finally {
            markEnded();
          }
        },
      },
    };
  });

  it("closing the stream aborts the provider request and saves no note", async () => {
    const u = await cancelHarness.signUp();
    const s = (await (await u.post("/api/v1/students", { name: "Ana Ruiz" })).json()) as Student;
    ended = new Promise((resolve) => {
      markEnded = resolve;
    });
    fake.script.push({ kind: "hang" });
    const res = await generate(u, s.id);
    expect(res.status).toBe(200);
    // Wait until the request hangs at the provider, then close the stream (the teacher cancels).
    for (let i = 0; i < 200 && fake.received.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(fake.received).toHaveLength(1);
    await res.body?.cancel();
    await ended; // the provider stream ended: aborted, since the fake never answers
    await new Promise((resolve) => setTimeout(resolve, 300));
    const saved = (await (await u.get("/api/v1/notes")).json()) as Note[];
    expect(saved).toEqual([]);
  });
});

describe("streaming with the offline drafter", () => {
  const offline = setUpHarness(() => ({ generator: createOfflineGenerator(), now: NOW }));

  it("the template note arrives paragraph by paragraph, then the saved note", async () => {
    const u = await offline.signUp();
    const s = (await (await u.post("/api/v1/students", { name: "Kai Mendez" })).json()) as Student;
    const events = parseSse(await (await generate(u, s.id)).text());
    const note = events.at(-1)?.data as GeneratedNote;
    expect(events.at(-1)?.event).toBe("note");
    expect(note.source).toBe("template");
    expect(events.some((e) => e.event === "restart")).toBe(false);
    const text = events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text);
    expect(text.join("").trim()).toBe(note.generatedNote.trim());
    expect(note.generatedNote).toContain("42 WCPM");
  });
});

describe("helpers", () => {
  it.each([
    { accept: "text/event-stream", want: true },
    { accept: "application/json, text/event-stream", want: true },
    { accept: "application/json", want: false },
    { accept: undefined, want: false },
  ])("wantsEventStream($accept) → $want", ({ accept, want }) => {
    expect(wantsEventStream(accept)).toBe(want);
  });

  it.each([
    { text: "Hello [STU", ready: "Hello ", held: "[STU" },
    { text: "Hello [STUDENT] and", ready: "Hello [STUDENT] and", held: "" },
    { text: "no brackets", ready: "no brackets", held: "" },
    {
      text: "a [bracket that is far too long to be a placeholder",
      ready: "a [bracket that is far too long to be a placeholder",
      held: "",
    },
  ])("splitAtOpenPlaceholder($text)", ({ text, ready, held }) => {
    expect(splitAtOpenPlaceholder(text)).toEqual([ready, held]);
  });
});
