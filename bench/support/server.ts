/**
 * Shared plumbing for the benchmarks: a free port, a real server on a throw-away data dir (or a
 * throw-away PostgreSQL database), a signed-up and onboarded teacher, and figure printing.
 *
 * Figures are printed as `label: value unit`, one per line, so runs are easy to compare and grep.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { loadEnv } from "../../src/server/env.ts";
import { startServer } from "../../src/server/main.ts";
import type { CreateStudentInput } from "../../src/shared/contracts/students.ts";

/** The repository root (absolute path). */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Prints one figure: `label: value unit`. `value` is rounded to `digits` decimals. */
export function figure(label: string, value: number, unit: string, digits = 0): void {
  console.log(`${label}: ${value.toFixed(digits)} ${unit}`);
}

/** Prints a context line (not a figure), prefixed so it is never mistaken for one. */
export function note(line: string): void {
  console.log(`# ${line}`);
}

/** The p-th percentile (0–100) of `values` by nearest rank; NaN for an empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

/** The median of `values`; NaN for an empty list. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Asks the OS for a free TCP port on 127.0.0.1 (the port is released before returning). */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** A new empty directory under the OS temp dir. */
export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `iep-bench-${prefix}-`));
}

/** The PostgreSQL server to benchmark against, if any: `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`. */
export function postgresAdminUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/**
 * Creates an empty database on the server at `adminUrl` and returns its URL and a `drop()` that
 * removes it (forcing other connections off).
 */
export async function createThrowawayDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `iep_bench_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export interface BenchServer {
  /** e.g. `http://127.0.0.1:43121` */
  url: string;
  dataDir: string;
  /** Stops the server. The data dir is kept until `cleanup()` so a database can be reopened. */
  close: () => Promise<void>;
  /** Stops the server if running and deletes the data dir. */
  cleanup: () => Promise<void>;
}

/**
 * Starts the real server (`startServer` from src/server/main.ts) on a free port and a new temp
 * data dir: PGlite by default, PostgreSQL at `databaseUrl` when given. Offline AI, file mail.
 */
