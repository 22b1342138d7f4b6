/**
 * Backup files (architecture "Two ways to run"; requirements "Security and privacy"): owner-only
 * modes, a timestamp in the name, the last 14 kept, and the server's daily job (one backup a day
 * however often it restarts; a failure is logged and tried again).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { tempFoldersForEachTest } from "../test/temp-folders.ts";
import {
  BACKUP_EVERY_MS,
  backupFileName,
  DEFAULT_BACKUP_KEEP,
  listBackups,
  pgDumpGuidance,
  scheduleBackups,
  writeBackup,
} from "./backup.ts";

const tempDir = tempFoldersForEachTest("iep-backup-");

const bytes = (text: string) => new TextEncoder().encode(text);

/** Waits until `cond()` holds (polling every 10 ms), failing after 10 s on a busy machine. */
async function until(cond: () => boolean): Promise<void> {
  for (let waited = 0; !cond(); waited += 10) {
    if (waited > 10_000) throw new Error("timed out waiting");
    await sleep(10);
  }
}
const DAY = 24 * 60 * 60 * 1000;

describe("writeBackup", () => {
  it("writes a 0600 file named with the UTC time into a 0700 folder", () => {
    const dir = path.join(tempDir(), "backups");
    const at = new Date("2026-11-23T17:05:01.123Z");
    const file = writeBackup(bytes("tarball"), dir, at, DEFAULT_BACKUP_KEEP);
    expect(file.name).toBe("iep-backup-2026-11-23T17-05-01-123Z.tar.gz");
    expect(readFileSync(file.path, "utf8")).toBe("tarball");
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(listBackups(dir)).toEqual([{ name: file.name, path: file.path, takenAt: at }]);
    expect(readdirSync(dir)).toEqual([file.name]);
  });

  it("keeps the newest 14 and leaves other files alone", () => {
    const dir = path.join(tempDir(), "backups");
    writeBackup(bytes("first"), dir, new Date("2026-01-01T00:00:00Z"), 14);
    writeFileSync(path.join(dir, "notes.txt"), "mine");
    writeFileSync(path.join(dir, `${backupFileName(new Date("2025-01-01T00:00:00Z"))}.partial`), "half");
    for (let day = 1; day <= 16; day += 1) {
      writeBackup(bytes(`day ${day}`), dir, new Date(Date.UTC(2026, 0, 1) + day * DAY), 14);
    }
    const kept = listBackups(dir);
    expect(kept).toHaveLength(14);
    // The oldest three (the first one and days 1–2) are gone; days 3–16 remain, oldest first.
    expect(kept[0]!.takenAt.toISOString()).toBe("2026-01-04T00:00:00.000Z");
    expect(kept.at(-1)!.takenAt.toISOString()).toBe("2026-01-17T00:00:00.000Z");
    expect(readFileSync(kept.at(-1)!.path, "utf8")).toBe("day 16");
    expect(existsSync(path.join(dir, "notes.txt"))).toBe(true);
    expect(readdirSync(dir).filter((n) => n.endsWith(".partial"))).toEqual([]);
  });

  it("honours a smaller BACKUP_KEEP", () => {
    const dir = path.join(tempDir(), "backups");
    for (let day = 0; day < 5; day += 1) writeBackup(bytes("x"), dir, new Date(day * DAY), 2);
    expect(listBackups(dir).map((b) => b.takenAt.getTime())).toEqual([3 * DAY, 4 * DAY]);
  });
});

describe("scheduleBackups (the server's daily job)", () => {
  it("takes one at start, none more within a day, the next once the newest is a day old", async () => {
    const dir = path.join(tempDir(), "backups");
    let now = new Date("2026-11-23T08:00:00Z");
    let snapshots = 0;
    const lines: string[] = [];
    const job = scheduleBackups({
      snapshot: async () => {
        snapshots += 1;
        return bytes(`snapshot ${snapshots}`);
      },
      dir,
      keep: 14,
      log: (l) => lines.push(l),
      now: () => now,
      firstCheckMs: 5,
      checkEveryMs: 20,
    });
    try {
      await until(() => lines.length === 1);
      expect(snapshots).toBe(1);
      expect(lines).toEqual([
        expect.stringMatching(/^backup written: .*iep-backup-2026-11-23T08-00-00-000Z/),
      ]);

      now = new Date(now.getTime() + BACKUP_EVERY_MS - 1000);
      await sleep(100);
      expect(snapshots).toBe(1);

      now = new Date(now.getTime() + 1000);
      await until(() => lines.length === 2);
      expect(snapshots).toBe(2);
      expect(listBackups(dir)).toHaveLength(2);
    } finally {
      await job.stop();
    }
  });

  it("a restart on a day that already has a backup takes none", async () => {
    const dir = path.join(tempDir(), "backups");
    const now = new Date("2026-11-23T18:00:00Z");
    writeBackup(bytes("morning"), dir, new Date("2026-11-23T07:00:00Z"), 14);
    let snapshots = 0;
    const job = scheduleBackups({
      snapshot: async () => {
        snapshots += 1;
        return bytes("again");
      },
      dir,
      keep: 14,
      log: () => {},
      now: () => now,
      firstCheckMs: 5,
      checkEveryMs: 20,
    });
    await sleep(100);
    await job.stop();
    expect(snapshots).toBe(0);
  });

  it("logs a failed backup without its message and tries again; BACKUP_DISABLED sets no timer", async () => {
    const dir = path.join(tempDir(), "backups");
    let attempts = 0;
    const lines: string[] = [];
    const job = scheduleBackups({
      snapshot: async () => {
        attempts += 1;
        throw Object.assign(new Error("disk full while writing Maya Robinson"), { code: "ENOSPC" });
      },
      dir,
      keep: 14,
      log: (l) => lines.push(l),
      firstCheckMs: 5,
      checkEveryMs: 20,
    });
    await until(() => attempts >= 2);
    await job.stop();
    expect(lines[0]).toBe("backup failed (Error ENOSPC); tried again at the next check");
    expect(lines.join("\n")).not.toContain("Maya");

    let snapshots = 0;
    const off = scheduleBackups({
      snapshot: async () => {
        snapshots += 1;
        return bytes("on request");
      },
      dir,
      keep: 14,
      log: () => {},
      firstCheckMs: 1,
      checkEveryMs: 5,
      daily: false,
    });
    await sleep(60);
    expect(snapshots).toBe(0);
    const file = await off.backupNow();
    expect(readFileSync(file.path, "utf8")).toBe("on request");
    await off.stop();
  });
});

describe("PostgreSQL", () => {
  it("prints pg_dump guidance without the database address", () => {
    const text = pgDumpGuidance("/srv/iep-data");
    expect(text).toContain("pg_dump --format=custom");
    expect(text).toContain("/srv/iep-data/backups/iep-backup-");
    expect(text).toContain('"$DATABASE_URL"');
    expect(text).toContain("pg_restore");
  });
});
