/**
 * `npm run restore -- FILE` (architecture "Two ways to run"): restores a backup made by
 * `npm run backup` or the server's daily job into the stopped `DATA_DIR` (`restore.ts`): refuses
 * while a server runs, keeps the previous database folder aside and prints where.
 * With `DATABASE_URL` set it prints the `pg_restore` command instead.
 */
import path from "node:path";
import { setOwnerOnlyUmask } from "../data-dir.ts";
import { ConfigError, loadEnv } from "../env.ts";
import { pgDumpGuidance } from "./backup.ts";
import { RestoreError, RestoreRefusedError, restoreBackup } from "./restore.ts";

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
  const file = process.argv[2];
  if (!file) {
    console.error(
      "Usage: npm run restore -- DATA_DIR/backups/iep-backup-….tar.gz  (with the server stopped)",
    );
    return 1;
  }
  setOwnerOnlyUmask();
  const result = await restoreBackup(file, dataDir);
  console.log(`[iep] restored ${path.resolve(file)} into ${result.dbDir}`);
  if (result.previous) {
    console.log(
      `[iep] the previous database is kept in ${result.previous}; delete it once you are satisfied.`,
    );
  }
  console.log("[iep] start the server as usual (npm start); it applies any newer migrations.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    const known =
      err instanceof ConfigError || err instanceof RestoreError || err instanceof RestoreRefusedError;
    console.error(known ? `\n${err.message}\n` : err);
    process.exit(1);
  },
);
