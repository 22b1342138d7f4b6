/**
 * The embedded database's single-owner lock (architecture "Two ways to run"; requirements "Security
 * and privacy"). PGlite is single-process, so a server takes `<dataDir>.lock`, a file holding its
 * process id and host name, before opening the folder.
 *
 * - A lock whose process is gone (a server killed with `kill -9`, a power cut) is taken over at once,
 *   so a crashed server comes back immediately.
 * - A lock held by a live process (this one included) is refused with `DirLockHeldError`.
 * - A lock written on another host cannot be checked and counts as held.
 * - A lock folder left by older versions (proper-lockfile, no process id) is stale after 15 s
 *   without an update, as before.
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";

/** Thrown when a live process holds the lock; `pid` is that process. */
export class DirLockHeldError extends Error {
  override name = "DirLockHeldError";
  constructor(
    readonly lockFile: string,
    readonly pid: number | undefined,
  ) {
    super(`${lockFile} is held by process ${pid ?? "unknown"}`);
  }
}

interface LockRecord {
  pid: number;
  host: string;
}

/** Whether a process with this id exists (a process of another user counts as alive). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === "EPERM";
  }
}

/** Old lock folders (proper-lockfile) counted as stale after this long without an update. */
const LEGACY_STALE_MS = 15_000;

/** A lock record, "legacy-live" (held, owner unknown) or "stale" (free to take over). */
function readRecord(file: string): LockRecord | "legacy-live" | "stale" {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(file);
  } catch {
    return "stale";
  }
  if (stat.isDirectory()) return Date.now() - stat.mtimeMs < LEGACY_STALE_MS ? "legacy-live" : "stale";
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockRecord>;
    if (typeof parsed.pid === "number" && typeof parsed.host === "string") {
      return { pid: parsed.pid, host: parsed.host };
    }
  } catch {
    // An empty or half-written file: being written right now, or its writer died in between.
  }
  return Date.now() - stat.mtimeMs < 2_000 ? "legacy-live" : "stale";
}

/**
 * Takes the lock for `dataDir` (the file `<dataDir>.lock`, mode 0600).
 * @returns a function that releases it (removes the file if it is still ours).
 * @throws DirLockHeldError when a live process on this host (or a process on another host) holds it.
 */
export function acquireDirLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const record: LockRecord = { pid: process.pid, host: os.hostname() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(lockFile, "wx", 0o600);
    } catch (err) {
      if ((err as { code?: string }).code !== "EEXIST") throw err;
      const held = readRecord(lockFile);
      if (held === "legacy-live") throw new DirLockHeldError(lockFile, undefined);
      if (held !== "stale" && (held.host !== record.host || processIsAlive(held.pid))) {
        throw new DirLockHeldError(lockFile, held.pid);
      }
      // The owner is gone: take the lock over.
      rmSync(lockFile, { recursive: true, force: true });
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(record));
    } finally {
      closeSync(fd);
    }
    return () => {
      const now = readRecord(lockFile);
      if (now !== "stale" && now !== "legacy-live" && now.pid === record.pid && now.host === record.host) {
        try {
          unlinkSync(lockFile);
        } catch {
          // Already gone.
        }
      }
    };
  }
  throw new DirLockHeldError(lockFile, undefined);
}
