/**
 * The data folder kept owner-only (requirements "Security and privacy"; architecture "Two ways to run"):
 * `DATA_DIR` holds the embedded database, the mail files (with reset and verification links) and the
 * session-signing secret, so nothing under it may be readable or writable by other users of the
 * machine: folders 0700, files 0600 (an owner execute bit is kept).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** The process umask that makes every new file 0600 and every new folder 0700. */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Sets the process umask to {@link OWNER_ONLY_UMASK}, so files created later (PGlite's write-ahead
 * log and segments, mail files) are owner-only too. Returns false where a umask cannot be set
 * (worker threads), true otherwise.
 */
export function setOwnerOnlyUmask(): boolean {
  try {
    process.umask(OWNER_ONLY_UMASK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates `dir` (mode 0700) when missing and removes every group/other permission bit from it and
 * from everything below it (folders from older versions were 0755, database files 0666). Symbolic
 * links are neither followed nor changed.
 * @param dir the data folder (absolute or relative to the working directory).
 * @returns how many paths had their mode changed (0 on a folder that was already owner-only).
 */
export function tightenDataDir(dir: string): number {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let tightened = 0;
  const visit = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o7777;
    const wanted = stat.isDirectory() ? 0o700 : mode & 0o700;
    if (mode !== wanted) {
      chmodSync(p, wanted);
      tightened += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  visit(path.resolve(dir));
  return tightened;
}

/**
 * Start-up step of the server: owner-only umask, then {@link tightenDataDir}; logs one line when
 * any path had to be tightened (data folders written by older versions).
 * @returns how many paths were tightened.
 */
export function secureDataDir(dir: string, log: (line: string) => void): number {
  setOwnerOnlyUmask();
  const tightened = tightenDataDir(dir);
  if (tightened > 0) {
    log(
      `data folder ${path.resolve(dir)}: tightened ${tightened} path(s) to owner-only (0700 folders, 0600 files)`,
    );
  }
  return tightened;
}
