/**
 * `npm run billing:grant-pro -- <email>`: an administrator grants Pro to the account with that
 * address, without the payment provider (requirements "Plans and trial": a server without Stripe
 * settings). Opens the configured database (PGlite in `DATA_DIR/db`, or `DATABASE_URL`); stop the
 * server first when it uses the embedded database (one process holds its lock).
 */
import path from "node:path";
import { DatabaseLockedError, openDatabase } from "../../db/client.ts";
import { ConfigError, loadEnv } from "../../env.ts";
import { AppError } from "../../lib/app-error.ts";
import { grantPro } from "./subscription.service.ts";

const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run billing:grant-pro -- teacher@school.org");
  process.exit(1);
}
try {
  try {
    process.loadEnvFile(".env");
  } catch {
    /* no .env: defaults apply */
  }
  const env = loadEnv();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: path.join(path.resolve(env.DATA_DIR), "db") });
  try {
    await grantPro(database.db, email, new Date());
    console.log(`[iep] ${email} now has Pro.`);
  } finally {
    await database.close();
  }
} catch (err) {
  const known = err instanceof ConfigError || err instanceof DatabaseLockedError || err instanceof AppError;
  console.error(known ? (err as Error).message : err);
  process.exit(1);
}
