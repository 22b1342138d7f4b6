/**
 * Backup and restore round trip (architecture "Two ways to run"): a caseload written through the real
 * app (teacher, sessions, students, notes, goals, progress entries, audit lines) is backed up from the
 * OPEN database, restored into a fresh data folder, and every table holds the same rows. A restore
 * refuses while a server holds the folder, keeps the previous database aside, and refuses a file that
 * is not a backup.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createOfflineGenerator } from "../ai/writers/offline-generator.ts";
import { createApp } from "../app.ts";
import { createAuth } from "../auth/auth.ts";
import { seedDemo } from "../seed/seed-demo.ts";
import { tempFolderForFile } from "../test/temp-folders.ts";
import { readPgliteTemplate } from "../test/test-database.ts";
import { backupsDir, writeBackup } from "./backup.ts";
import { type Database, openDatabase } from "./client.ts";
import { acquireDirLock } from "./dir-lock.ts";
import { RestoreError, RestoreRefusedError, restoreBackup } from "./restore.ts";

const ORIGIN = "http://localhost:3000";
const root = tempFolderForFile("iep-restore-");

/** Rows per table in the public schema (drizzle's own migrations table too). */
async function countRows(database: Database): Promise<Record<string, number>> {
  const tables = (await database.rawQuery(
    "select schemaname, tablename from pg_catalog.pg_tables where schemaname in ('public', 'drizzle') order by 1, 2",
    [],
  )) as { schemaname: string; tablename: string }[];
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const [row] = (await database.rawQuery(
      `select count(*)::int as n from "${t.schemaname}"."${t.tablename}"`,
      [],
    )) as { n: number }[];
    counts[`${t.schemaname}.${t.tablename}`] = row!.n;
  }
  return counts;
}

/** Adds a goal with two progress entries for the demo teacher's first student, through the API. */
async function addGoalAndEntries(app: ReturnType<typeof createApp>): Promise<void> {
  const send = async (method: string, url: string, body: unknown, cookie = "") =>
    await app.request(url, {
      method,
      headers: { origin: ORIGIN, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const signIn = await send("POST", "/api/auth/sign-in/email", {
    email: "demo@iep-workspace.test",
    password: "demo-teacher-2026",
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const students = (await (await send("GET", "/api/v1/students", undefined, cookie)).json()) as {
    id: string;
  }[];
  const goal = await send(
    "POST",
    "/api/v1/goals",
    {
      studentId: students[0]!.id,
      statement: "Will read a grade-3 passage at 90 words correct per minute",
      baselineValue: 40,
      baselineDate: "2026-09-01",
      targetValue: 90,
      targetDate: "2027-05-25",
      unit: "WCPM",
      direction: "increase",
    },
    cookie,
  );
  expect(goal.status).toBe(201);
  const goalId = ((await goal.json()) as { id: string }).id;
  for (const [entryDate, progressValue] of [
    ["2026-09-15", 44],
    ["2026-09-29", 51],
  ] as const) {
    const res = await send("POST", "/api/v1/progress-entries", { goalId, entryDate, progressValue }, cookie);
    expect(res.status).toBe(201);
  }
}

let backupFile: string;
let before: Record<string, number>;
const dataDir = path.join(root, "data");

beforeAll(async () => {
  const database = await openDatabase({
    kind: "pglite",
    initialData: await readPgliteTemplate(),
    dataDir: path.join(dataDir, "db"),
  });
  try {
    const mailer = { send: async () => "not sent" };
    const auth = createAuth({
      db: database.db,
      secret: "restore-test-secret-restore-test-secret",
      baseURL: ORIGIN,
      trustedOrigins: [ORIGIN],
      mailer,
      rateLimit: false,
    });
    const app = createApp({
      database,
      auth,
      generator: createOfflineGenerator(),
      mailer,
      now: () => new Date(),
      log: () => {},
    });
    await seedDemo(app, { origin: ORIGIN, today: new Date("2026-10-05T12:00:00Z"), timeZone: "UTC" });
    await addGoalAndEntries(app);
    // The backup is taken from the open database, as the server's daily job does.
    backupFile = writeBackup(await database.snapshot!(), backupsDir(dataDir), new Date(), 14).path;
    before = await countRows(database);
  } finally {
    await database.close();
  }
}, 180_000);

describe("backup and restore", () => {
  it("restores into a fresh data folder with every row of every table", async () => {
    for (const table of ["public.users", "public.students", "public.notes", "public.iep_goals"]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    // The demo seed's weekly data (8 entries for each of its 22 goals) plus the 2 added here.
    expect(before["public.progress_entries"]).toBe(8 * 22 + 2);
    expect(before["public.audit_log"]).toBeGreaterThan(0);

    const fresh = path.join(root, "fresh");
    const result = await restoreBackup(backupFile, fresh);
    expect(result).toEqual({ dbDir: path.join(fresh, "db"), previous: undefined });
    const restored = await openDatabase({
      kind: "pglite",
      initialData: await readPgliteTemplate(),
      dataDir: result.dbDir,
    });
    try {
      expect(await countRows(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    // Owner-only, no staging folder left behind, lock released.
    expect(statSync(result.dbDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(fresh).sort()).toEqual(["db"]);
    const modes = readdirSync(path.join(result.dbDir, "base"), { recursive: true })
      .map((p) => statSync(path.join(result.dbDir, "base", String(p))).mode & 0o077)
      .filter((m) => m !== 0);
    expect(modes).toEqual([]);
    console.log(`[restore] round trip: ${JSON.stringify(before)}`);
  }, 120_000);

  it("keeps the previous database folder aside when restoring over one", async () => {
    const result = await restoreBackup(backupFile, dataDir, new Date("2026-11-23T17:00:00.000Z"));
    expect(result.previous).toBe(path.join(dataDir, "db.before-restore-2026-11-23T17-00-00-000Z"));
    expect(existsSync(path.join(result.previous!, "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(result.dbDir, "PG_VERSION"))).toBe(true);
  }, 120_000);

  it("refuses while a server holds the folder, and changes nothing", async () => {
    const busy = path.join(root, "busy");
    mkdirSync(busy, { mode: 0o700 });
    const release = acquireDirLock(path.join(busy, "db"));
    try {
      const attempt = restoreBackup(backupFile, busy);
      await expect(attempt).rejects.toBeInstanceOf(RestoreRefusedError);
      await expect(restoreBackup(backupFile, busy)).rejects.toThrow(
        new RegExp(`in use by a running server \\(process ${process.pid}\\)\\. Stop the server first`),
      );
      expect(readdirSync(busy)).toEqual(["db.lock"]);
    } finally {
      release();
    }
  });

  it("refuses a file that is not a backup", async () => {
    const bogus = path.join(root, "bogus.tar.gz");
    writeFileSync(bogus, "not a tarball");
    await expect(restoreBackup(bogus, path.join(root, "other"))).rejects.toBeInstanceOf(RestoreError);
    await expect(restoreBackup(path.join(root, "missing.tar.gz"), path.join(root, "other"))).rejects.toThrow(
      /No such file/,
    );
  });
});
