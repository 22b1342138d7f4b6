/**
 * Scale check (requirements "Note history"; architecture "Two ways to run"): the first page of a
 * teacher's note history (`GET /api/v1/notes?limit=50`, what the history screen loads first) on a
 * PostgreSQL database holding 1,000 notes, then on the same database grown to 1,000 teachers × 30
 * students × 100 notes (3,000,000 notes), and the ratio of the two latencies (the budget: ≤ 1.5×).
 * Prints the plans (EXPLAIN ANALYZE) of the main list queries at full size, so the indexes used show.
 *
 * Needs PostgreSQL: `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`); a throw-away database is created
 * and dropped. Seeding is one `INSERT … SELECT generate_series` per table (a minute or two).
 * Figures are printed, not asserted. Run: `npx tsx bench/api-scale.ts`.
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
import {
  type BenchTeacher,
  createThrowawayDatabase,
  figure,
  median,
  mergeCookies,
  note,
  percentile,
  postgresAdminUrl,
  signUpOnboardedTeacher,
  startBenchServer,
} from "./support/server.ts";

const TEACHERS = Number(process.env.SCALE_TEACHERS ?? 1000);
const STUDENTS_PER_TEACHER = 30;
const NOTES_PER_STUDENT = 100;
const SMALL_STUDENTS = 10;
const PAGE = 50;
const REQUESTS = 200;
const COMMAND = "npx tsx bench/api-scale.ts";

/** Seeds `students` students with `notesEach` notes each for the users whose id matches `userFilter`. */
async function seedStudentsAndNotes(c: pg.Client, userFilter: string, students: number, notesEach: number) {
  await c.query(
    `with added as (
       insert into students (user_id, name, grade)
       select u.id, 'Student ' || u.id || '-' || s, (s % 9)::text
         from users u cross join generate_series(1, $1) s where ${userFilter}
       returning id, user_id, name)
     insert into notes (user_id, student_id, student_name, type, subject, observations, note_text, created_at)
     select st.user_id, st.id, st.name, (array['progress','behavioral','academic'])[1 + n % 3], 'Reading',
            'Read ' || (40 + n % 30) || ' words correct per minute on a grade-level passage.',
            'During small-group instruction the student read a grade-level passage and self-corrected twice. ' ||
            'Accuracy was ' || (85 + n % 15) || '%.',
            timestamptz '2025-08-20 08:00:00+00' + (n * interval '1 day') + (random() * interval '8 hours')
       from added st cross join generate_series(1, $2) n`,
    [students, notesEach],
  );
}

/** A client of one server's first history page that keeps its session copy fresh, as a browser does. */
function firstPageClient(baseUrl: string, teacher: BenchTeacher) {
  const url = `${baseUrl}/api/v1/notes?limit=${PAGE}`;
  let cookie = teacher.cookie;
  const times: number[] = [];
  return {
    times,
    async once(measure: boolean) {
      const t = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
      // Keep the refreshed signed session copy (decision 013).
      cookie = mergeCookies(cookie, res.headers.getSetCookie());
      const page = (await res.json()) as { items: unknown[] };
      if (page.items.length !== PAGE) throw new Error(`first page had ${page.items.length} notes`);
      if (measure) times.push(performance.now() - t);
    },
  };
}

/**
 * Median and p95 of REQUESTS first-page requests to each server, alternating small / large so both
 * see the same machine load (after 20 unmeasured ones each).
 */
async function firstPageLatencies(small: ReturnType<typeof firstPageClient>, large: typeof small) {
  for (let i = 0; i < REQUESTS + 20; i++) {
    await small.once(i >= 20);
    await large.once(i >= 20);
  }
  const stats = (times: number[]) => ({ medianMs: median(times), p95Ms: percentile(times, 95) });
  return { small: stats(small.times), large: stats(large.times) };
}

/** Median execution time (ms, EXPLAIN ANALYZE) of the first-page query over 30 runs: the database's share alone. */
async function firstPageQueryMs(c: pg.Client, userId: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const { rows } = await c.query(
      `explain (analyze, format json) select * from notes where user_id = $1 order by created_at desc, id desc limit ${PAGE + 1}`,
      [userId],
    );
    times.push((rows[0]["QUERY PLAN"] as { "Execution Time": number }[])[0]!["Execution Time"]);
  }
  return median(times);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the list queries the API runs, for `userId`. */
