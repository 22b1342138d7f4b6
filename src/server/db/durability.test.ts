/**
 * Commits reach the disk (decision 009): a folder database runs with `fsync=on` and
 * `wal_sync_method=fsync`, and a commit makes a real `fsync(2)` on the host (PGlite's default makes
 * none: `-F` and a NODEFS without fsync). `DB_FSYNC=off` (durable: false) keeps PGlite's default.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolderForFile } from "../test/temp-folders.ts";
import { readPgliteTemplate } from "../test/test-database.ts";
import { type Database, openDatabase } from "./client.ts";
import { hostFsyncCount } from "./durability.ts";

// One folder for both tests (creating a cluster is the slow part); the second reopens it unsynced.
const root = tempFolderForFile("iep-durable-");
const dbDir = path.join(root, "db");

async function setting(database: Database, name: string): Promise<string> {
  const [row] = (await database.rawQuery(`select current_setting($1) as v`, [name])) as { v: string }[];
  return row!.v;
}

async function commitOne(database: Database): Promise<void> {
  await database.rawQuery("insert into rate_limit (id, key, count, last_request) values ($1, $1, 1, 1)", [
    `k-${Math.random()}`,
  ]);
}

/** Opens the folder database at `dbDir` with `options`, runs `check` on it, and closes it. */
async function withFolderDatabase(
  options: { durable?: boolean },
  check: (database: Database) => Promise<void>,
) {
  const database = await openDatabase({
    kind: "pglite",
    initialData: await readPgliteTemplate(),
    dataDir: dbDir,
    ...options,
  });
  try {
    await check(database);
  } finally {
    await database.close();
  }
}

describe("durable commits", () => {
  it("syncs each commit of a folder database to the disk", async () => {
    await withFolderDatabase({}, async (database) => {
      expect(await setting(database, "fsync")).toBe("on");
      expect(await setting(database, "wal_sync_method")).toBe("fsync");
      const before = hostFsyncCount();
      await commitOne(database);
      expect(hostFsyncCount()).toBeGreaterThan(before);
    });
  }, 120_000);

  it("DB_FSYNC=off keeps PGlite's unsynced default", async () => {
    await withFolderDatabase({ durable: false }, async (database) => {
      expect(await setting(database, "fsync")).toBe("off");
      const before = hostFsyncCount();
      await commitOne(database);
      expect(hostFsyncCount()).toBe(before);
    });
  }, 120_000);
});
