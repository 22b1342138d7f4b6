/**
 * Exactly-once changes (requirements "Local storage"; decision 008): a change sent again with the same
 * `Idempotency-Key` is answered with the first answer and applied once, across every way a device's
 * outbox can repeat it.
 */
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TestUser } from "../test/harness.ts";
import { setUpHarness } from "../test/set-up.ts";
import { IDEMPOTENCY_KEEP_DAYS, isQueueablePath } from "./idempotency.ts";

const h = setUpHarness();

/** Sends a JSON change with an Idempotency-Key. */
const send = (t: TestUser, method: string, url: string, key: string, body?: unknown) =>
  t.raw(method, url, body === undefined ? "" : JSON.stringify(body), { "Idempotency-Key": key });

const studentNames = async (t: TestUser) =>
  ((await (await t.get("/api/v1/students")).json()) as { name: string }[]).map((s) => s.name).sort();

describe("Idempotency-Key on record changes", () => {
  it("a create sent three times makes one student; the repeats answer the first answer, marked replayed", async () => {
    const t = await h.signUp();
    const key = randomUUID();
    const first = await send(t, "POST", "/api/v1/students", key, { name: "Ari Lane", grade: "4" });
    const again = await send(t, "POST", "/api/v1/students", key, { name: "Ari Lane", grade: "4" });
    const third = await send(t, "POST", "/api/v1/students", key, { name: "Ari Lane", grade: "4" });
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    expect([again.status, third.status]).toEqual([201, 201]);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    expect(await studentNames(t)).toEqual(["Ari Lane"]);
  });

  it("the same key sent at once from two tabs still makes one student", async () => {
    const t = await h.signUp();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(t, "POST", "/api/v1/students", key, { name: "Bo Quinn" })),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    expect(await studentNames(t)).toEqual(["Bo Quinn"]);
  });

  it("a late replay of an older update does not overwrite a newer one", async () => {
    const t = await h.signUp();
    const created = (await (await t.post("/api/v1/students", { name: "Cy Park", grade: "2" })).json()) as {
      id: string;
    };
    const url = `/api/v1/students/${created.id}`;
    const older = randomUUID();
    expect((await send(t, "PATCH", url, older, { grade: "3" })).status).toBe(200);
    expect((await send(t, "PATCH", url, randomUUID(), { grade: "5" })).status).toBe(200);
    const replayed = await send(t, "PATCH", url, older, { grade: "3" });
    expect(replayed.status).toBe(200);
    expect(((await replayed.json()) as { grade: string }).grade).toBe("3");
    expect(((await (await t.get(url)).json()) as { grade: string }).grade).toBe("5");
  });

  it("a delete replayed after its answer was lost answers 204 again, not 404", async () => {
    const t = await h.signUp();
    const created = (await (await t.post("/api/v1/students", { name: "Dee Fox" })).json()) as { id: string };
    const key = randomUUID();
    expect((await send(t, "DELETE", `/api/v1/students/${created.id}`, key)).status).toBe(204);
    const again = await send(t, "DELETE", `/api/v1/students/${created.id}`, key);
    expect(again.status).toBe(204);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await send(t, "DELETE", `/api/v1/students/${created.id}`, randomUUID())).status).toBe(404);
  });

  it("the same key with another body is refused with 422 and changes nothing", async () => {
    const t = await h.signUp();
    const key = randomUUID();
    await send(t, "POST", "/api/v1/students", key, { name: "Eli Ward" });
    const other = await send(t, "POST", "/api/v1/students", key, { name: "Someone Else" });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await studentNames(t)).toEqual(["Eli Ward"]);
  });

  it("a refused change is not remembered: fixed and sent again with the key, it is applied", async () => {
    const t = await h.signUp();
    const key = randomUUID();
    const refused = await send(t, "POST", "/api/v1/students", key, { name: "" });
    expect(refused.status).toBe(400);
    expect(await studentNames(t)).toEqual([]);
    expect((await send(t, "POST", "/api/v1/students", key, { name: "Fay Moss" })).status).toBe(201);
    expect(await studentNames(t)).toEqual(["Fay Moss"]);
  });

  it("keys belong to one teacher: another teacher's same key is a new change", async () => {
    const [t1, t2] = [await h.signUp(), await h.signUp()];
    const key = randomUUID();
    await send(t1, "POST", "/api/v1/students", key, { name: "Gus Hale" });
    const theirs = await send(t2, "POST", "/api/v1/students", key, { name: "Gus Hale" });
    expect(theirs.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await studentNames(t1)).toEqual(["Gus Hale"]);
    expect(await studentNames(t2)).toEqual(["Gus Hale"]);
  });

  it(`keeps a key ${IDEMPOTENCY_KEEP_DAYS} days; after that the teacher's old keys are forgotten`, async () => {
    const t = await h.signUp();
    const start = new Date("2026-11-02T15:00:00Z");
    const key = randomUUID();
    h.setNow(start);
    try {
      await send(t, "POST", "/api/v1/students", key, { name: "Hal Ives" });
      h.setNow(new Date(start.getTime() + (IDEMPOTENCY_KEEP_DAYS * 24 - 1) * 3600_000));
      await send(t, "POST", "/api/v1/students", randomUUID(), { name: "Ida Jay" });
      const within = await send(t, "POST", "/api/v1/students", key, { name: "Hal Ives" });
      expect(within.headers.get("Idempotent-Replayed")).toBe("true");
      h.setNow(new Date(start.getTime() + (IDEMPOTENCY_KEEP_DAYS * 24 + 1) * 3600_000));
      await send(t, "POST", "/api/v1/students", randomUUID(), { name: "Jo Kemp" });
      const after = await send(t, "POST", "/api/v1/students", key, { name: "Hal Ives" });
      expect(after.status).toBe(201);
      expect(after.headers.get("Idempotent-Replayed")).toBeNull();
    } finally {
      h.setNow(null);
    }
  });

  it("refuses a malformed key with 400 and applies nothing", async () => {
    const t = await h.signUp();
    for (const key of ["", "has space", "x".repeat(201)]) {
      const res = await send(t, "POST", "/api/v1/students", key, { name: "Kit Lowe" });
      expect(res.status, JSON.stringify(key)).toBe(400);
    }
    expect(await studentNames(t)).toEqual([]);
  });

  it.each([
    ["/api/v1/students", true],
    ["/api/v1/students/1b4e28ba-2fa1-11d2-883f-0016d3cca427", true],
    ["/api/v1/progress-entries", true],
    ["/api/v1/meetings/1b4e28ba-2fa1-11d2-883f-0016d3cca427/attendees", true],
    ["/api/v1/deadlines", true],
    ["/api/v1/service-sessions", true],
    ["/api/v1/services/1b4e28ba-2fa1-11d2-883f-0016d3cca427", true],
    ["/api/v1/notes/generate", false],
    ["/api/v1/ai/improve", false],
    ["/api/v1/me", false],
  ])("%s is replayable by an outbox: %s", (path, expected) => {
    expect(isQueueablePath(path)).toBe(expected);
  });
});

