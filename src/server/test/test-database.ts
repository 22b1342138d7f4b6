/**
 * A fresh, migrated database for one API test file (architecture "Tests"), made from the run's
 * template (`global-setup.ts`):
 *
 * - PGlite: an in-memory PGlite loaded from the migrated tarball (read once per worker);
 * - PostgreSQL (`TEST_DATABASE_URL`): a new throw-away database `iep_test_<random>` copied from the
 *   template database with `CREATE DATABASE … TEMPLATE`, dropped by `drop()`.
 *
 * Outside a vitest run with the API project's global set-up (no template provided) it migrates from
 * scratch, as `openDatabase` always does.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { withAdminConnection } from "./pg-admin.ts";

/** An open test database, the URL of its PostgreSQL database (null on PGlite) and how to remove it. */
export interface TestDatabase {
  database: Database;
  databaseUrl: string | null;
  /** Closes nothing: drops the throw-away PostgreSQL database (close `database` first). */
  drop: () => Promise<void>;
}

let pgliteTemplate: Promise<Blob | undefined> | undefined;

/**
 * The migrated PGlite tarball of this run, read once per worker; undefined without one. Tests that open
 * a database folder (`openDatabase({ dataDir, initialData })`, `startServer(env, { initialDatabase })`)
 * start it from here too.
 */
export function readPgliteTemplate(): Promise<Blob | undefined> {
  pgliteTemplate ??= (async () => {
    const file = inject("pgliteTemplate");
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return pgliteTemplate;
}

/** A fresh migrated in-memory PGlite from the run's template, whatever `TEST_DATABASE_URL` says. */
export async function openTestPglite(): Promise<Database> {
  return openDatabase({ kind: "pglite", initialData: await readPgliteTemplate() });
}

/**
 * Opens a fresh migrated database: PGlite, or PostgreSQL when `TEST_DATABASE_URL` is set.
 * @throws when PostgreSQL refuses the connection or the copy.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return { database: await openTestPglite(), databaseUrl: null, drop: async () => {} };
  }
  const name = `iep_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const template = inject("postgresTemplate");
  await withAdminConnection(adminUrl, (c) =>
    c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  return {
    database,
    databaseUrl,
    drop: () => withAdminConnection(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
