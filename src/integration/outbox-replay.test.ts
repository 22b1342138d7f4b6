/**
 * The outbox against the real server (requirements "Local storage"; decision 008): random sequences
 * of student and progress-entry changes, made online and offline, sent by the client's own outbox
 * code (the queued writes, folding, ids, versions) to the in-process app, while answers are lost at
 * random (the server applied the change but the device never heard) and requests are lost at random
 * (the server never saw them). Afterwards the server must hold exactly the result of applying every
 * change once: no duplicate row, no lost change. The figures are printed at the end.
 *
 * It lives outside src/client and src/server because it runs both (the client code in Node with the
 * app's `request` as its `fetch`).
 */

import { progressEntryRecordType } from "@client/features/progress/api/progress-entry-writes";
import { progressEntriesQueryKey } from "@client/features/progress/api/query-keys";
import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { studentRecordType } from "@client/features/students/api/student-writes";
import { enqueueWrite } from "@client/lib/outbox/enqueue";
import { newLocalId, resolveId } from "@client/lib/outbox/local-ids";
import type { OutboxReporter } from "@client/lib/outbox/queued-write";
import { registerRecordType } from "@client/lib/outbox/record-writes";
import { pendingChangeCount } from "@client/lib/outbox/use-pending";
import type { ProgressEntry } from "@shared/contracts/goals";
import type { Student } from "@shared/contracts/students";
import { onlineManager, QueryClient } from "@tanstack/react-query";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createHarness, type Harness, TEST_ORIGIN, type TestUser } from "../server/test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  await h?.close();
});

/** One change the teacher makes; `target` picks among the records made so far (modulo their number). */
type Op =
  | { kind: "addStudent"; grade: string; offline: boolean }
  | { kind: "editStudent"; target: number; grade: string; offline: boolean }
  | { kind: "deleteStudent"; target: number; offline: boolean }
  | { kind: "addEntry"; value: number; offline: boolean }
  | { kind: "editEntry"; target: number; value: number; offline: boolean }
  | { kind: "deleteEntry"; target: number; offline: boolean };

const grade = fc.constantFrom("K", "1", "2", "3", "4", "5");
// Scores a teacher would record for one goal: never more than 3× another (40–100), so the
// plausibility rule never asks to confirm (requirements "Progress entries"); replay is what is tested.
const value = fc.integer({ min: 40, max: 100 });
const offline = fc.boolean();
const target = fc.nat({ max: 50 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("addStudent" as const), grade, offline }),
  fc.record({ kind: fc.constant("editStudent" as const), target, grade, offline }),
  fc.record({ kind: fc.constant("deleteStudent" as const), target, offline }),
  fc.record({ kind: fc.constant("addEntry" as const), value, offline }),
  fc.record({ kind: fc.constant("editEntry" as const), target, value, offline }),
  fc.record({ kind: fc.constant("deleteEntry" as const), target, offline }),
);

/** The figures of the whole run. */
const figures = {
  runs: 0,
  operations: 0,
  requests: 0,
  lostAnswers: 0,
  lostRequests: 0,
  replays: 0,
  duplicates: 0,
  lost: 0,
};

/** A `fetch` into the app for `teacher` that loses answers and requests with the given odds. */
function flakyFetch(teacher: TestUser, rnd: () => number, loseAnswer: number, loseRequest: number) {
  const seenKeys = new Set<string>();
  return async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("cookie", teacher.cookie);
    headers.set("origin", TEST_ORIGIN);
    const key = headers.get("idempotency-key");
    if (key && init.method !== "GET" && rnd() < loseRequest) {
      figures.lostRequests++;
      throw new TypeError("fetch failed");
    }
    figures.requests++;
    if (key) {
      if (seenKeys.has(key)) figures.replays++;
      seenKeys.add(key);
    }
    const res = await h.app.request(input, { ...init, headers });
    if (key && rnd() < loseAnswer) {
      figures.lostAnswers++;
      throw new TypeError("fetch failed");
    }
    return res;
  };
}

/** Waits until the outbox is empty (every change answered). */
async function drained(qc: QueryClient) {
  for (let i = 0; i < 2000 && pendingChangeCount(qc) > 0; i++) {
    await qc.resumePausedMutations();
    await new Promise((r) => setTimeout(r, 5));
  }
  expect(pendingChangeCount(qc)).toBe(0);
}