export async function startBenchServer(
  opts: { databaseUrl?: string; clientDir?: string; dataDir?: string } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? tempDir("server");
  const appUrl = `http://127.0.0.1:${port}`;
  const env = loadEnv({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    DATABASE_URL: opts.databaseUrl,
    NODE_ENV: "production",
  });
  const server = await startServer(env, { clientDir: opts.clientDir });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await server.close();
  };
  return {
    url: appUrl,
    dataDir,
    close,
    cleanup: async () => {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A `Cookie` header with the pairs of `setCookies` replacing those of the same name in `cookie`. */
export function mergeCookies(cookie: string, setCookies: string[]): string {
  const pairs = new Map(cookie.split("; ").map((p) => [p.slice(0, p.indexOf("=")), p] as const));
  for (const c of setCookies) {
    const pair = c.split(";")[0]!;
    pairs.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...pairs.values()].join("; ");
}

/** A teacher signed up through the API. `cookie` is ready for a `Cookie` request header. */
export interface BenchTeacher {
  id: string;
  email: string;
  cookie: string;
  /** Each session cookie as name/value, for a browser context. */
  cookies: { name: string; value: string }[];
}

async function expectOk(res: Response, what: string): Promise<void> {
  if (!res.ok) throw new Error(`${what} failed: HTTP ${res.status} ${await res.text()}`);
}

/** The password of every teacher `signUpOnboardedTeacher` makes (to sign in again after a restart). */
export const BENCH_PASSWORD = "bench-password-1";

/**
 * Signs up a new teacher in the 14-day Pro trial (`POST /api/auth/sign-up/email` with `plan: "pro"`,
 * with the server's own Origin as a browser would send) and completes onboarding (`PATCH /api/v1/me`).
 * @throws Error naming the step and the server's answer when either call fails.
 */
export async function signUpOnboardedTeacher(baseUrl: string): Promise<BenchTeacher> {
  const email = `bench-${randomUUID().slice(0, 8)}@school.test`;
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json" },
    // The trial (Pro): benchmarks hold more students than the free plan's limit (requirements "Plans and trial").
    body: JSON.stringify({ email, password: BENCH_PASSWORD, name: "Morgan Ellis", plan: "pro" }),
  });
  await expectOk(res, "sign-up");
  const body = (await res.json()) as { user: { id: string } };
  const cookies = res.headers.getSetCookie().map((c) => {
    const pair = c.split(";")[0]!;
    const eq = pair.indexOf("=");
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const me = await fetch(`${baseUrl}/api/v1/me`, {
    method: "PATCH",
    headers: { origin: baseUrl, "content-type": "application/json", cookie },
    body: JSON.stringify({
      onboardingCompleted: true,
      firstName: "Morgan",
      lastName: "Ellis",
      timeZone: "America/Chicago",
    }),
  });
  await expectOk(me, "completing onboarding (PATCH /api/v1/me)");
  return { id: body.user.id, email, cookie, cookies };
}

/**
 * Confirms `teacher`'s address by opening the link of the confirmation mail the server wrote into
 * `server`'s data folder (requirements "Sign-up and sign-in"): a teacher with a caseload has
 * confirmed long ago, and an unconfirmed one sees a banner no established teacher sees.
 * @throws Error when no confirmation link for the address is found or opening it fails.
 */
export async function confirmTeacherEmail(server: BenchServer, teacher: BenchTeacher): Promise<void> {
  const dir = path.join(server.dataDir, "mail");
  const link = readdirSync(dir)
    .sort()
    .map((f) =>
      readFileSync(path.join(dir, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter((m) => m.includes(`To: ${teacher.email}`))
    .map((m) => /https?:\/\/[^\s"<>]+verify-email\?token=[^\s"<>&]+/.exec(m)?.[0])
    .filter(Boolean)
    .at(-1);
  if (!link) throw new Error(`no confirmation link was mailed to ${teacher.email}`);
  const res = await fetch(link, { headers: { cookie: teacher.cookie }, redirect: "manual" });
  if (res.status >= 400) throw new Error(`confirming ${teacher.email} failed: HTTP ${res.status}`);
}

const FIRST = ["Ava", "Liam", "Maya", "Noah", "Zoe", "Elijah", "Sofia", "Mateo", "Aria", "Lucas"];
const LAST = ["Nguyen", "Okafor", "Patel", "Garcia", "Kowalski", "Haddad"];
const GRADES = ["K", "1", "2", "3", "4", "5", "6", "7", "8"];
const DISABILITIES = [
  "Specific learning disability",
  "Speech or language impairment",
  "Autism",
  "Other health impairment",
  "Emotional disturbance",
];

/** A realistic student for the `i`-th slot (deterministic), as `POST /api/v1/students` takes it. */
export function sampleStudent(i: number): CreateStudentInput {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const grade = GRADES[i % GRADES.length]!;
  const disability = DISABILITIES[i % DISABILITIES.length]!;
  const day = String((i % 27) + 1).padStart(2, "0");
  return {
    name: `${first} ${last}`,
    grade,
    dateOfBirth: `${2012 + (i % 8)}-0${(i % 9) + 1}-${day}`,
    studentId: `S-${String(10_400 + i)}`,
    parentContact: {
      name: `Parent of ${first}`,
      relationship: i % 2 ? "Mother" : "Father",
      email: `family${i}@example.org`,
      phone: `555-01${String(i).padStart(2, "0")}`,
    },
    annualMeetingDueDate: `2026-${String((i % 12) + 1).padStart(2, "0")}-${day}`,
    caseManager: "Morgan Ellis",
    serviceProviders: ["Speech-language pathologist", "Occupational therapist"],
    disabilities: [disability],
    iepGoals: [
      `By the annual review, ${first} will read grade-level passages at 90 words correct per minute in 4 of 5 probes.`,
      `${first} will solve two-step word problems with 80% accuracy across 3 consecutive sessions.`,
    ],
    notes: `Responds well to visual schedules and check-ins every 15 minutes.`,
    presentLevels: `${first} currently reads 62 words correct per minute and solves one-step problems with 70% accuracy.`,
    accommodations: ["Extended time (1.5x)", "Preferential seating", "Directions read aloud"],
    strengths: ["Curious", "Works well in small groups"],
    areasOfNeed: ["Reading fluency", "Multi-step math"],
    defaultStrategies: [{ name: "Repeated reading", frequency: "Daily", duration: "15 minutes" }],
    defaultAccommodations: [
      { name: "Extended time", conditions: "Tests and quizzes", whenUsed: "All subjects" },
    ],
    assessmentTools: { reading: "DIBELS 8 ORF", math: "easyCBM" },
    iepGoalTargets: { reading: "90 WCPM", math: "80% accuracy" },
  };
}

/**
 * Creates `count` students for the teacher through `POST /api/v1/students`.
 * @throws Error with the server's answer when a creation fails.
 */
export async function createStudents(baseUrl: string, teacher: BenchTeacher, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${baseUrl}/api/v1/students`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/json", cookie: teacher.cookie },
      body: JSON.stringify(sampleStudent(i)),
    });
    await expectOk(res, `creating student ${i + 1} of ${count}`);
  }
}
