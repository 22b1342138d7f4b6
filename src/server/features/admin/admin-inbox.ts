/**
 * Creating staff accounts from outside the server (requirements "Admin area"; decision 013):
 * - `npm run admin:create -- --email …` opens the database itself when it can; while a server holds the
 *   embedded database, the command leaves the new account (address and password digest, never the
 *   password) in `DATA_DIR/admin-inbox/` (0600) and the server takes it in at the next admin sign-in;
 * - `ADMIN_EMAIL` on start creates the first account when there is none and prints its one-time
 *   password in the server's log.
 */

import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "../../db/client.ts";
import { adminUsers } from "../../db/schema/index.ts";
import { createAdmin, hasNoAdmin, newOneTimePassword } from "./admin-accounts.service.ts";

/** The inbox folder of a data folder. */
export const adminInboxDir = (dataDir: string) => path.join(path.resolve(dataDir), "admin-inbox");

/** Leaves an account for the running server; returns the one-time password to print. */
export async function leaveInInbox(dataDir: string, email: string): Promise<string> {
  const password = newOneTimePassword();
  const dir = adminInboxDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const entry = { email: email.trim().toLowerCase(), passwordHash: await hashPassword(password) };
  writeFileSync(path.join(dir, `${randomUUID()}.json`), JSON.stringify(entry), { mode: 0o600 });
  return password;
}

/** Takes in the accounts left in the inbox (each file is removed once stored). */
export async function takeInInbox(db: Db, inboxDir: string): Promise<number> {
  const dir = inboxDir;
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  } catch {
    return 0;
  }
  for (const f of files) {
    const file = path.join(dir, f);
    const { email, passwordHash } = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    if (email && passwordHash) {
      await db
        .insert(adminUsers)
        .values({ email, passwordHash, mustChangePassword: true })
        .onConflictDoUpdate({ target: adminUsers.email, set: { passwordHash, mustChangePassword: true } });
    }
    rmSync(file, { force: true });
  }
  return files.length;
}

/** `ADMIN_EMAIL` on start: creates the first staff account and logs its one-time password. */
export async function createFirstAdmin(db: Db, email: string | undefined, log: (line: string) => void) {
  if (!email || !(await hasNoAdmin(db))) return;
  const created = await createAdmin(db, email);
  log(
    `admin account ${created.email} created; one-time password: ${created.password} (change it at /admin/login)`,
  );
}
