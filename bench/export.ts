/**
 * Export benchmark (requirements "Export and restore": "export of a 40-student caseload with 8 months
 * of data measured"): one teacher with 40 students, 3 goals each with 2 data points a week, a note a
 * week per student, a service each with weekly sessions, a parent contact a month and two meetings
 * per student, over 8 months (34 weeks), written straight into a PGlite database; then
 * `GET /api/v1/export` through the app in process, the ZIP read as it streams. Prints the time to the
 * first byte and to the last, the ZIP's size, and the process's peak memory (rss and heap, sampled
 * every 20 ms) above what it used before the request — so a ZIP held whole in memory would show as a
 * peak that grows with the ZIP. Figures are printed, not asserted.
 *
 * Run: `npm run bench:export` (`npx tsx bench/export.ts`).
 */
import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { addDays, format } from "date-fns";
import { createTextGenerator } from "../src/server/ai/writers/create-generator.ts";
import { createApp } from "../src/server/app.ts";
import { createAuth } from "../src/server/auth/auth.ts";
import { openDatabase } from "../src/server/db/client.ts";
import {
  iepGoals,
  iepServices,
  meetingAttendees,
  meetings,
  notes,
  parentContacts,
  progressEntries,
  serviceSessions,
  students,
} from "../src/server/db/schema/index.ts";
import { loadEnv } from "../src/server/env.ts";
import { figure, note, sampleStudent, tempDir } from "./support/server.ts";

const STUDENTS = 40;
const GOALS_PER_STUDENT = 3;
const WEEKS = 34;
const START = new Date("2026-01-05T12:00:00Z");
const ORIGIN = "http://bench.test";
const COMMAND = "npm run bench:export";

const day = (weeks: number, plus = 0) => format(addDays(START, weeks * 7 + plus), "yyyy-MM-dd");

