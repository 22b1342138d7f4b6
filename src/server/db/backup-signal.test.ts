/**
 * `npm run backup` while the server runs (architecture "Two ways to run"): the command asks the
 * process that holds the database (by SIGUSR2) and gets a backup of the open database; a holder that
 * does not announce itself as a server (a seed or migration run) is never signalled.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPgliteTemplate } from "../test/test-database.ts";
import { backupsDir, listBackups, scheduleBackups } from "./backup.ts";
import {
  announcementFile,
  BackupRequestError,
  listenForBackupRequests,
  requestServerBackup,
} from "./backup-signal.ts";
import { type Database, openDatabase } from "./client.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "iep-signal-"));
let database: Database;
beforeAll(async () => {
  database = await openDatabase({
    kind: "pglite",
    initialData: await readPgliteTemplate(),
    dataDir: path.join(root, "db"),
  });
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe("backup asked of the running server", () => {
  it("the holder of the database writes the backup and the command returns it", async () => {
    const lines: string[] = [];
    const job = scheduleBackups({
      snapshot: database.snapshot!,
      dir: backupsDir(root),
      keep: 14,
      log: () => {},
      daily: false,
    });
    const stop = listenForBackupRequests(root, job.backupNow, (l) => lines.push(l));
    try {
      expect(statSync(announcementFile(root)).mode & 0o777).toBe(0o600);
      const file = await requestServerBackup(root, 60_000);
      expect(listBackups(backupsDir(root)).map((b) => b.name)).toEqual([file.name]);
      expect(statSync(file.path).mode & 0o777).toBe(0o600);
      expect(statSync(file.path).size).toBeGreaterThan(100_000);
      for (let i = 0; i < 100 && lines.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(lines).toEqual([`backup written on request: ${file.path}`]);
    } finally {
      stop();
      await job.stop();
    }
    expect(existsSync(announcementFile(root))).toBe(false);
  }, 90_000);

  it("refuses to signal a holder that does not take backups on request", async () => {
    await expect(requestServerBackup(root, 1_000)).rejects.toBeInstanceOf(BackupRequestError);
    await expect(requestServerBackup(root, 1_000)).rejects.toThrow(
      new RegExp(`in use by process ${process.pid}, which does not take backups on request`),
    );
  });
});
