/**
 * `npm run db:migrate`: applies pending migrations to the configured database (PGlite in
 * `DATA_DIR/db`, or `DATABASE_URL`) and exits. The server also migrates at start; this is for
 * deployments that migrate before rolling out app servers.
 */
import path from "node:path";
import { ConfigError, loadEnv } from "../env.ts";
import { DatabaseLockedError, openDatabase } from "./client.ts";

try {
  if (process.env.DOTENV !== "0") {
    try {
      process.loadEnvFile(".env");
    } catch {
      /* no .env: defaults apply */
    }
  }
  const env = loadEnv();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: path.join(path.resolve(env.DATA_DIR), "db") });
  await database.close();
  console.log(`[iep] migrations applied (${database.kind})`);
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof DatabaseLockedError ? err.message : err);
  process.exit(1);
}
