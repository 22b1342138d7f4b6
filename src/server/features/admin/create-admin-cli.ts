/**
 * `npm run admin:create -- --email staff@example.org` (requirements "Admin area"): creates a staff
 * account (or gives an existing one a new one-time password) and prints the one-time password, which
 * must be changed at the first sign-in at /admin/login. Opens the configured database; while a server
 * holds the embedded database, the account is left for that server (`admin-inbox.ts`).
 */
import path from "node:path";
import { DatabaseLockedError, openDatabase } from "../../db/client.ts";
import { ConfigError, loadEnv } from "../../env.ts";
import { AppError } from "../../lib/app-error.ts";
import { createAdmin } from "./admin-accounts.service.ts";
import { leaveInInbox } from "./admin-inbox.ts";

const at = process.argv.indexOf("--email");
const email = at >= 0 ? process.argv[at + 1] : undefined;
if (!email) {
  console.error("Usage: npm run admin:create -- --email staff@example.org");
  process.exit(1);
}
const print = (address: string, password: string) =>
  console.log(
    `[iep] admin account ${address}\n[iep] one-time password: ${password}\n[iep] sign in at /admin/login; you will choose a new password and set up an authenticator app.`,
  );
try {
  if (process.env.DOTENV !== "0") {
    try {
      process.loadEnvFile(".env");
    } catch {
      /* no .env: defaults apply */
    }
  }
  const env = loadEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  let database: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    database = env.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
      : await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  } catch (err) {
    if (!(err instanceof DatabaseLockedError)) throw err;
  }
  if (database) {
    try {
      const created = await createAdmin(database.db, email);
      print(created.email, created.password);
    } finally {
      await database.close();
    }
  } else {
    const password = await leaveInInbox(dataDir, email);
    print(email.trim().toLowerCase(), password);
    console.log("[iep] the server is running: it takes the account in at the next admin sign-in.");
  }
} catch (err) {
  const known = err instanceof ConfigError || err instanceof AppError;
  console.error(known ? (err as Error).message : err);
  process.exit(1);
}
