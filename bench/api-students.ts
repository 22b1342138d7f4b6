/**
 * API load benchmark (issue: "Benchmarks"): `GET /api/v1/students` for a teacher with 30 students,
 * under autocannon (10 connections, 10 s), beside the same query run through the database driver
 * alone (10 concurrent loops, 10 s), and the ratio of the two. On PGlite always; on PostgreSQL too
 * when `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`) names a server (a throw-away database is
 * created there and dropped afterwards).
 *
 * The list projection (`?view=summary`) runs under the same load next, then
 * `GET /api/health` runs under the same load in the same process right after, and the students list's
 * throughput is printed as a share of it.
 *
 * Then the same for a member of IEP teams (requirements "Shared students in lists"): a teacher with
 * 30 students of their own and 10 another teacher shares with them (the four roles in turn, so each
 * role's redaction is in the figure), on a server restarted over the same data, with its own health
 * figure.
 *
 * Figures are printed, not asserted. Run: `npx tsx bench/api-students.ts`.
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { openDatabase } from "../src/server/db/client.ts";
import {
  BENCH_PASSWORD,
  type BenchTeacher,
  createStudents,
  createThrowawayDatabase,
  figure,
  mergeCookies,
  note,
  percentile,
  postgresAdminUrl,
  signUpOnboardedTeacher,
  startBenchServer,
} from "./support/server.ts";

const STUDENTS = 30;
/** Students another teacher shares with the member of the second case. */
const SHARED = 10;
const CONNECTIONS = 10;
const DURATION_S = 10;

/** What the students service runs for the list (requirements "Students": all students of a user ordered by name). */
const LIST_SQL = "select * from students where user_id = $1 order by name";

interface Throughput {
  perSecond: number;
  p99Ms: number;
}

