/**
 * Roster import benchmark (requirements "Roster import"): a 2,000-row roster (the most a file may
 * hold, requirements "Import") uploaded as CSV, previewed with the teacher's mapping and committed,
 * through the real server running in this process, on PGlite and, when `BENCH_DATABASE_URL` (or
 * `TEST_DATABASE_URL`) names a server, on PostgreSQL. Prints the time of each step and the process's
 * peak memory (`process.memoryUsage()` rss and heapUsed, sampled every 10 ms; the server is in this
 * process, so its memory is counted).
 *
 * Figures are printed, not asserted. Run: `npm run bench:import` (or `npx tsx bench/import-students.ts`).
 */
import { performance } from "node:perf_hooks";
import type { ImportCommitResult, ImportPreview } from "../src/shared/contracts/imports.ts";
import {
  createThrowawayDatabase,
  figure,
  note,
  postgresAdminUrl,
  sampleStudent,
  signUpOnboardedTeacher,
  startBenchServer,
} from "./support/server.ts";

const ROWS = 2_000;
const COMMAND = "npm run bench:import";

/** A roster as a district export writes it: "Last, First", M/D/YYYY dates, "Gr 3" grades, codes. */
function rosterCsv(rows: number): string {
  const codes = ["SLD", "SLI", "AUT", "OHI; SLI", "ED"];
  const lines = [
    "Student_Number,LastFirst,DOB,Grade_Level,Case Mgr,Primary Disability,Annual IEP Date,Parent/Guardian,Guardian Phone,Guardian Email",
  ];
  for (let i = 0; i < rows; i++) {
    const s = sampleStudent(i);
    const [first, last] = s.name.split(" ");
    const [y, m, d] = (s.dateOfBirth ?? "2015-01-01").split("-");
    lines.push(
      [
        `S-${100_000 + i}`,
        `"${last}, ${first} ${String.fromCharCode(65 + (i % 26))}"`,
        `${Number(m)}/${Number(d)}/${y}`,
        `Gr ${s.grade}`,
        "Morgan Ellis",
        `"${codes[i % codes.length]}"`,
        `9/${(i % 28) + 1}/2025`,
        s.parentContact?.name ?? "",
        s.parentContact?.phone ?? "",
        s.parentContact?.email ?? "",
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** Peak rss and heapUsed of this process while `work` runs (sampled every 10 ms). */
async function withPeakMemory<T>(
  work: () => Promise<T>,
): Promise<{ result: T; rssMb: number; heapMb: number }> {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 10);
  try {
    const result = await work();
    sample();
    return { result, rssMb: rss / 2 ** 20, heapMb: heap / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

/** Times `fn` in milliseconds. */
async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

async function expectJson<T>(res: Response, status: number, what: string): Promise<T> {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function benchEngine(engine: "pglite" | "postgres", databaseUrl?: string) {
  const server = await startBenchServer({ databaseUrl });
  try {
    const teacher = await signUpOnboardedTeacher(server.url);
    const headers = { origin: server.url, cookie: teacher.cookie };
    const csv = rosterCsv(ROWS);
    const label = `[${engine}, ${ROWS} rows, ${(csv.length / 1024).toFixed(0)} KB CSV]`;
    const { result, rssMb, heapMb } = await withPeakMemory(async () => {
      const form = new FormData();
      form.set("file", new File([csv], "roster.csv", { type: "text/csv" }));
      const [upload, uploadMs] = await timed(async () =>
        expectJson<ImportPreview>(
          await fetch(`${server.url}/api/v1/imports/students`, { method: "POST", headers, body: form }),
          201,
          "upload",
        ),
      );
      const mapping = { ...upload.mapping, "Case Mgr": null };
      const [, previewMs] = await timed(async () =>
        expectJson<ImportPreview>(
          await fetch(`${server.url}/api/v1/imports/${upload.importId}/preview`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ mapping }),
          }),
          200,
          "preview",
        ),
      );
      const [commit, commitMs] = await timed(async () =>
        expectJson<ImportCommitResult>(
          await fetch(`${server.url}/api/v1/imports/${upload.importId}/commit`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ mapping, duplicates: "skip" }),
          }),
          200,
          "commit",
        ),
      );
      return { uploadMs, previewMs, commitMs, commit };
    });
    if (result.commit.created !== ROWS) {
      throw new Error(`commit created ${result.commit.created} students, expected ${ROWS}`);
    }
    figure(`roster import upload + guessed preview ${label}`, result.uploadMs, "ms");
    figure(`roster import preview with a changed mapping ${label}`, result.previewMs, "ms");
    figure(`roster import commit ${label}`, result.commitMs, "ms");
    figure(`roster import total ${label}`, result.uploadMs + result.previewMs + result.commitMs, "ms");
    figure(`roster import peak rss ${label}`, rssMb, "MB");
    figure(`roster import peak heapUsed ${label}`, heapMb, "MB");
  } finally {
    await server.cleanup();
  }
}

note(`command: ${COMMAND}`);
await benchEngine("pglite");
const adminUrl = postgresAdminUrl();
if (adminUrl) {
  const db = await createThrowawayDatabase(adminUrl);
  try {
    await benchEngine("postgres", db.url);
  } finally {
    await db.drop();
  }
} else note("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it too");
