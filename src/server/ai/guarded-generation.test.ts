/**
 * The guarded-AI pipeline on its own (architecture "AI pipeline"; requirements "AI guards",
 * "De-identification", "AI errors"): a scripted chat model behind the model writer, and a
 * deterministic "template" writer.
 */
import { describe, expect, it } from "vitest";
import { type GuardedRequest, generateGuarded } from "./guarded-generation.ts";
import { AiError } from "./writers/errors.ts";
import { createModelWriter } from "./writers/model-writer.ts";
import type { AiCallOutcome, ChatRequest, TextGenerator } from "./writers/text-generator.ts";

const SOURCE = "Maya read 42 wcpm on 3 of 4 trials.";
const GOOD = "[STUDENT] read 42 wcpm and was correct on 3 of 4 trials during the session.";

/** A model writer whose chat model answers `replies` in turn (an Error is thrown); it records requests. */
function scripted(replies: (string | string[] | Error)[]) {
  const requests: ChatRequest[] = [];
  const next = (request: ChatRequest) => {
    requests.push(request);
    const reply = replies.shift() ?? "";
    if (reply instanceof Error) throw reply;
    return reply;
  };
  const writer = createModelWriter({
    complete: async (request) => {
      const reply = next(request);
      return Array.isArray(reply) ? reply.join("") : reply;
    },
    stream: async function* (request) {
      const reply = next(request);
      for (const delta of Array.isArray(reply) ? reply : [reply]) yield delta;
    },
  });
  return { writer, requests };
}

const request = (over: Partial<GuardedRequest> = {}): GuardedRequest => ({
  task: { kind: "enhance", fieldType: "enhance_observations", text: SOURCE, identityFirst: false },
  names: { student: "Maya Lopez", others: ["Rosa Lopez"] },
  fidelitySource: SOURCE,
  minChars: 20,
  retries: 1,
  fallback: { text: () => SOURCE, source: "original" },
  warnings: {
    failed: (description) => `failed: ${description}`,
    tooShort: "too short",
    changed: (missing) => `changed ${missing}`,
  },
  logPrefix: "AI test",
  ...over,
});