/** Inserts `rows` in slices (one statement each) so no statement carries too many parameters. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

const dataDir = tempDir("export");
const database = await openDatabase({ kind: "pglite", dataDir });
const db = database.db;
const mailer = { send: async () => "bench" };
const now = addDays(START, WEEKS * 7);
const app = createApp({
  database,
  auth: createAuth({
    db,
    secret: "bench-secret-bench-secret-bench-secret",
    baseURL: ORIGIN,
    trustedOrigins: [ORIGIN],
    mailer,
    rateLimit: false,
  }),
  generator: createTextGenerator(loadEnv({ DATA_DIR: dataDir })),
  mailer,
  now: () => now,
  log: () => {},
});

const signUp = await app.request("/api/auth/sign-up/email", {
  method: "POST",
  headers: { origin: ORIGIN, "content-type": "application/json" },
  body: JSON.stringify({
    email: "bench-export@school.test",
    password: "bench-password-1",
    name: "Morgan Ellis",
  }),
});
if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
const cookie = signUp.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");

const seedStart = performance.now();
const studentRows = await db
  .insert(students)
  .values(
    Array.from({ length: STUDENTS }, (_, i) => {
      const s = sampleStudent(i);
      return {
        userId,
        name: `${s.name} ${i + 1}`,
        grade: s.grade ?? null,
        disabilities: s.disabilities ?? [],
      };
    }),
  )
  .returning({ id: students.id, name: students.name });
const goalRows = await db
  .insert(iepGoals)
  .values(
    studentRows.flatMap((s) =>
      Array.from({ length: GOALS_PER_STUDENT }, (_, g) => ({
        userId,
        studentId: s.id,
        statement: `By June 2027, given a grade-level passage, the student will read ${60 + g * 10} words correct per minute (goal ${g + 1}).`,
        area: ["Reading", "Math", "Behavior"][g],
        baselineValue: 30 + g,
        baselineDate: day(0),
        targetValue: 80 + g,
        unit: "WCPM",
        targetDate: "2027-06-01",
      })),
    ),
  )
  .returning({ id: iepGoals.id });
await insertAll(
  goalRows.flatMap((g) =>
    Array.from({ length: WEEKS * 2 }, (_, k) => ({
      userId,
      goalId: g.id,
      entryDate: day(Math.floor(k / 2), (k % 2) * 3),
      progressValue: 30 + k * 0.7,
      note: k % 5 === 0 ? "With a pacing card." : null,
      enteredByUserId: userId,
    })),
  ),
  (slice) => db.insert(progressEntries).values(slice),
);
const NOTE_TEXT =
  "During small-group instruction the student read a grade-level passage, self-corrected twice and used the pacing card. " +
  "Accuracy was 92% on the probe; next session we fade the prompt.\n\nThe student asked for one break and returned on their own.";
await insertAll(
  studentRows.flatMap((s) =>
    Array.from({ length: WEEKS }, (_, w) => ({
      userId,
      studentId: s.id,
      studentName: s.name,
      date: day(w, 1),
      type: "progress",
      subject: "Reading",
      observations: "Read 68 wcpm with 2 self-corrections.",
      generatedNote: NOTE_TEXT,
      noteText: NOTE_TEXT,
      source: "template",
    })),
  ),
  (slice) => db.insert(notes).values(slice),
);
const serviceRows = await db
  .insert(iepServices)
  .values(
    studentRows.map((s) => ({
      userId,
      studentId: s.id,
      name: "Specialized reading instruction",
      setting: "special_education",
      delivery: "individual",
      minutes: 120,
      period: "week",
      startDate: day(0),
      endDate: "2027-06-01",
    })),
  )
  .returning({ id: iepServices.id, studentId: iepServices.studentId });
await insertAll(
  serviceRows.flatMap((sv) =>
    Array.from({ length: WEEKS }, (_, w) => ({
      userId,
      studentId: sv.studentId,
      serviceId: sv.id,
      sessionDate: day(w, 2),
      minutes: 60,
      status: w % 9 === 0 ? "student_absent" : "delivered",
      enteredByUserId: userId,
    })),
  ),
  (slice) => db.insert(serviceSessions).values(slice),
);
await insertAll(
  studentRows.flatMap((s) =>
    Array.from({ length: 8 }, (_, m) => ({
      userId,
      studentId: s.id,
      contactDate: day(m * 4, 3),
      method: "phone",
      direction: "outgoing",
      contactName: "Parent",
      purpose: "progress_update",
      outcome: "reached",
      summary: "Shared this month's reading progress; the family will practice the passage at home.",
      enteredByUserId: userId,
    })),
  ),
  (slice) => db.insert(parentContacts).values(slice),
);
const meetingRows = await db
  .insert(meetings)
  .values(
    studentRows.flatMap((s) =>
      [4, 30].map((w) => ({
        userId,
        studentId: s.id,
        scheduledDate: addDays(START, w * 7),
        type: "annual_review",
      })),
    ),
  )
  .returning({ id: meetings.id });
await insertAll(
  meetingRows.map((m) => ({ meetingId: m.id, attendeeName: "Parent", attendeeRole: "parent" })),
  (slice) => db.insert(meetingAttendees).values(slice),
);
note(
  `seeded ${STUDENTS} students, ${goalRows.length} goals, ${goalRows.length * WEEKS * 2} data points, ${STUDENTS * WEEKS} notes, ${STUDENTS * WEEKS} sessions in ${Math.round(performance.now() - seedStart)} ms`,
);

/** Samples rss and heap every 20 ms until stopped; returns the peaks. */
function sampleMemory() {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  return () => {
    clearInterval(timer);
    return { rss, heap };
  };
}

/** One export: time to the first byte and the last, bytes, and the peak memory above the start. */
async function exportOnce() {
  global.gc?.();
  const before = process.memoryUsage();
  const stop = sampleMemory();
  const t0 = performance.now();
  const res = await app.request("/api/v1/export", { headers: { origin: ORIGIN, cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`GET /api/v1/export answered ${res.status}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    if (bytes === 0) firstByte = performance.now() - t0;
    bytes += (chunk as Uint8Array).byteLength;
  }
  const total = performance.now() - t0;
  const peak = stop();
  return { firstByte, total, bytes, rss: peak.rss - before.rss, heap: peak.heap - before.heapUsed };
}

const MB = 1024 * 1024;
const r = await exportOnce();
figure("export: time to first byte", r.firstByte, "ms");
figure("export: total time", r.total, "ms");
figure("export: ZIP size", r.bytes / MB, "MB", 1);
figure("export: peak rss above start", r.rss / MB, "MB", 1);
figure("export: peak heap above start", r.heap / MB, "MB", 1);
note(`command: ${COMMAND}`);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
