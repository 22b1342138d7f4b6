/**
 * `npm run backup` (architecture "Two ways to run"): writes a consistent backup of the embedded
 * database into `DATA_DIR/backups` (`backup.ts`) and prints its path.
 *
 * - Server stopped: opens `DATA_DIR/db` itself (taking the lock, no migrations) and snapshots it.
 * - Server running: asks it for the backup (`backup-signal.ts`) and waits for the file.
 * - `DATABASE_URL` set: prints how to back up PostgreSQL with `pg_dump` / `pg_restore`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { setOwnerOnlyUmask } from "../data-dir.ts";
import { ConfigError, loadEnv } from "../env.ts";
import { backupsDir, pgDumpGuidance, writeBackup } from "./backup.ts";
import { BackupRequestError, requestServerBackup } from "./backup-signal.ts";
import { DatabaseLockedError, openPgliteFolder, snapshotPglite } from "./client.ts";

async function main(): Promise<number> {
  if (process.env.DOTENV !== "0") {
    try {
      process.loadEnvFile(".env");
    } catch {
      /* no .env: defaults apply */
    }
  }
  const env = loadEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.DATABASE_URL) {
    console.log(pgDumpGuidance(dataDir));
    return 0;
  }
  const dbDir = path.join(dataDir, "db");
  if (!existsSync(path.join(dbDir, "PG_VERSION"))) {
    console.error(`There is no database in ${dbDir} yet: nothing to back up.`);
    return 1;
  }
  setOwnerOnlyUmask();
  let folder: Awaited<ReturnType<typeof openPgliteFolder>>;
  try {
    folder = await openPgliteFolder(dbDir, { durable: env.DB_FSYNC });
  } catch (err) {
    if (!(err instanceof DatabaseLockedError)) throw err;
    console.log("[iep] the server is running: asking it for a backup…");
    const file = await requestServerBackup(dataDir);
    console.log(`[iep] backup written by the running server: ${file.path}`);
    return 0;
  }
  try {
    const file = writeBackup(
      await snapshotPglite(folder.client),
      backupsDir(dataDir),
      new Date(),
      env.BACKUP_KEEP,
    );
    console.log(`[iep] backup written: ${file.path}`);
  } finally {
    await folder.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    const known = err instanceof ConfigError || err instanceof BackupRequestError;
    console.error(known ? err.message : err);
    process.exit(1);
  },
);
