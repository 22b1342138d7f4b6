/**
 * Backups of the embedded database (architecture "Two ways to run"; requirements "Security and
 * privacy"): gzipped tarballs of `DATA_DIR/db` in `DATA_DIR/backups`, named
 * `iep-backup-<UTC time>.tar.gz` (e.g. `iep-backup-2026-11-23T17-05-01-123Z.tar.gz`), owner-only
 * (0600 in a 0700 folder), at most `BACKUP_KEEP` (default 14) of them.
 *
 * One writer for every path: the server's daily job, a backup asked of the running server
 * (`backup-signal.ts`) and `npm run backup` on a stopped folder all call {@link writeBackup} with a
 * snapshot taken by the process that holds the database (`snapshotPglite` in `client.ts`), so a
 * backup is always consistent. PostgreSQL is backed up with its own tools (`pg_dump`).
 */
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";

/** Backups kept by default (requirements "Constants"). */
export const DEFAULT_BACKUP_KEEP = 14;

/** The server takes a backup when the newest one is at least this old (one a day while it runs). */
export const BACKUP_EVERY_MS = 24 * 60 * 60 * 1000;

/** Matches a backup's file name; group 1 is its UTC time as written in the name. */
const BACKUP_NAME = /^iep-backup-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)\.tar\.gz$/;

/** One backup file. */
export interface BackupFile {
  /** File name, e.g. `iep-backup-2026-11-23T17-05-01-123Z.tar.gz`. */
  name: string;
  /** Absolute path. */
  path: string;
  /** When it was taken (from the name). */
  takenAt: Date;
}

/** The backups folder of a data folder: `DATA_DIR/backups`. */
export function backupsDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), "backups");
}

/** The file name of a backup taken at `at` (UTC, sortable, no characters a file system refuses). */
export function backupFileName(at: Date): string {
  return `iep-backup-${at.toISOString().replace(/:/g, "-").replace(".", "-")}.tar.gz`;
}

function parseTakenAt(stamp: string): Date {
  const [date, time] = stamp.split("T") as [string, string];
  const [h, m, s, ms] = time.replace("Z", "").split("-");
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
}

/** The backups in `dir`, oldest first (other files are ignored); [] when the folder is missing. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, match: BACKUP_NAME.exec(name) }))
    .filter((e): e is { name: string; match: RegExpExecArray } => e.match !== null)
    .map(({ name, match }) => ({ name, path: path.join(dir, name), takenAt: parseTakenAt(match[1]!) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Deletes all but the newest `keep` backups in `dir`, and any unfinished `.partial` file.
 * @returns the names deleted.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const doomed = all.slice(0, Math.max(0, all.length - keep)).map((b) => b.name);
  for (const name of readdirSync(dir)) {
    if (name.startsWith("iep-backup-") && name.endsWith(".partial")) doomed.push(name);
  }
  for (const name of doomed) rmSync(path.join(dir, name), { force: true });
  return doomed;
}

/**
 * Writes `tarball` as a new backup in `dir` (created 0700 when missing): a 0600 `.partial` file,
 * synced to the disk, then renamed, so a half-written backup never carries a backup's name; then
 * prunes to `keep`.
 * @returns the new backup.
 */
export function writeBackup(tarball: Uint8Array, dir: string, at: Date, keep: number): BackupFile {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = backupFileName(at);
  const file = path.join(dir, name);
  const partial = `${file}.partial`;
  const fd = openSync(partial, "w", 0o600);
  try {
    let written = 0;
    while (written < tarball.length) written += writeSync(fd, tarball, written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
  try {
    const dirFd = openSync(dir, "r");
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    // Folders cannot be synced on every system; the file itself is.
  }
  pruneBackups(dir, keep);
  return { name, path: file, takenAt: at };
}

/** What to do for PostgreSQL, printed instead of a backup (the URL itself is never printed). */
export function pgDumpGuidance(dataDir: string): string {
  const dir = backupsDir(dataDir);
  return [
    "DATABASE_URL is set: back up PostgreSQL with its own tools, e.g.",
    `  mkdir -p -m 700 "${dir}"`,
    `  (umask 077; pg_dump --format=custom --file="${dir}/iep-backup-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump" "$DATABASE_URL")`,
    "and restore one into a stopped deployment with",
    '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE.dump',
  ].join("\n");
}

export interface BackupScheduleOptions {
  /** A consistent snapshot of the open database (`Database.snapshot`). */
  snapshot: () => Promise<Uint8Array>;
  /** Where backups go (`backupsDir(DATA_DIR)`). */
  dir: string;
  keep: number;
  log: (line: string) => void;
  now?: () => Date;
  /** Delay before the first check after start (default 60 s, so start-up is not slowed). */
  firstCheckMs?: number;
  /** Time between checks (default 1 hour). */
  checkEveryMs?: number;
  /** false: no timers at all, only `backupNow` (`BACKUP_DISABLED`). Default true. */
  daily?: boolean;
}

/** The server's backup job. */
export interface BackupSchedule {
  /** Takes a backup now (after any backup already running) and returns it. */
  backupNow: () => Promise<BackupFile>;
  /** Stops the timers and waits for a backup that is running. */
  stop: () => Promise<void>;
}

/**
 * Starts the daily backup job: a first check `firstCheckMs` after start, then every `checkEveryMs`;
 * a check takes a backup when there is none or the newest is at least {@link BACKUP_EVERY_MS} old, so
 * restarts do not add backups and a server that runs for days takes one a day. Timers are unref'd
 * (they never keep the process alive); a failed backup is logged (the error's class and code only)
 * and tried again at the next check.
 */
export function scheduleBackups(opts: BackupScheduleOptions): BackupSchedule {
  const now = opts.now ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const backupNow = (): Promise<BackupFile> => {
    const next = running.then(async () => {
      const tarball = await opts.snapshot();
      return writeBackup(tarball, opts.dir, now(), opts.keep);
    });
    running = next.catch(() => {});
    return next;
  };

  let checking = false;
  const check = async () => {
    if (stopped || checking) return;
    checking = true;
    try {
      const newest = listBackups(opts.dir).at(-1);
      if (newest && now().getTime() - newest.takenAt.getTime() < BACKUP_EVERY_MS) return;
      const file = await backupNow();
      opts.log(`backup written: ${file.path}`);
    } catch (err) {
      const e = err as { name?: string; code?: string };
      opts.log(
        `backup failed (${e.name ?? "Error"}${e.code ? ` ${e.code}` : ""}); tried again at the next check`,
      );
    } finally {
      checking = false;
    }
  };

  const timers: NodeJS.Timeout[] = [];
  if (opts.daily ?? true) {
    timers.push(setTimeout(() => void check(), opts.firstCheckMs ?? 60_000));
    timers.push(setInterval(() => void check(), opts.checkEveryMs ?? 60 * 60 * 1000));
    for (const t of timers) t.unref();
  }

  return {
    backupNow,
    stop: async () => {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await running;
    },
  };
}
