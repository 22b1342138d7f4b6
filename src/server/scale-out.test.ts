/**
 * Two app instances on one database behave as one service (architecture "Two ways to run";
 * requirements "Rate limits", "Note quota", "Suggestions", "Local storage"). Two real HTTP servers,
 * each its own `createApp`, behind a round-robin proxy started here; on PostgreSQL
 * (TEST_DATABASE_URL) each server has its own connection pool, on PGlite they share the one
 * connection a process may hold. Every request below goes through the proxy, so consecutive
 * requests land on different instances.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_RATE_LIMIT } from "./ai/ai-rate-limit.ts";
import { createTextGenerator } from "./ai/writers/create-generator.ts";
import type { TextGenerator } from "./ai/writers/text-generator.ts";
import { loadEnv } from "./env.ts";
import { createHarness, type Harness, TEST_ORIGIN } from "./test/harness.ts";
import { startTwoInstances, type TwoInstances } from "./test/two-instances.ts";

let h: Harness;
let pair: TwoInstances;
/** Suggestion requests that reached the provider. */
let providerCalls = 0;

/** The offline drafter for notes, and a counting stand-in for the provider's suggestions. */
function countingGenerator(): TextGenerator {
  const offline = createTextGenerator(loadEnv({ DATA_DIR: path.join(os.tmpdir(), "iep-test") }));
  return {
    description: "offline drafter with a counting suggestion provider",
    author: "ai",
    complete: async (task, options) => {
      if (task.kind !== "suggestions") return await offline.complete(task, options);
      providerCalls++;
      return "1. [STUDENT] read the passage aloud with expression.\n2. [STUDENT] corrected two errors alone.";
    },
    stream: (task, options) => offline.stream(task, options),
  };
}

beforeAll(async () => {
  h = await createHarness();
  pair = await startTwoInstances({
    database: h.database,
    databaseUrl: h.databaseUrl,
    generator: countingGenerator(),
    now: () => new Date(),
  });
});

afterAll(async () => {
  await pair?.close();
  await h?.close();
});

interface Sent {
  status: number;
  instance: string | null;
  replayed: string | null;
  json: unknown;
}

/** A browser of one teacher talking to the proxy: keeps the session cookie. */
function browser() {
  let cookie = "";
  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(pair.url + path, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (set.length > 0) cookie = set.join("; ");
    const text = await res.text();
    return {
      status: res.status,
      instance: res.headers.get("x-instance"),
      replayed: res.headers.get("idempotent-replayed"),
      json: text ? (JSON.parse(text) as unknown) : null,
    } satisfies Sent;
  }
  return { send, email: `teacher-${randomUUID().slice(0, 8)}@school.test` };
}

/** A teacher signed up through the proxy, with one student. */
async function teacher(name = "Maya Lopez") {
  const b = browser();
  const up = await b.send("POST", "/api/auth/sign-up/email", {
    email: b.email,
    password: "correct-horse",
    name: "Test Teacher",
  });
  expect(up.status).toBe(200);
  const student = await b.send("POST", "/api/v1/students", { name });
  expect(student.status).toBe(201);
  return { ...b, studentId: (student.json as { id: string }).id };
}

const tally = (results: Sent[]) => {
  const byStatus: Record<number, number> = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return byStatus;
};