it("applies every change exactly once, whatever answers are lost", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(opArb, { minLength: 1, maxLength: 25 }),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      async (ops, seed) => {
        figures.runs++;
        figures.operations += ops.length;
        let s = seed;
        const rnd = () => {
          s = (s * 1103515245 + 12345) % 2 ** 31;
          return s / 2 ** 31;
        };
        const teacher = await h.signUp();
        const studentRes = await teacher.post("/api/v1/students", { name: "Goal Owner" });
        const owner = (await studentRes.json()) as Student;
        const goalRes = await teacher.post("/api/v1/goals", {
          studentId: owner.id,
          statement: "Reads 90 wcpm",
          // The entries below are dated after it, as a teacher's would be (requirements "Progress entries").
          baselineDate: "2026-10-01",
        });
        const goalId = ((await goalRes.json()) as { id: string }).id;
        vi.stubGlobal("fetch", flakyFetch(teacher, rnd, 0.3, 0.15));

        const qc = new QueryClient();
        qc.mount();
        const problems: string[] = [];
        const reporter: OutboxReporter = {
          refused: (m) => problems.push(m),
          conflict: (c) => problems.push(`conflict on ${c.vars.label}`),
        };
        registerRecordType(qc, studentRecordType, { reporter, backoffBaseMs: 0 });
        registerRecordType(qc, progressEntryRecordType, { reporter, backoffBaseMs: 0 });
        qc.setQueryData<Student[]>(STUDENTS_QUERY_KEY, [owner]);
        qc.setQueryData<ProgressEntry[]>(progressEntriesQueryKey(goalId), []);

        // The model: what the server must hold after applying each change once.
        const students: { ref: string; name: string; grade: string | null; gone: boolean }[] = [];
        const entries: { ref: string; value: number; gone: boolean }[] = [];
        const alive = <T extends { gone: boolean }>(list: T[]) => list.filter((r) => !r.gone);

        for (const [i, op] of ops.entries()) {
          onlineManager.setOnline(!op.offline);
          if (op.kind === "addStudent") {
            const ref = newLocalId();
            const name = `Student ${i}`;
            students.push({ ref, name, grade: op.grade, gone: false });
            await enqueueWrite(qc, {
              type: "students",
              kind: "create",
              id: ref,
              input: { name, grade: op.grade },
              label: name,
            });
          } else if (op.kind === "addEntry") {
            const ref = newLocalId();
            entries.push({ ref, value: op.value, gone: false });
            const input = { goalId, entryDate: "2026-11-02", progressValue: op.value };
            await enqueueWrite(qc, {
              type: "progress-entries",
              kind: "create",
              id: ref,
              input,
              label: "entry",
            });
          } else if (op.kind === "editStudent" || op.kind === "deleteStudent") {
            const pick = alive(students);
            if (pick.length === 0) continue;
            const rec = pick[op.target % pick.length] as (typeof students)[number];
            // The id the screen shows: the server's once the create was answered, else the local one.
            const id = resolveId(rec.ref);
            const shown = qc.getQueryData<Student[]>(STUDENTS_QUERY_KEY)?.find((x) => x.id === id);
            if (op.kind === "editStudent") {
              rec.grade = op.grade;
              await enqueueWrite(qc, {
                type: "students",
                kind: "update",
                id,
                input: { grade: op.grade },
                basedOn: shown?.updatedAt,
                label: rec.name,
              });
            } else {
              rec.gone = true;
              await enqueueWrite(qc, { type: "students", kind: "delete", id, input: {}, label: rec.name });
            }
          } else {
            const pick = alive(entries);
            if (pick.length === 0) continue;
            const rec = pick[op.target % pick.length] as (typeof entries)[number];
            const id = resolveId(rec.ref);
            const shown = qc
              .getQueryData<ProgressEntry[]>(progressEntriesQueryKey(goalId))
              ?.find((x) => x.id === id);
            const parentIds = { goalId };
            if (op.kind === "editEntry") {
              rec.value = op.value;
              await enqueueWrite(qc, {
                type: "progress-entries",
                kind: "update",
                id,
                input: { progressValue: op.value },
                basedOn: shown?.updatedAt,
                label: "entry",
                parentIds,
              });
            } else {
              rec.gone = true;
              await enqueueWrite(qc, {
                type: "progress-entries",
                kind: "delete",
                id,
                input: {},
                label: "entry",
                parentIds,
              });
            }
          }
        }
        onlineManager.setOnline(true);
        await drained(qc);
        qc.unmount();
        vi.unstubAllGlobals();

        const onServer = (await (await teacher.get("/api/v1/students")).json()) as Student[];
        const serverStudents = onServer.filter((x) => x.id !== owner.id).map((x) => `${x.name}|${x.grade}`);
        const expectedStudents = alive(students).map((x) => `${x.name}|${x.grade}`);
        const serverEntries = (
          (await (await teacher.get(`/api/v1/progress-entries?goalId=${goalId}`)).json()) as ProgressEntry[]
        ).map((e) => e.progressValue);
        const expectedEntries = alive(entries).map((e) => e.value);
        figures.duplicates +=
          Math.max(0, serverStudents.length - expectedStudents.length) +
          Math.max(0, serverEntries.length - expectedEntries.length);
        figures.lost +=
          Math.max(0, expectedStudents.length - serverStudents.length) +
          Math.max(0, expectedEntries.length - serverEntries.length);
        expect(problems).toEqual([]);
        expect(serverStudents.sort()).toEqual(expectedStudents.sort());
        expect(serverEntries.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
          expectedEntries.sort((a, b) => a - b),
        );
      },
    ),
    { numRuns: Number(process.env.OUTBOX_RUNS ?? 40) },
  );
  console.info(`outbox replay figures: ${JSON.stringify(figures)}`);
  expect(figures.duplicates).toBe(0);
  expect(figures.lost).toBe(0);
}, 600_000);
