/**
 * Restoring a backup into a stopped data folder (architecture "Two ways to run"; requirements
 * "Security and privacy"): `npm run restore -- FILE`.
 *
 * 1. Takes the database lock (`DATA_DIR/db.lock`) for the whole restore: a running server refuses
 *    the restore with {@link RestoreRefusedError}, and no server can start half-way through.
 * 2. Opens the backup into a new folder beside the database (`DATA_DIR/db.restoring-<time>`) with
 *    PGlite's `loadDataDir`, and checks that it starts and answers a query.
 * 3. Moves the current `DATA_DIR/db` aside to `DATA_DIR/db.before-restore-<time>` (never deleted),
 *    then moves the restored folder into place; everything owner-only.
 * The server migrates a restored older database at its next start.
 */
import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { tightenDataDir } from "../data-dir.ts";
import { acquireDirLock, DirLockHeldError } from "./dir-lock.ts";
import { durableStartParams, enableHostFsync } from "./durability.ts";

/** The folder is in use by a running server; `message` says to stop it. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

/** The file is not a usable backup; `message` says why. */
export class RestoreError extends Error {
  override name = "RestoreError";
}

export interface RestoreResult {
  /** The restored database folder (`DATA_DIR/db`). */
  dbDir: string;
  /** Where the previous database was moved, if there was one. */
  previous?: string;
}

/** A folder-name suffix for `at`: `2026-11-23T17-05-01-123Z`. */
function stamp(at: Date): string {
  return at.toISOString().replace(/:/g, "-").replace(".", "-");
}

/**
 * Restores the backup `file` into `dataDir` (see the module comment).
 * @throws RestoreRefusedError while a live process holds the database lock.
 * @throws RestoreError when the file is missing, not a gzipped tarball, or holds no database.
 */
export async function restoreBackup(file: string, dataDir: string, now = new Date()): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new RestoreError(`No such file: ${source}`);
  const bytes = readFileSync(source);
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
    throw new RestoreError(`${source} is not a backup of this app (a gzipped tarball, iep-backup-….tar.gz).`);
  }
  const root = path.resolve(dataDir);
  const dbDir = path.join(root, "db");
  tightenDataDir(root);
  let release: () => void;
  try {
    release = acquireDirLock(dbDir);
  } catch (err) {
    if (err instanceof DirLockHeldError) {
      throw new RestoreRefusedError(
        `The data folder ${root} is in use by a running server (process ${err.pid ?? "unknown"}). Stop the server first (Ctrl+C, or kill ${err.pid ?? "<pid>"} — not kill -9), then run the restore again. Nothing was changed.`,
      );
    }
    throw err;
  }
  const staging = path.join(root, `db.restoring-${stamp(now)}`);
  try {
    rmSync(staging, { recursive: true, force: true });
    await openAndCheck(staging, bytes, source);
    let previous: string | undefined;
    if (existsSync(dbDir)) {
      previous = path.join(root, `db.before-restore-${stamp(now)}`);
      renameSync(dbDir, previous);
    }
    renameSync(staging, dbDir);
    tightenDataDir(root);
    return { dbDir, previous };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** Loads the tarball into `folder` and runs a query; a CHECKPOINT leaves the folder synced. */
async function openAndCheck(folder: string, bytes: Uint8Array<ArrayBuffer>, source: string): Promise<void> {
  let client: PGlite | undefined;
  try {
    client = new PGlite(folder, {
      loadDataDir: new Blob([bytes], { type: "application/x-gzip" }),
      startParams: durableStartParams(),
    });
    await client.waitReady;
    enableHostFsync(client);
    await client.query("select count(*) from pg_catalog.pg_tables");
    await client.exec("CHECKPOINT");
  } catch (err) {
    throw new RestoreError(
      `${source} could not be opened as a database (${err instanceof Error ? err.message : String(err)}).`,
    );
  } finally {
    await client?.close().catch(() => {});
  }
}
