/**
 * The embedded database's lock (architecture "Two ways to run"): a lock left by a process that is gone
 * (a server killed with `kill -9`) is taken over at once; a live owner still refuses with the clear
 * `DatabaseLockedError` message.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempFoldersForEachTest } from "../test/temp-folders.ts";
import { readPgliteTemplate } from "../test/test-database.ts";
import { DatabaseLockedError, openDatabase } from "./client.ts";
import { acquireDirLock, DirLockHeldError, processIsAlive } from "./dir-lock.ts";

const tempRoot = tempFoldersForEachTest("iep-lock-");
/** A database folder path (not made yet) in a new temp folder. */
const tempDb = () => path.join(tempRoot(), "db");

/** The id of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  const pid = child.pid as number;
  expect(processIsAlive(pid)).toBe(false);
  return pid;
}

function writeLock(dbDir: string, pid: number, host = os.hostname()) {
  mkdirSync(path.dirname(dbDir), { recursive: true });
  writeFileSync(`${dbDir}.lock`, JSON.stringify({ pid, host }), { mode: 0o600 });
}

// Each test opens PGlite; on a busy machine that alone can take 10 s or more.
describe("database folder lock", { timeout: 90_000 }, () => {
  it("takes over a lock whose owner process is gone, at once", async () => {
    const dir = tempDb();
    writeLock(dir, await deadPid());
    // Taken at once, with no stale time to wait out (the old lock refused for 15 s): the lock file
    // now names this process.
    const release = acquireDirLock(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    release();

    writeLock(dir, await deadPid());
    const database = await openDatabase({
      kind: "pglite",
      initialData: await readPgliteTemplate(),
      dataDir: dir,
    });
    try {
      const lock = JSON.parse(readFileSync(`${dir}.lock`, "utf8"));
      expect(lock).toEqual({ pid: process.pid, host: os.hostname() });
      expect(statSync(`${dir}.lock`).mode & 0o777).toBe(0o600);
    } finally {
      await database.close();
    }
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses while the owner is alive: this process, then a live child", async () => {
    const dir = tempDb();
    const database = await openDatabase({
      kind: "pglite",
      initialData: await readPgliteTemplate(),
      dataDir: dir,
    });
    try {
      const second = openDatabase({ kind: "pglite", initialData: await readPgliteTemplate(), dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(/is in use by another server\. Stop that server first/);
    } finally {
      await database.close();
    }

    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      writeLock(dir, child.pid as number);
      await expect(
        openDatabase({ kind: "pglite", initialData: await readPgliteTemplate(), dataDir: dir }),
      ).rejects.toThrow(
        new DatabaseLockedError(
          `The database folder ${dir} is in use by another server. Stop that server first, or set DATA_DIR to another folder.`,
        ),
      );
      // The live owner's lock is left as it was.
      expect(JSON.parse(readFileSync(`${dir}.lock`, "utf8")).pid).toBe(child.pid);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("counts a lock from another host as held, and releases only its own lock", async () => {
    const dir = tempDb();
    writeLock(dir, await deadPid(), "another-host.example");
    expect(() => acquireDirLock(dir)).toThrow(DirLockHeldError);

    rmSync(`${dir}.lock`);
    const release = acquireDirLock(dir);
    writeLock(dir, 1, os.hostname());
    release();
    expect(existsSync(`${dir}.lock`)).toBe(true);
  });

  it("treats an old lock folder (no process id) as held while fresh and stale after 15 s", () => {
    const dir = tempDb();
    mkdirSync(`${dir}.lock`, { recursive: true });
    expect(() => acquireDirLock(dir)).toThrow(DirLockHeldError);
    const old = new Date(Date.now() - 20_000);
    utimesSync(`${dir}.lock`, old, old);
    const release = acquireDirLock(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    release();
  });
});