async function printPlans(c: pg.Client, userId: string) {
  const { rows: cut } = await c.query(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as key, id::text as id, student_id
       from notes where user_id = $1 order by created_at desc, id desc offset ${PAGE - 1} limit 1`,
    [userId],
  );
  const { key, id, student_id: studentId } = cut[0] as { key: string; id: string; student_id: string };
  const queries: [string, string, unknown[]][] = [
    [
      "notes, first page",
      `select * from notes where user_id = $1 order by created_at desc, id desc limit ${PAGE + 1}`,
      [userId],
    ],
    [
      "notes, next page (keyset cursor)",
      `select * from notes where user_id = $1 and created_at <= ($2::timestamp at time zone 'UTC')
         and (created_at, id) < (($2::timestamp at time zone 'UTC'), $3::uuid)
       order by created_at desc, id desc limit ${PAGE + 1}`,
      [userId, key, id],
    ],
    [
      "notes, one student's first page",
      `select * from notes where user_id = $1 and student_id = $2 order by created_at desc, id desc limit ${PAGE + 1}`,
      [userId, studentId],
    ],
    ["students list", "select * from students where user_id = $1 order by lower(name), name, id", [userId]],
  ];
  for (const [label, sql, params] of queries) {
    const { rows } = await c.query(`explain (analyze, buffers, costs off) ${sql}`, params);
    note(`plan: ${label}`);
    for (const r of rows as { "QUERY PLAN": string }[]) note(`  ${r["QUERY PLAN"]}`);
  }
}

/** A throw-away database, a server on it, an onboarded teacher and a direct connection. */
async function setUp(adminUrl: string) {
  const db = await createThrowawayDatabase(adminUrl);
  const server = await startBenchServer({ databaseUrl: db.url });
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  const teacher = await signUpOnboardedTeacher(server.url);
  const count = async () => Number((await c.query("select count(*) from notes")).rows[0].count);
  const tearDown = async () => {
    await c.end();
    await server.cleanup();
    await db.drop();
  };
  return { server, c, teacher, count, tearDown };
}

async function main() {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) {
    note("scale check skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server");
    return;
  }
  const small = await setUp(adminUrl);
  const large = await setUp(adminUrl);
  try {
    // Small: one teacher, 10 students × 100 notes.
    await seedStudentsAndNotes(small.c, `u.id = '${small.teacher.id}'`, SMALL_STUDENTS, NOTES_PER_STUDENT);
    await small.c.query("analyze");
    // Large: the teacher and TEACHERS - 1 others, 30 students × 100 notes each.
    const t = performance.now();
    await large.c.query(
      `insert into users (id, email, name, onboarding_completed)
       select 'scale-' || i, 'scale-' || i || '@school.test', 'Teacher ' || i, true
         from generate_series(1, $1) i`,
      [TEACHERS - 1],
    );
    await seedStudentsAndNotes(large.c, "true", STUDENTS_PER_TEACHER, NOTES_PER_STUDENT);
    await large.c.query("analyze");
    const seedS = (performance.now() - t) / 1000;
    const [smallCount, largeCount] = [await small.count(), await large.count()];

    const latency = await firstPageLatencies(
      firstPageClient(small.server.url, small.teacher),
      firstPageClient(large.server.url, large.teacher),
    );
    const smallQueryMs = await firstPageQueryMs(small.c, small.teacher.id);
    const largeQueryMs = await firstPageQueryMs(large.c, large.teacher.id);

    const label = (n: number) => `GET /api/v1/notes?limit=${PAGE} [postgres, ${n} notes in the database]`;
    note(
      `command: ${COMMAND} (BENCH_DATABASE_URL set); seeding the large database took ${seedS.toFixed(0)} s`,
    );
    figure(`${label(smallCount)} median`, latency.small.medianMs, "ms", 2);
    figure(`${label(smallCount)} p95`, latency.small.p95Ms, "ms", 2);
    figure(`${label(largeCount)} median`, latency.large.medianMs, "ms", 2);
    figure(`${label(largeCount)} p95`, latency.large.p95Ms, "ms", 2);
    figure(
      `ratio first history page median, ${largeCount} / ${smallCount} notes (budget ≤ 1.5)`,
      latency.large.medianMs / latency.small.medianMs,
      "×",
      2,
    );
    const q = (n: number) => `first-page query execution (EXPLAIN ANALYZE, median of 30) [${n} notes]`;
    figure(q(smallCount), smallQueryMs, "ms", 3);
    figure(q(largeCount), largeQueryMs, "ms", 3);
    figure(
      `ratio first-page query execution, ${largeCount} / ${smallCount} notes`,
      largeQueryMs / smallQueryMs,
      "×",
      2,
    );
    await printPlans(large.c, large.teacher.id);
  } finally {
    await small.tearDown();
    await large.tearDown();
  }
}

main().catch((err) => {
  console.error(`api-scale benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
