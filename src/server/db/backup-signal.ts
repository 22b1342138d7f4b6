/**
 * `npm run backup` while the server runs (architecture "Two ways to run"): PGlite is single-process,
 * so only the running server can take a consistent snapshot of its database. The server listens for
 * SIGUSR2 and writes a backup when it gets one; the command sends the signal and waits for the file.
 *
 * A signal can only be sent by the same user (or root) on the same machine, so this needs no
 * password and opens no port. The server announces itself in `DATA_DIR/backup-on-signal.json`
 * (0600, its process id); the command signals only a process that is both that one and the live
 * holder of the database lock, so it never signals a seed or migration run (SIGUSR2 would end it).
 * Not available on Windows (no signals): there, stop the server and run the command again.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type BackupFile, backupsDir, listBackups } from "./backup.ts";
import { processIsAlive } from "./dir-lock.ts";

/** The signal that asks the server for a backup. */
export const BACKUP_SIGNAL = "SIGUSR2";

/** The file in which the server announces that it takes backups on request. */
export function announcementFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), "backup-on-signal.json");
}

/**
 * Server side: answers {@link BACKUP_SIGNAL} with `backupNow` (one at a time), logging the result.
 * @returns a function that stops listening and removes the announcement; a no-op on Windows.
 */
export function listenForBackupRequests(
  dataDir: string,
  backupNow: () => Promise<BackupFile>,
  log: (line: string) => void,
): () => void {
  if (process.platform === "win32") return () => {};
  const file = announcementFile(dataDir);
  const onSignal = () => {
    backupNow().then(
      (b) => log(`backup written on request: ${b.path}`),
      (err: { name?: string; code?: string }) =>
        log(`backup on request failed (${err?.name ?? "Error"}${err?.code ? ` ${err.code}` : ""})`),
    );
  };
  process.on(BACKUP_SIGNAL, onSignal);
  writeFileSync(file, JSON.stringify({ pid: process.pid, signal: BACKUP_SIGNAL }), { mode: 0o600 });
  return () => {
    process.off(BACKUP_SIGNAL, onSignal);
    try {
      if ((JSON.parse(readFileSync(file, "utf8")) as { pid?: number }).pid === process.pid) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}

/** The running server could not be asked, or did not answer in time; `message` says what to do. */
export class BackupRequestError extends Error {
  override name = "BackupRequestError";
}

function readPid(file: string): number | undefined {
  try {
    const pid = (JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown }).pid;
    return typeof pid === "number" ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Command side: asks the server holding `DATA_DIR/db` for a backup and waits until a backup newer
 * than the newest one so far appears in `DATA_DIR/backups`.
 * @throws BackupRequestError when the holder of the lock is not a server that takes backups on
 *   request, when signals are unavailable, or when no backup appears within `timeoutMs`.
 */
export async function requestServerBackup(dataDir: string, timeoutMs = 120_000): Promise<BackupFile> {
  const root = path.resolve(dataDir);
  const holder = readPid(path.join(root, "db.lock"));
  const server = readPid(announcementFile(root));
  const stopFirst = "Stop it, then run `npm run backup` again.";
  if (process.platform === "win32") {
    throw new BackupRequestError(`The database in ${root} is in use by a running server. ${stopFirst}`);
  }
  if (holder === undefined || holder !== server || !processIsAlive(holder)) {
    throw new BackupRequestError(
      `The database in ${root} is in use by process ${holder ?? "unknown"}, which does not take backups on request (a seed or migration run?). Wait for it to finish, or ${stopFirst.charAt(0).toLowerCase()}${stopFirst.slice(1)}`,
    );
  }
  const dir = backupsDir(root);
  const before = listBackups(dir).at(-1)?.name ?? "";
  process.kill(holder, BACKUP_SIGNAL);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const newest = listBackups(dir).at(-1);
    if (newest && newest.name > before) return newest;
    await sleep(200);
  }
  throw new BackupRequestError(
    `The running server (process ${holder}) wrote no backup within ${Math.round(timeoutMs / 1000)} s; see its log.`,
  );
}
