/**
 * The server backs up its embedded database by itself (architecture "Two ways to run"): a real
 * `startServer` writes its first backup after start, owner-only, and `BACKUP_DISABLED` writes none
 * on its own while a backup asked for still works.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../env.ts";
import { startServer } from "../main.ts";
import { tempFolderForFile } from "../test/temp-folders.ts";
import { readPgliteTemplate } from "../test/test-database.ts";
import { backupsDir, listBackups } from "./backup.ts";

const root = tempFolderForFile("iep-backup-server-");

const env = (dataDir: string, extra: Record<string, string> = {}) =>
  loadEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", ...extra });

describe("the server's daily backup", () => {
  it("writes the first backup shortly after start, 0600 in a 0700 folder", async () => {
    const dataDir = path.join(root, "on");
    const server = await startServer(env(dataDir), {
      backupFirstCheckMs: 10,
      initialDatabase: await readPgliteTemplate(),
    });
    try {
      for (let i = 0; i < 600 && listBackups(backupsDir(dataDir)).length === 0; i += 1) await sleep(100);
      const [backup, ...more] = listBackups(backupsDir(dataDir));
      expect(more).toEqual([]);
      expect(statSync(backup!.path).mode & 0o777).toBe(0o600);
      expect(statSync(backupsDir(dataDir)).mode & 0o777).toBe(0o700);
      expect(statSync(backup!.path).size).toBeGreaterThan(100_000);
    } finally {
      await server.close();
    }
  }, 120_000);

  it("BACKUP_DISABLED takes none by itself; a backup asked for is still written", async () => {
    const dataDir = path.join(root, "off");
    const server = await startServer(env(dataDir, { BACKUP_DISABLED: "on" }), {
      backupFirstCheckMs: 10,
      initialDatabase: await readPgliteTemplate(),
    });
    try {
      await sleep(500);
      expect(listBackups(backupsDir(dataDir))).toEqual([]);
      const file = await server.backupNow!();
      expect(readdirSync(backupsDir(dataDir))).toEqual([file.name]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