describe("two instances behind a round-robin proxy", () => {
  it("a session made on one instance is honoured by the other; students and notes read the same on both", async () => {
    const t = await teacher();
    const a = await t.send("GET", "/api/v1/me");
    const b = await t.send("GET", "/api/v1/me");
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(new Set([a.instance, b.instance])).toEqual(new Set(["0", "1"]));

    // Signing in again (a new session) works on whichever instance answers.
    const again = await t.send("POST", "/api/auth/sign-in/email", {
      email: t.email,
      password: "correct-horse",
    });
    expect(again.status).toBe(200);

    const note = await t.send("POST", "/api/v1/notes/generate", {
      studentId: t.studentId,
      observations: "Read 42 words correct per minute with 95% accuracy.",
    });
    expect(note.status).toBe(201);
    const lists = [await t.send("GET", "/api/v1/students"), await t.send("GET", "/api/v1/students")];
    const notes = [await t.send("GET", "/api/v1/notes"), await t.send("GET", "/api/v1/notes")];
    expect(new Set(lists.map((l) => l.instance))).toEqual(new Set(["0", "1"]));
    for (const l of lists) expect((l.json as { id: string }[]).map((s) => s.id)).toEqual([t.studentId]);
    for (const n of notes) {
      expect(n.status).toBe(200);
      expect(JSON.stringify(n.json)).toContain((note.json as { id: string }).id);
    }
  });

  it("concurrent notes on both instances stop at exactly the free plan's 10 a month", async () => {
    const t = await teacher();
    const results = await Promise.all(
      Array.from({ length: 14 }, () =>
        t.send("POST", "/api/v1/notes/generate", {
          studentId: t.studentId,
          observations: "On task 8 of 10 minutes.",
        }),
      ),
    );
    expect(tally(results)).toEqual({ 201: 10, 403: 4 });
    expect(new Set(results.map((r) => r.instance))).toEqual(new Set(["0", "1"]));
    const [row] = (await h.database.rawQuery(
      "select count(*)::int as n from notes n join users u on u.id = n.user_id where u.email = $1",
      [t.email],
    )) as { n: number }[];
    expect(row?.n).toBe(10);
  });

  it("the AI budget is one per teacher across instances: of 100 concurrent requests exactly the limit pass", async () => {
    const t = await teacher();
    const extra = 100 - AI_RATE_LIMIT;
    const results = await Promise.all(
      Array.from({ length: AI_RATE_LIMIT + extra }, () =>
        t.send("POST", "/api/v1/ai/suggestions", { fieldType: "observations", input: "ab" }),
      ),
    );
    expect(tally(results)).toEqual({ 200: AI_RATE_LIMIT, 429: extra });
    expect(new Set(results.map((r) => r.instance))).toEqual(new Set(["0", "1"]));
    // Another teacher's budget is untouched.
    const other = await teacher();
    expect(
      (await other.send("POST", "/api/v1/ai/suggestions", { fieldType: "observations", input: "ab" })).status,
    ).toBe(200);
  });

  it("a replayed change that reaches the other instance gets the first answer, and one row", async () => {
    const t = await teacher();
    const key = randomUUID();
    const first = await t.send("POST", "/api/v1/students", { name: "Ivy Park" }, { "Idempotency-Key": key });
    const replay = await t.send("POST", "/api/v1/students", { name: "Ivy Park" }, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(replay.instance).not.toBe(first.instance);
    expect(replay.status).toBe(201);
    expect(replay.replayed).toBe("true");
    expect(replay.json).toEqual(first.json);
    const list = (await t.send("GET", "/api/v1/students")).json as { name: string }[];
    expect(list.filter((s) => s.name === "Ivy Park")).toHaveLength(1);
  });

  it("a suggestion cached by one instance is served by the other without asking the provider again", async () => {
    const t = await teacher();
    const ask = () =>
      t.send("POST", "/api/v1/ai/suggestions", {
        fieldType: "observations",
        input: "Maya read the passage at 42 words correct per minute.",
        studentId: t.studentId,
      });
    const before = providerCalls;
    const first = await ask();
    const second = await ask();
    expect(second.instance).not.toBe(first.instance);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json).toEqual(first.json);
    expect((first.json as { suggestions: string[] }).suggestions[0]).toMatch(/^Maya read the passage/);
    expect(providerCalls - before).toBe(1);
  });

  it("a student renamed through one instance is listed so by the other, whose list was in memory", async () => {
    const t = await teacher("Ana Ruiz");
    const warm = [await t.send("GET", "/api/v1/students"), await t.send("GET", "/api/v1/students")];
    expect(new Set(warm.map((w) => w.instance))).toEqual(new Set(["0", "1"]));
    const renamed = await t.send("PATCH", `/api/v1/students/${t.studentId}`, { name: "Ana Ruiz-Park" });
    expect(renamed.status).toBe(200);
    const after = [await t.send("GET", "/api/v1/students"), await t.send("GET", "/api/v1/students")];
    expect(new Set(after.map((a) => a.instance))).toEqual(new Set(["0", "1"]));
    for (const a of after)
      expect((a.json as { name: string }[]).map((s) => s.name)).toEqual(["Ana Ruiz-Park"]);
  });

  it("the harness itself runs in process, or as two instances behind its own proxy with API_INSTANCES=2", async () => {
    const t = await h.signUp();
    for (let i = 0; i < 4; i++) expect((await t.get("/api/v1/me")).status).toBe(200);
    const served = h.served();
    if (process.env.API_INSTANCES === "2") {
      // The sign-up and four reads alternate: both instances answered, none twice in a row.
      expect(served).toHaveLength(2);
      expect(Math.min(...(served ?? []))).toBeGreaterThanOrEqual(2);
      expect(h.instanceDatabases()).toHaveLength(h.databaseUrl ? 2 : 1);
    } else {
      expect(served).toBeNull();
      expect(h.instanceDatabases()).toEqual([h.database]);
    }
  });
});
