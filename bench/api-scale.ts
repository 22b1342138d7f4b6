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
    `insert into students (user_id, name, grade)
     select u.id, 'Student ' || u.id || '-' || s, (s % 9)::text
       from users u cross join generate_series(1, $1) s where ${userFilter}`,
    [students],
  );
  await c.query(
    `insert into notes (user_id, student_id, student_name, type, subject, observations, note_text, created_at)
     select st.user_id, st.id, st.name, (array['progress','behavioral','academic'])[1 + n % 3], 'Reading',
            'Read ' || (40 + n % 30) || ' words correct per minute on a grade-level passage.',
            'During small-group instruction the student read a grade-level passage and self-corrected twice. ' ||
            'Accuracy was ' || (85 + n % 15) || '%.',
            timestamptz '2025-08-20 08:00:00+00' + (n * interval '1 day') + (random() * interval '8 hours')
       from students st cross join generate_series(1, $1) n
      where st.user_id in (select id from users u where ${userFilter})`,
    [notesEach],
  );
}

/** Median and p95 of REQUESTS sequential first-page requests (after 20 unmeasured ones). */
async function firstPageLatency(baseUrl: string, teacher: BenchTeacher) {
  const url = `${baseUrl}/api/v1/notes?limit=${PAGE}`;
  let cookie = teacher.cookie;
  const once = async () => {
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    // As a browser does: keep the refreshed signed session copy (decision 013).
    cookie = mergeCookies(cookie, res.headers.getSetCookie());
    const page = (await res.json()) as { items: unknown[] };
    if (page.items.length !== PAGE) throw new Error(`first page had ${page.items.length} notes`);
  };
  for (let i = 0; i < 20; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await once();
    times.push(performance.now() - t);
  }
  return { medianMs: median(times), p95Ms: percentile(times, 95) };
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

async function main() {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) {
    note("scale check skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server");
    return;
  }
  const db = await createThrowawayDatabase(adminUrl);
  const server = await startBenchServer({ databaseUrl: db.url });
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    const teacher = await signUpOnboardedTeacher(server.url);
    const mine = `u.id = '${teacher.id}'`;
    await seedStudentsAndNotes(c, mine, SMALL_STUDENTS, NOTES_PER_STUDENT);
    await c.query("analyze");
    const small = await firstPageLatency(server.url, teacher);
    const smallQueryMs = await firstPageQueryMs(c, teacher.id);
    const smallCount = Number((await c.query("select count(*) from notes")).rows[0].count);

    const t = performance.now();
    await c.query(
      `insert into users (id, email, name, onboarding_completed)
       select 'scale-' || i, 'scale-' || i || '@school.test', 'Teacher ' || i, true
         from generate_series(1, $1) i`,
      [TEACHERS - 1],
    );
    await seedStudentsAndNotes(c, "u.id like 'scale-%'", STUDENTS_PER_TEACHER, NOTES_PER_STUDENT);
    await seedStudentsAndNotes(c, mine, STUDENTS_PER_TEACHER - SMALL_STUDENTS, NOTES_PER_STUDENT);
    await c.query("analyze");
    const seedS = (performance.now() - t) / 1000;
    const largeCount = Number((await c.query("select count(*) from notes")).rows[0].count);
    const large = await firstPageLatency(server.url, teacher);
    const largeQueryMs = await firstPageQueryMs(c, teacher.id);

    const label = (n: number) => `GET /api/v1/notes?limit=${PAGE} [postgres, ${n} notes in the database]`;
    note(`command: ${COMMAND} (BENCH_DATABASE_URL set); seeding took ${seedS.toFixed(0)} s`);
    figure(`${label(smallCount)} median`, small.medianMs, "ms", 2);
    figure(`${label(smallCount)} p95`, small.p95Ms, "ms", 2);
    figure(`${label(largeCount)} median`, large.medianMs, "ms", 2);
    figure(`${label(largeCount)} p95`, large.p95Ms, "ms", 2);
    figure(
      `ratio first history page median, ${largeCount} / ${smallCount} notes (budget ≤ 1.5)`,
      large.medianMs / small.medianMs,
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
    await printPlans(c, teacher.id);
  } finally {
    await c.end();
    await server.cleanup();
    await db.drop();
  }
}

main().catch((err) => {
  console.error(`api-scale benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
