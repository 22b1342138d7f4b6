/**
 * AI assistant latency (requirements "Note streaming", "Suggestions"): against a fake OpenAI-compatible provider on 127.0.0.1,
 *
 * 1. time to first streamed token of a note: straight from the provider (the SDK's own stream) and
 *    through the server (`POST /api/v1/notes/generate` with `Accept: text/event-stream`, first
 *    `delta` event) — the difference is the server's overhead (session, quota, student lookup,
 *    de-identification, SSE framing); p50 and p99 over `NOTES` requests;
 * 2. `POST /api/v1/ai/suggestions` latency with a warm cache (the same input again; the provider is
 *    not called), p50 and p99.
 *
 * The real server (`startServer`) runs with PGlite in a temp dir. The free plan allows 10 notes a
 * month and the AI routes 30 requests a minute per teacher, so the requests are spread over several
 * teachers. Figures are printed, not asserted. Run: `npx tsx bench/ai-latency.ts`.
 */
import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { createOpenAiChat } from "../src/server/ai/writers/openai-generator.ts";
import { buildSuggestionsRequest } from "../src/server/ai/writers/prompts.ts";
import { loadEnv } from "../src/server/env.ts";
import { startServer } from "../src/server/main.ts";
import { startFakeOpenAiServer } from "../src/server/test/fake-openai-server.ts";
import {
  type BenchTeacher,
  figure,
  freePort,
  note,
  percentile,
  signUpOnboardedTeacher,
  tempDir,
} from "./support/server.ts";

/** Streamed notes measured (spread over teachers: 10 a month each on the free plan). */
const NOTES = 50;
const NOTES_PER_TEACHER = 10;
/** Warm suggestion requests per teacher (the AI rate limit is 30 a minute; one is the cold call). */
const WARM_PER_TEACHER = 28;
const SUGGESTION_TEACHERS = 3;

const OBSERVATIONS = "Read 42 wcpm with 95% accuracy on 3 of 4 trials; 2 self-corrections.";
/** A faithful note (passes the guards at once), streamed word by word. */
const NOTE_REPLY =
  "During the reading session [STUDENT] read 42 wcpm with 95% accuracy and was correct on 3 of 4 trials, with 2 self-corrections. " +
  "Repeated reading and a finger tracking strategy were used. Instruction will continue with weekly progress monitoring.";
const SUGGESTIONS_REPLY =
  "1. [STUDENT] read 42 wcpm with 2 errors.\n2. [STUDENT] used a finger to track each line.\n3. [STUDENT] self-corrected twice.";

async function main() {
  const fake = await startFakeOpenAiServer((body) =>
    body.stream
      ? { kind: "stream", deltas: NOTE_REPLY.split(/(?<= )/) }
      : { kind: "content", content: SUGGESTIONS_REPLY },
  );
  const port = await freePort();
  const dataDir = tempDir("ai");
  const appUrl = `http://127.0.0.1:${port}`;
  const server = await startServer(
    loadEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: appUrl,
      NODE_ENV: "production",
      AI_API_KEY: "bench-key",
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: "fake-model",
    }),
    { authRateLimit: false },
  );

  try {
    // 1a. Straight from the provider.
    const direct: number[] = [];
    const generator = createOpenAiChat({
      apiKey: "k",
      baseURL: fake.baseURL,
      model: "m",
      maxRetries: 0,
    });
    const request = {
      ...buildSuggestionsRequest("observations", OBSERVATIONS, {}, new Date()),
      fieldType: "x",
    };
    for (let i = 0; i < NOTES; i++) {
      const start = performance.now();
      let first = 0;
      for await (const _ of generator.stream(request)) if (!first) first = performance.now() - start;
      direct.push(first);
    }

    // 1b. Through the server.
    const viaServer: number[] = [];
    let teacher: BenchTeacher | null = null;
    let studentId = "";
    for (let i = 0; i < NOTES; i++) {
      if (i % NOTES_PER_TEACHER === 0) {
        teacher = await signUpOnboardedTeacher(appUrl);
        studentId = await createStudent(appUrl, teacher);
      }
      viaServer.push(await firstDeltaMs(appUrl, teacher as BenchTeacher, studentId));
    }
    figure("note stream, first token straight from the provider p50", percentile(direct, 50), "ms", 1);
    figure("note stream, first token straight from the provider p99", percentile(direct, 99), "ms", 1);
    figure("note stream, first token through the server p50", percentile(viaServer, 50), "ms", 1);
    figure("note stream, first token through the server p99", percentile(viaServer, 99), "ms", 1);
    figure(
      "server overhead on time to first token p50",
      percentile(viaServer, 50) - percentile(direct, 50),
      "ms",
      1,
    );
    figure(
      "server overhead on time to first token p99",
      percentile(viaServer, 99) - percentile(direct, 99),
      "ms",
      1,
    );

    // 2. Suggestions with a warm cache.
    const warm: number[] = [];
    const providerCallsBefore = fake.received.length;
    for (let t = 0; t < SUGGESTION_TEACHERS; t++) {
      const tch = await signUpOnboardedTeacher(appUrl);
      const id = await createStudent(appUrl, tch);
      const body = { fieldType: "observations", input: "read 42 wcpm", studentId: id, grade: "3" };
      await suggest(appUrl, tch, body); // cold: fills the cache
      for (let i = 0; i < WARM_PER_TEACHER; i++) {
        const start = performance.now();
        await suggest(appUrl, tch, body);
        warm.push(performance.now() - start);
      }
    }
    note(
      `suggestions: ${warm.length} warm requests, ${fake.received.length - providerCallsBefore} provider calls (${SUGGESTION_TEACHERS} cold)`,
    );
    figure("suggestions, warm cache p50", percentile(warm, 50), "ms", 1);
    figure("suggestions, warm cache p99", percentile(warm, 99), "ms", 1);
  } finally {
    await server.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const headers = (baseUrl: string, teacher: BenchTeacher) => ({
  origin: baseUrl,
  "content-type": "application/json",
  cookie: teacher.cookie,
});

async function createStudent(baseUrl: string, teacher: BenchTeacher): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/students`, {
    method: "POST",
    headers: headers(baseUrl, teacher),
    body: JSON.stringify({ name: "Maya Lopez", grade: "3" }),
  });
  if (res.status !== 201) throw new Error(`student create failed: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Milliseconds from sending the request to the first `delta` event; reads the stream to its end. */
async function firstDeltaMs(baseUrl: string, teacher: BenchTeacher, studentId: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/notes/generate`, {
    method: "POST",
    headers: { ...headers(baseUrl, teacher), accept: "text/event-stream" },
    body: JSON.stringify({ studentId, type: "progress", subject: "Reading", observations: OBSERVATIONS }),
  });
  if (res.status !== 200 || !res.body)
    throw new Error(`generate failed: HTTP ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let text = "";
  let first = 0;
  for await (const chunk of res.body) {
    text += decoder.decode(chunk, { stream: true });
    if (!first && text.includes("event: delta")) first = performance.now() - start;
  }
  if (!text.includes("event: note")) throw new Error(`the stream ended without a note: ${text.slice(-300)}`);
  return first;
}

async function suggest(baseUrl: string, teacher: BenchTeacher, body: unknown): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/ai/suggestions`, {
    method: "POST",
    headers: headers(baseUrl, teacher),
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`suggestions failed: HTTP ${res.status} ${await res.text()}`);
  await res.json();
}

await main();
