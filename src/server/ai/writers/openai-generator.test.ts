/**
 * The OpenAI-compatible generator and `draftNote` against a fake OpenAI-compatible HTTP server
 * (conventions: mock only what crosses the network to a third party, at the boundary).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { draftTemplateNote } from "../../../shared/domain/note-drafting/template-note.ts";
import { draftNote } from "../drafting/draft-note.ts";
import { AiError } from "./errors.ts";
import { readingNoteFacts } from "./note-facts-test-data.ts";
import { createOpenAiChat, createOpenAiGenerator } from "./openai-generator.ts";
import { AI_TEMPERATURE, buildFullNoteRequest, MAX_TOKENS_FULL_NOTE } from "./prompts.ts";

type Reply =
  | { kind: "content"; content: string }
  | { kind: "status"; status: number }
  | { kind: "stream"; deltas: string[] }
  | { kind: "hang" };

interface Received {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens: number;
    temperature: number;
    stream?: boolean;
  };
}

let server: Server;
let baseURL: string;
let script: Reply[] = [];
let received: Received[] = [];
const hanging: ServerResponse[] = [];

function completion(content: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "test-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  received.push({ path: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(raw) });
  const reply = script.shift() ?? { kind: "status", status: 500 };
  if (reply.kind === "hang") {
    hanging.push(res);
    return;
  }
  if (reply.kind === "status") {
    res.writeHead(reply.status, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: `scripted ${reply.status}`, type: "test" } }));
    return;
  }
  if (reply.kind === "stream") {
    res.writeHead(200, { "content-type": "text/event-stream" });
    for (const delta of reply.deltas) {
      const chunk = {
        id: "chatcmpl-test",
        object: "chat.completion.chunk",
        created: 1_700_000_000,
        model: "test-model",
        choices: [{ index: 0, delta: { content: delta }, finish_reason: null }],
      };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    res.end("data: [DONE]\n\n");
    return;
  }
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(completion(reply.content)));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  script = [];
  received = [];
});

const options = () => ({ apiKey: "test-key", baseURL, model: "test-model", maxRetries: 0 });
const chat = () => createOpenAiChat(options());
const generator = () => createOpenAiGenerator(options());

const facts = readingNoteFacts(
  "Maya read 42 wcpm with 95% accuracy on 3 of 4 trials. Ms. Lopez was told on 3/4/2026.",
);
const NOW = new Date("2026-03-03T15:00:00Z");

/** A good AI note: every fact kept, long enough, the names as placeholders. */
const GOOD_REPLY = [
  "[STUDENT] participated in a reading fluency session focused on the goal addressed.",
  "[STUDENT] read 42 wcpm with 95% accuracy and was correct on 3 of 4 trials, up from a baseline of 30 wcpm.",
  "[PERSON 1] was informed on 3/4/2026. Instruction will continue with weekly progress monitoring.",
].join("\n\n");

describe("createOpenAiChat (requirements 'AI text service' request shape)", () => {
  it("uses the model staff set in the admin settings for the next request, the server's when none", async () => {
    let chosen = "district-model";
    const c = createOpenAiChat({ ...options(), modelOverride: async () => chosen });
    script = [
      { kind: "content", content: "One" },
      { kind: "content", content: "Two" },
    ];
    const request = buildFullNoteRequest(facts, NOW);
    await c.complete(request);
    chosen = "  ";
    await c.complete(request);
    expect(received.map((r) => r.body.model)).toEqual(["district-model", "test-model"]);
  });

  it("sends one system message and one user prompt with 1200 tokens and temperature 0.4", async () => {
    script = [{ kind: "content", content: "Reply text" }];
    const request = buildFullNoteRequest(facts, NOW);
    expect(await chat().complete(request)).toBe("Reply text");
    expect(received).toHaveLength(1);
    const [r] = received;
    expect(r?.path).toBe("/v1/chat/completions");
    expect(r?.authorization).toBe("Bearer test-key");
    expect(r?.body.model).toBe("test-model");
    expect(r?.body.max_tokens).toBe(MAX_TOKENS_FULL_NOTE);
    expect(r?.body.temperature).toBe(AI_TEMPERATURE);
    expect(r?.body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(r?.body.messages[0]?.content).toBe(request.system);
    expect(r?.body.messages[1]?.content).toBe(request.prompt);
  });

  it("streams the deltas in order", async () => {
    script = [{ kind: "stream", deltas: ["Maya ", "read ", "42 wcpm."] }];
    const parts: string[] = [];
    for await (const part of chat().stream(buildFullNoteRequest(facts, NOW))) parts.push(part);
    expect(parts).toEqual(["Maya ", "read ", "42 wcpm."]);
    expect(received[0]?.body.stream).toBe(true);
  });

  it.each([
    [400, "bad_request"],
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "not_found"],
    [409, "conflict"],
    [422, "unprocessable"],
    [429, "rate_limited"],
    [500, "server"],
    [503, "server"],
  ])("classes HTTP %i as %s (requirements 'AI errors')", async (status, kind) => {
    script = [{ kind: "status", status }];
    const error = await chat()
      .complete(buildFullNoteRequest(facts, NOW))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).kind).toBe(kind);
    expect((error as AiError).status).toBe(status);
  });

  it("classes a refused connection as connection", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const g = createOpenAiChat({
      apiKey: "k",
      baseURL: `http://127.0.0.1:${port}/v1`,
      model: "m",
      maxRetries: 0,
    });
    await expect(g.complete(buildFullNoteRequest(facts, NOW))).rejects.toSatisfy(
      (e) => e instanceof AiError && e.kind === "connection",
    );
  });

  it("classes a request that outlives its timeout as timeout", async () => {
    script = [{ kind: "hang" }];
    const g = createOpenAiChat({ apiKey: "k", baseURL, model: "m", maxRetries: 0, timeoutMs: 200 });
    await expect(g.complete(buildFullNoteRequest(facts, NOW))).rejects.toSatisfy(
      (e) => e instanceof AiError && e.kind === "timeout",
    );
  });

  it("classes a cancelled request as aborted", async () => {
    script = [{ kind: "hang" }];
    const controller = new AbortController();
    const pending = chat().complete({ ...buildFullNoteRequest(facts, NOW), signal: controller.signal });
    while (received.length === 0) await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    await expect(pending).rejects.toSatisfy((e) => e instanceof AiError && e.kind === "aborted");
  });
});

