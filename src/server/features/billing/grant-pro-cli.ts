/**
 * `npm run billing:grant-pro -- <email> --reason "…"`: grants Pro to the account with that address,
 * without the payment provider (requirements "Plans and trial": a server without Stripe settings;
 * "Admin area": every grant has a reason and an audit line). It goes through `grantPro`, the one
 * grant path the admin area uses too, as the system actor `system:billing:grant-pro` (someone with
 * access to the server ran the command: there is no staff session to name). Opens the configured
 * database (PGlite in `DATA_DIR/db`, or `DATABASE_URL`); stop the server first when it uses the
 * embedded database (one process holds its lock).
 */
import path from "node:path";
import { DatabaseLockedError, openDatabase } from "../../db/client.ts";
import { ConfigError, loadEnv } from "../../env.ts";
import { systemActor } from "../../lib/actor.ts";
import { AppError } from "../../lib/app-error.ts";
import { parseGrantProArgs } from "./grant-pro-args.ts";
import { grantPro } from "./subscription.service.ts";

async function main(): Promise<number> {
  const parsed = parseGrantProArgs(process.argv.slice(2));
  if ("error" in parsed) {
    console.error(parsed.error);
    return 1;
  }
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
  try {
    const grant = { reason: parsed.reason, actor: systemActor("billing:grant-pro") };
    await grantPro(database.db, { email: parsed.email }, grant, new Date());
    console.log(`[iep] ${parsed.email} now has Pro (recorded in the audit log with the reason).`);
  } finally {
    await database.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    const known = err instanceof ConfigError || err instanceof DatabaseLockedError || err instanceof AppError;
    console.error(known ? (err as Error).message : err);
    process.exit(1);
  },
);