/** autocannon against the list endpoint with the teacher's cookie. Refuses a run with errors or non-2xx. */
async function loadApi(
  baseUrl: string,
  teacher: BenchTeacher,
  query = "",
  expected = STUDENTS,
): Promise<Throughput> {
  const url = `${baseUrl}/api/v1/students${query}`;
  // Check the answer first: a benchmark of 401s or of an empty list would measure the wrong thing.
  const check = await fetch(url, { headers: { cookie: teacher.cookie } });
  // As a browser does: keep the fresh signed session copy the answer may carry (decision 013).
  const cookie = mergeCookies(teacher.cookie, check.headers.getSetCookie());
  if (!check.ok) throw new Error(`GET /api/v1/students answered ${check.status}: ${await check.text()}`);
  const list = (await check.json()) as unknown[];
  if (!Array.isArray(list) || list.length !== expected) {
    throw new Error(
      `GET /api/v1/students returned ${Array.isArray(list) ? list.length : "no"} students, expected ${expected}`,
    );
  }
  // Short warm-up so the first JIT and connection costs are not in the figure.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: { cookie } });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie },
  });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `autocannon saw ${result.errors} errors, ${result.timeouts} timeouts and ${result.non2xx} non-2xx answers`,
    );
  }
  return { perSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/** autocannon against `GET /api/health` (no session, no query of teacher data), the same load. */
async function loadHealth(baseUrl: string): Promise<Throughput> {
  const url = `${baseUrl}/api/health`;
  const check = await fetch(url);
  if (!check.ok) throw new Error(`GET /api/health answered ${check.status}`);
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`autocannon on /api/health saw ${result.errors} errors, ${result.non2xx} non-2xx`);
  }
  return { perSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/** `CONNECTIONS` loops running LIST_SQL back to back for DURATION_S through the driver alone. */
async function loadDriver(rawQuery: (sql: string, params: unknown[]) => Promise<unknown[]>, userId: string) {
  const rows = await rawQuery(LIST_SQL, [userId]);
  if (rows.length !== STUDENTS)
    throw new Error(`the driver query returned ${rows.length} rows, expected ${STUDENTS}`);
  const warmUntil = performance.now() + 1000;
  while (performance.now() < warmUntil) await rawQuery(LIST_SQL, [userId]);

  const latencies: number[] = [];
  const start = performance.now();
  const end = start + DURATION_S * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      await rawQuery(LIST_SQL, [userId]);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsedS = (performance.now() - start) / 1000;
  return { perSecond: latencies.length / elapsedS, p99Ms: percentile(latencies, 99) };
}

function printPair(
  engine: string,
  api: Throughput,
  driver: Throughput,
  health: Throughput,
  summary: Throughput,
) {
  const api_ = `api GET /api/v1/students [${engine}, ${STUDENTS} students, ${CONNECTIONS} conn, ${DURATION_S} s]`;
  const drv = `driver alone "${LIST_SQL}" [${engine}, ${CONNECTIONS} loops, ${DURATION_S} s]`;
  figure(`${api_} throughput`, api.perSecond, "req/s");
  figure(`${api_} p99`, api.p99Ms, "ms", 1);
  figure(`${drv} throughput`, driver.perSecond, "queries/s");
  figure(`${drv} p99`, driver.p99Ms, "ms", 2);
  figure(`ratio [${engine}] api throughput / driver throughput`, api.perSecond / driver.perSecond, "×", 3);
  figure(`ratio [${engine}] api p99 / driver p99`, api.p99Ms / driver.p99Ms, "×", 1);
  const hl = `api GET /api/health [${engine}, ${CONNECTIONS} conn, ${DURATION_S} s]`;
  figure(`${hl} throughput`, health.perSecond, "req/s");
  figure(`${hl} p99`, health.p99Ms, "ms", 1);
  // The budget: the students list at ≥ 0.15 of the health check's throughput, same run (requirements "Students").
  figure(`ratio [${engine}] students list / health throughput`, api.perSecond / health.perSecond, "×", 3);
  const sl = `api GET /api/v1/students?view=summary [${engine}, ${STUDENTS} students, ${CONNECTIONS} conn, ${DURATION_S} s]`;
  figure(`${sl} throughput`, summary.perSecond, "req/s");
  figure(`${sl} p99`, summary.p99Ms, "ms", 1);
  figure(
    `ratio [${engine}] students list (summary view) / health throughput`,
    summary.perSecond / health.perSecond,
    "×",
    3,
  );
}

/** The member case's figures (requirements "Shared students in lists"). */
function printShared(engine: string, list: Throughput, summary: Throughput, health: Throughput) {
  const what = `${engine}, ${STUDENTS} own + ${SHARED} shared students, ${CONNECTIONS} conn, ${DURATION_S} s`;
  figure(`api GET /api/v1/students [${what}] throughput`, list.perSecond, "req/s");
  figure(`api GET /api/v1/students [${what}] p99`, list.p99Ms, "ms", 1);
  figure(`api GET /api/v1/students?view=summary [${what}] throughput`, summary.perSecond, "req/s");
  figure(`api GET /api/health [${engine}, after the restart] throughput`, health.perSecond, "req/s");
  figure(
    `ratio [${engine}] students list with shared students / health throughput`,
    list.perSecond / health.perSecond,
    "×",
    3,
  );
  figure(
    `ratio [${engine}] students list with shared students (summary view) / health throughput`,
    summary.perSecond / health.perSecond,
    "×",
    3,
  );
}

/** The owner's students shared with the member, active, the four roles in turn. */
const SHARE_SQL = `insert into student_members (student_id, user_id, email, role, status, invited_by_user_id, accepted_at)
  select id, $2, $3, (array['co_teacher','provider','para','viewer'])[(row_number() over (order by id) - 1) % 4 + 1],
    'active', $1, now()
  from students where user_id = $1`;

/** Signs `teacher` in again (a restarted server), returning the fresh cookie. */
async function signIn(baseUrl: string, teacher: BenchTeacher): Promise<BenchTeacher> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ email: teacher.email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return {
    ...teacher,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

/** One full run on one engine: server, data, API load, close, driver load on the same data. */
async function benchEngine(engine: "pglite" | "postgres", databaseUrl?: string) {
  const server = await startBenchServer({ databaseUrl });
  let api: Throughput;
  let health: Throughput;
  let summary: Throughput;
  let userId: string;
  let owner: BenchTeacher;
  let member: BenchTeacher;
  try {
    const teacher = await signUpOnboardedTeacher(server.url);
    userId = teacher.id;
    await createStudents(server.url, teacher, STUDENTS);
    api = await loadApi(server.url, teacher);
    summary = await loadApi(server.url, teacher, "?view=summary");
    health = await loadHealth(server.url);
    // The member case's data: a member with their own caseload, an owner who shares theirs.
    owner = await signUpOnboardedTeacher(server.url);
    member = await signUpOnboardedTeacher(server.url);
    await createStudents(server.url, owner, SHARED);
    await createStudents(server.url, member, STUDENTS);
    // autocannon drops its sockets when time is up; let the requests it cut off finish before the
    // database is closed under them.
    await sleep(1000);
  } catch (err) {
    await server.cleanup();
    throw err;
  }
  // PGlite is single-process: close the server before opening its data dir through the driver.
  await server.close();
  try {
    const database = databaseUrl
      ? await openDatabase({ kind: "postgres", url: databaseUrl })
      : await openDatabase({ kind: "pglite", dataDir: path.join(server.dataDir, "db") });
    try {
      printPair(engine, api, await loadDriver(database.rawQuery, userId), health, summary);
      // Memberships written directly: the bench measures the list, not the invitation.
      await database.rawQuery(SHARE_SQL, [owner.id, member.id, member.email.toLowerCase()]);
    } finally {
      await database.close();
    }
    const again = await startBenchServer({ databaseUrl, dataDir: server.dataDir });
    try {
      const signedIn = await signIn(again.url, member);
      const list = await loadApi(again.url, signedIn, "", STUDENTS + SHARED);
      const listSummary = await loadApi(again.url, signedIn, "?view=summary", STUDENTS + SHARED);
      const healthAgain = await loadHealth(again.url);
      await sleep(1000);
      printShared(engine, list, listSummary, healthAgain);
    } finally {
      await again.close();
    }
  } finally {
    await server.cleanup();
  }
}

async function main() {
  note(`API load: GET /api/v1/students, autocannon ${CONNECTIONS} connections × ${DURATION_S} s`);
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
  console.error(`api-students benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
