/**
 * API load benchmark for progress monitoring (requirements "Aimline, trendline and decision rules"; decision 005): `GET /api/v1/goals?studentId=` for a
 * student with 10 goals × 60 progress entries each, then for a student with 10 goals × 600 entries each
 * (10× the entries), under autocannon (10 connections, 10 s each), to show how the cost of the list —
 * which computes every goal's trend, trendline, aimline and decision from its entries — grows with the
 * data. On PGlite always; on PostgreSQL too when `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`) names a
 * server (a throw-away database is created there and dropped afterwards).
 *
 * Figures are printed, not asserted. Run: `npx tsx bench/api-goals.ts`.
 */
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import type { Goal } from "../src/shared/contracts/goals.ts";
import {
  type BenchTeacher,
  createThrowawayDatabase,
  figure,
  note,
  postgresAdminUrl,
  sampleStudent,
  signUpOnboardedTeacher,
  startBenchServer,
} from "./support/server.ts";

const GOALS = 10;
const ENTRIES_SMALL = 60;
const ENTRIES_LARGE = 600;
const CONNECTIONS = 10;
const DURATION_S = 10;
/** Parallel POSTs while seeding entries (seeding is not measured). */
const SEED_CONCURRENCY = 8;

async function post(baseUrl: string, teacher: BenchTeacher, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json", cookie: teacher.cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} failed: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** `YYYY-MM-DD` `days` days after 2020-01-06. */
const dayAfterStart = (days: number) =>
  new Date(Date.UTC(2020, 0, 6) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A student with `GOALS` goals, each with `entriesPerGoal` entries (one every 2 days, a rising line with
 * noise and every 10th session unscored), all created through the API.
 * @returns the student's id.
 */
async function seedStudent(baseUrl: string, teacher: BenchTeacher, slot: number, entriesPerGoal: number) {
  const student = (await post(baseUrl, teacher, "/api/v1/students", sampleStudent(slot))) as { id: string };
  const jobs: (() => Promise<unknown>)[] = [];
  for (let g = 0; g < GOALS; g++) {
    const goal = (await post(baseUrl, teacher, "/api/v1/goals", {
      studentId: student.id,
      statement: `Goal ${g + 1}: will read grade-level passages at 90 words correct per minute in 4 of 5 probes`,
      area: "Reading fluency",
      baselineValue: 40,
      baselineDate: dayAfterStart(0),
      targetValue: 90,
      targetDate: dayAfterStart(entriesPerGoal * 2),
      unit: "words correct per minute",
      direction: g % 3 === 2 ? "decrease" : "increase",
      measurementMethod: "One-minute ORF probe",
      evaluationSchedule: "Twice a week",
      objectives: ["60 WCPM at the first benchmark", "75 WCPM at the second"],
    })) as Goal;
    for (let e = 0; e < entriesPerGoal; e++) {
      const progressValue = e % 10 === 9 ? null : 40 + (50 * e) / entriesPerGoal + ((e * 7 + g) % 9) - 4;
      jobs.push(() =>
        post(baseUrl, teacher, "/api/v1/progress-entries", {
          goalId: goal.id,
          entryDate: dayAfterStart(e * 2),
          progressValue,
          note: e % 5 === 0 ? "Probe given in the resource room" : null,
        }),
      );
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]!();
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  return student.id;
}

interface Throughput {
  perSecond: number;
  p99Ms: number;
}

/** autocannon against the goal list of one student. Checks the answer first; refuses errors or non-2xx. */
async function loadGoals(baseUrl: string, teacher: BenchTeacher, studentId: string, entriesPerGoal: number) {
  const url = `${baseUrl}/api/v1/goals?studentId=${studentId}`;
  const check = await fetch(url, { headers: { cookie: teacher.cookie } });
  if (!check.ok) throw new Error(`GET ${url} answered ${check.status}: ${await check.text()}`);
  const goals = (await check.json()) as Goal[];
  if (goals.length !== GOALS || goals.some((g) => g.entryCount !== entriesPerGoal || g.trendline === null)) {
    throw new Error(`expected ${GOALS} goals of ${entriesPerGoal} entries each with a trendline`);
  }
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: { cookie: teacher.cookie } });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie: teacher.cookie },
  });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `autocannon saw ${result.errors} errors, ${result.timeouts} timeouts and ${result.non2xx} non-2xx answers`,
    );
  }
  return { perSecond: result.requests.average, p99Ms: result.latency.p99 } satisfies Throughput;
}

async function benchEngine(engine: "pglite" | "postgres", databaseUrl?: string) {
  const server = await startBenchServer({ databaseUrl });
  try {
    const teacher = await signUpOnboardedTeacher(server.url);
    const results: [number, Throughput][] = [];
    for (const [slot, entries] of [
      [0, ENTRIES_SMALL],
      [1, ENTRIES_LARGE],
    ] as const) {
      const studentId = await seedStudent(server.url, teacher, slot, entries);
      const r = await loadGoals(server.url, teacher, studentId, entries);
      results.push([entries, r]);
      const label = `api GET /api/v1/goals?studentId= [${engine}, ${GOALS} goals × ${entries} entries, ${CONNECTIONS} conn, ${DURATION_S} s]`;
      figure(`${label} throughput`, r.perSecond, "req/s");
      figure(`${label} p99`, r.p99Ms, "ms", 1);
    }
    const [[, small], [, large]] = results as [[number, Throughput], [number, Throughput]];
    figure(
      `growth [${engine}] throughput ${ENTRIES_SMALL} → ${ENTRIES_LARGE} entries per goal`,
      large.perSecond / small.perSecond,
      "×",
      3,
    );
    figure(
      `growth [${engine}] p99 ${ENTRIES_SMALL} → ${ENTRIES_LARGE} entries per goal`,
      large.p99Ms / small.p99Ms,
      "×",
      2,
    );
    // Let requests autocannon cut off finish before the database closes under them.
    await sleep(1000);
  } finally {
    await server.cleanup();
  }
}

async function main() {
  note(
    `API load: GET /api/v1/goals?studentId=, ${GOALS} goals × ${ENTRIES_SMALL} then × ${ENTRIES_LARGE} entries, autocannon ${CONNECTIONS} connections × ${DURATION_S} s`,
  );
  await benchEngine("pglite");
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) {
    note("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server to include it");
    return;
  }
  const throwaway = await createThrowawayDatabase(adminUrl);
  try {
    await benchEngine("postgres", throwaway.url);
  } finally {
    await throwaway.drop();
  }
}

main().catch((err) => {
  console.error(`api-goals benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