/** One step of a device's outbox: a change, or a repeat of an earlier one whose answer was lost. */
type Step =
  | { kind: "create"; name: string }
  | { kind: "rename"; target: number; name: string }
  | { kind: "delete"; target: number }
  | { kind: "repeat"; of: number };

const nameArb = fc.stringMatching(/^[A-Z][a-z]{2,8}$/);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("create" as const), name: nameArb }),
  fc.record({ kind: fc.constant("rename" as const), target: fc.nat(7), name: nameArb }),
  fc.record({ kind: fc.constant("delete" as const), target: fc.nat(7) }),
  fc.record({ kind: fc.constant("repeat" as const), of: fc.nat(20) }),
);

describe("property: an outbox with lost answers", () => {
  it("any sequence of changes, each repeated at random, leaves the state of applying each once", async () => {
    let operations = 0;
    let replays = 0;
    let run = 0;
    // One teacher for every run (signing up is slow); each run's students carry the run's tag. Pro:
    // the runs add more students than the free plan holds (requirements "Plans and trial").
    const t = await h.signUp();
    await h.givePro(t);
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 14 }), async (steps) => {
        run++;
        const tag = ` R${run}`;
        /** Sent changes (not repeats), in order, with their keys and the created student's id. */
        const sent: { method: string; url: string; body?: unknown; key: string }[] = [];
        const createdIds: string[] = [];
        /** The reference: each change applied exactly once. */
        const model = new Map<string, string>();
        for (const step of steps) {
          if (step.kind === "repeat") {
            const earlier = sent[step.of % Math.max(sent.length, 1)];
            if (!earlier) continue;
            replays++;
            const res = await send(t, earlier.method, earlier.url, earlier.key, earlier.body);
            expect(res.status).toBeLessThan(500);
            continue;
          }
          operations++;
          const key = randomUUID();
          if (step.kind === "create") {
            const change = { method: "POST", url: "/api/v1/students", body: { name: step.name + tag }, key };
            sent.push(change);
            const res = await send(t, change.method, change.url, key, change.body);
            const id = ((await res.json()) as { id: string }).id;
            createdIds.push(id);
            model.set(id, step.name + tag);
            continue;
          }
          const id = createdIds[step.target % Math.max(createdIds.length, 1)];
          if (!id) continue;
          const url = `/api/v1/students/${id}`;
          if (step.kind === "rename") {
            const change = { method: "PATCH", url, body: { name: step.name + tag }, key };
            sent.push(change);
            await send(t, change.method, url, key, change.body);
            if (model.has(id)) model.set(id, step.name + tag);
          } else {
            sent.push({ method: "DELETE", url, key });
            await send(t, "DELETE", url, key);
            model.delete(id);
          }
        }
        const names = (await studentNames(t)).filter((n) => n.endsWith(tag));
        expect(names).toEqual([...model.values()].sort());
      }),
      { numRuns: 20 },
    );
    console.info(`[outbox property] ${operations} operations, ${replays} replays, 0 duplicates, 0 lost`);
    expect(replays).toBeGreaterThan(0);
  }, 180_000);
});