describe("draftNote with the OpenAI generator (requirements 'Note generation' Note generation, architecture 'AI pipeline' guards)", () => {
  it("a good reply is used: source ai, names restored, no warnings", async () => {
    script = [{ kind: "content", content: GOOD_REPLY }];
    const result = await draftNote(generator(), facts, { now: NOW });
    expect(result.source).toBe("ai");
    expect(result.warnings).toEqual([]);
    expect(result.text).toContain("Maya read 42 wcpm with 95% accuracy");
    expect(result.text).toContain("Lopez was informed on 3/4/2026");
    expect(received).toHaveLength(1);
  });

  it("the provider never sees the student's or the roster's names (architecture 'Security model')", async () => {
    script = [{ kind: "content", content: GOOD_REPLY }];
    await draftNote(generator(), facts, { now: NOW, otherNames: ["Ana Ruiz"] });
    const sent = JSON.stringify(received[0]?.body.messages);
    expect(sent).not.toMatch(/Maya|Lopez/);
    expect(sent).toContain("[STUDENT]");
    expect(sent).toContain("42 wcpm");
  });

  it("a reply that is too short gives the template note after one retry", async () => {
    script = [
      { kind: "content", content: "Maya did fine." },
      { kind: "content", content: "" },
    ];
    const result = await draftNote(generator(), facts, { now: NOW });
    expect(result.source).toBe("template");
    expect(result.text).toBe(draftTemplateNote(facts));
    expect(result.warnings).toEqual([
      "The AI draft was too short, so the built-in template note was used instead.",
    ]);
    expect(received).toHaveLength(2);
  });

  it("a reply that turns a judgement word into a behaviour gives the template note, which leaves the word out", async () => {
    const lazy = { ...facts, observations: `${facts.observations} She was being lazy.` };
    const invented = `${GOOD_REPLY} [STUDENT] was not completing the task.`;
    script = [
      { kind: "content", content: invented },
      { kind: "content", content: invented },
    ];
    const result = await draftNote(generator(), lazy, { now: NOW });
    expect(result.source).toBe("template");
    expect(result.text).toBe(draftTemplateNote(lazy));
    expect(result.text).not.toMatch(/lazy|complet/i);
    expect(result.warnings).toEqual([
      'The AI draft wrote "not completing the task", a judgement word or a behaviour the observations do not describe, so the built-in template note was used instead.',
    ]);
  });

  it("a reply with a changed number gives the template note and a warning naming it", async () => {
    const changed = GOOD_REPLY.replace("42 wcpm", "45 wcpm");
    script = [
      { kind: "content", content: changed },
      { kind: "content", content: changed },
    ];
    const result = await draftNote(generator(), facts, { now: NOW });
    expect(result.source).toBe("template");
    expect(result.text).toBe(draftTemplateNote(facts));
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain('"42 wcpm"');
    expect(result.warnings[0]).toContain("template note was used");
    expect(received).toHaveLength(2);
  });

  it("a bad first reply and a good retry uses the retry", async () => {
    script = [
      { kind: "content", content: GOOD_REPLY.replace("3 of 4 trials", "most trials") },
      { kind: "content", content: GOOD_REPLY },
    ];
    const result = await draftNote(generator(), facts, { now: NOW });
    expect(result).toMatchObject({ source: "ai", warnings: [] });
    expect(received).toHaveLength(2);
  });

  it.each([
    [500, "internal error"],
    [429, "rate limited"],
  ])("HTTP %i gives the template note at once", async (status, words) => {
    script = [{ kind: "status", status }];
    const lines: string[] = [];
    const result = await draftNote(generator(), facts, { now: NOW, log: (l) => lines.push(l) });
    expect(result.source).toBe("template");
    expect(result.text).toBe(draftTemplateNote(facts));
    expect(result.warnings[0]).toContain(words);
    expect(received).toHaveLength(1);
    expect(lines.join("\n")).toContain(String(status));
    // The log line carries no student text.
    expect(lines.join("\n")).not.toContain("Maya");
  });
});