describe("generateGuarded", () => {
  it("a good reply: names restored, source ai, no warnings; the names never leave", async () => {
    const { writer, requests } = scripted([GOOD]);
    const result = await generateGuarded(writer, request());
    expect(result).toEqual({
      text: "Maya read 42 wcpm and was correct on 3 of 4 trials during the session.",
      source: "ai",
      warnings: [],
    });
    expect(JSON.stringify(requests)).not.toMatch(/Maya|Lopez|Rosa/);
  });

  it("a guard failure is retried once, then the fallback with the caller's warning", async () => {
    const lines: string[] = [];
    const { writer, requests } = scripted(["Too short.", GOOD.replace("42 wcpm", "40 wcpm")]);
    const result = await generateGuarded(writer, request({ log: (l) => lines.push(l) }));
    expect(requests).toHaveLength(2);
    expect(result).toEqual({ text: SOURCE, source: "original", warnings: ['changed "42 wcpm"'] });
    expect(lines).toEqual([
      expect.stringMatching(/^AI test rejected \(attempt 1\): too short/),
      expect.stringMatching(/^AI test rejected \(attempt 2\): 1 fact\(s\) missing or changed/),
    ]);
  });

  // requirements "AI guards": a judgement word is left out, never turned into a behaviour nobody reported.
  const LAZY = "she was being lazy today during math, only did 2 of 10 problems.";
  it.each([
    {
      reply: "[STUDENT] was not completing the task today during math and did 2 of 10 problems.",
      found: "not completing the task",
    },
    {
      reply: "[STUDENT] did not complete the task today in math and did 2 of 10 problems.",
      found: "did not complete the task",
    },
    { reply: "[STUDENT] was lazy today during math and did only 2 of 10 problems.", found: "lazy" },
    {
      reply: "Today during math, [STUDENT] was noncompliant and did 2 of 10 problems.",
      found: "noncompliant",
    },
  ])("the judgement-word guard refuses $found, retries, then falls back", async ({ reply, found }) => {
    const { writer, requests } = scripted([reply, reply]);
    const result = await generateGuarded(
      writer,
      request({
        fidelitySource: LAZY,
        judgementSource: LAZY,
        fallback: { text: () => LAZY, source: "original" },
        warnings: { ...request().warnings, judgement: (f) => `judged ${f}` },
      }),
    );
    expect(requests).toHaveLength(2);
    expect(result).toEqual({ text: LAZY, source: "original", warnings: [`judged "${found}"`] });
  });

  it.each([
    { source: LAZY, reply: "Today during math, [STUDENT] did 2 of 10 problems of the assignment." },
    {
      source: "was lazy and did not complete the task: 2 of 10 problems.",
      reply: "[STUDENT] did not complete the task and finished 2 of 10 problems.",
    },
    {
      source: "Maya did 2 of 10 problems.",
      reply: "[STUDENT] did 2 of 10 problems; the work was incomplete.",
    },
  ])("the judgement-word guard passes what the teacher wrote: $reply", async ({ source, reply }) => {
    const { writer } = scripted([reply]);
    const result = await generateGuarded(
      writer,
      request({ fidelitySource: source, judgementSource: source, minChars: 10 }),
    );
    expect(result.source).toBe("ai");
    expect(result.warnings).toEqual([]);
  });

  it("a writer error gives the fallback at once, with the plain class of the error", async () => {
    const { writer, requests } = scripted([new AiError("rate_limited", "429 from provider", 429)]);
    const result = await generateGuarded(writer, request());
    expect(requests).toHaveLength(1);
    expect(result.source).toBe("original");
    expect(result.warnings).toEqual([expect.stringMatching(/^failed: .*rate limited/)]);
  });

  it("a deterministic template writer is not retried", async () => {
    let calls = 0;
    const template: TextGenerator = {
      description: "rules",
      author: "template",
      complete: async () => {
        calls++;
        return "short";
      },
      stream: async function* () {},
    };
    const result = await generateGuarded(template, request());
    expect(calls).toBe(1);
    expect(result).toEqual({ text: SOURCE, source: "original", warnings: ["too short"] });
  });

  it("an abort is rethrown, not turned into a fallback", async () => {
    const controller = new AbortController();
    controller.abort();
    const { writer } = scripted([new AiError("aborted", "cancelled")]);
    await expect(generateGuarded(writer, request({ signal: controller.signal }))).rejects.toSatisfy(
      (e) => e instanceof AiError && e.kind === "aborted",
    );
  });

  it.each([
    ["a good reply", [GOOD], false, { result: "ok", problem: null, attempts: 1 }],
    [
      "two replies too short",
      ["short", "short"],
      false,
      { result: "fallback", problem: "too_short", attempts: 2 },
    ],
    [
      "a number changed, then a good reply",
      [GOOD.replace("42", "40"), GOOD],
      false,
      { result: "ok", problem: null, attempts: 2 },
    ],
    [
      "a 429",
      [new AiError("rate_limited", "busy", 429)],
      false,
      { result: "fallback", problem: "rate_limited", attempts: 1 },
    ],
    [
      "an abort",
      [new AiError("aborted", "cancelled")],
      true,
      { result: "aborted", problem: "aborted", attempts: 1 },
    ],
  ] as const)("reports how it ended to a recording generator: %s", async (_, replies, abort, expected) => {
    const { writer } = scripted([...replies]);
    const outcomes: AiCallOutcome[] = [];
    const recording: TextGenerator = { ...writer, report: async (o) => void outcomes.push(o) };
    const controller = new AbortController();
    if (abort) controller.abort();
    await generateGuarded(recording, request({ signal: controller.signal })).catch(() => {});
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ feature: "enhance", writer: "ai", ...expected });
    expect(outcomes[0]?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("a failing record does not change the answer", async () => {
    const { writer } = scripted([GOOD]);
    const failing: TextGenerator = { ...writer, report: () => Promise.reject(new Error("database down")) };
    expect((await generateGuarded(failing, request())).source).toBe("ai");
  });

  it("writes with the writer `writerFor` gives, stamps its author, and reports through the generator", async () => {
    const { writer: model, requests } = scripted([GOOD]);
    const outcomes: AiCallOutcome[] = [];
    const template: TextGenerator = {
      description: "rules",
      author: "template",
      // A deterministic writer that fails the length guard: not retried, then the fallback.
      complete: async () => "Short.",
      stream: async function* () {},
    };
    const asked: string[] = [];
    const switching: TextGenerator = {
      ...model,
      report: async (o) => void outcomes.push(o),
      writerFor: async (task) => {
        asked.push(task.kind);
        return template;
      },
    };
    const result = await generateGuarded(switching, request());
    expect(asked).toEqual(["enhance"]);
    expect(requests).toHaveLength(0);
    expect(result).toEqual({ text: SOURCE, source: "original", warnings: ["too short"] });
    expect(outcomes).toEqual([
      expect.objectContaining({ writer: "template", result: "fallback", problem: "too_short", attempts: 1 }),
    ]);

    const passing: TextGenerator = { ...template, complete: async () => GOOD };
    const used = await generateGuarded({ ...switching, writerFor: async () => passing }, request());
    expect(used.source).toBe("template");
    expect(outcomes[1]).toMatchObject({ writer: "template", result: "ok" });
  });

  it("streams restored deltas without half a placeholder; a fallback restarts with the final text", async () => {
    const events: string[] = [];
    const listener = {
      delta: async (text: string) => void events.push(`delta:${text}`),
      restart: async () => void events.push("restart"),
    };
    const { writer } = scripted([
      ["[STU", "DENT] read 42 wcpm"],
      ["[STUDENT] read 40 wcpm on 3 of 4 trials."],
    ]);
    const result = await generateGuarded(writer, request({ listener }));
    expect(result.source).toBe("original");
    expect(events).toEqual([
      "delta:Maya read 42 wcpm",
      "restart",
      "delta:Maya read 40 wcpm on 3 of 4 trials.",
      "restart",
      `delta:${SOURCE}`,
    ]);
  });
});
