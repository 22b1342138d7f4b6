/**
 * Database connection (architecture "Stack", "Two ways to run"; decision 001): PGlite in `DATA_DIR/db` by default, PostgreSQL when
 * `DATABASE_URL` is set. Both speak the same schema and the same committed migrations.
 *
 * PGlite is single-process: `openDatabase` takes a lock on the data directory (`dir-lock.ts`, holding
 * the owner's process id) and a second live server on the same directory fails with
 * `DatabaseLockedError`; the lock of a crashed server is taken over at once (architecture "Two ways to run").
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { tightenDataDir } from "../data-dir.ts";
import { acquireDirLock, DirLockHeldError } from "./dir-lock.ts";
import * as schema from "./schema/index.ts";

/** The drizzle database type shared by both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = "pglite" | "postgres";

/** An open database: the drizzle handle, which engine it is, and how to close it. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs a raw SQL query through the driver alone (used by the benchmarks). */
  rawQuery: (sql: string, params: unknown[]) => Promise<unknown[]>;
  close: () => Promise<void>;
}

/** Thrown when another process holds the PGlite data directory. */
export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string }
  /** `dataDir` undefined → an in-memory PGlite (tests). */
  | { kind: "pglite"; dataDir?: string };

/**
 * Opens the database and applies pending migrations.
 * @throws DatabaseLockedError when a PGlite data directory is in use by another process.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return {
      db,
      kind: "postgres",
      rawQuery: async (sql, params) => (await pool.query(sql, params)).rows,
      close: () => pool.end(),
    };
  }

  let release: (() => void) | undefined;
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.resolve(opts.dataDir);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    try {
      release = acquireDirLock(dir);
    } catch (err) {
      if (err instanceof DirLockHeldError) {
        throw new DatabaseLockedError(
          `The database folder ${dir} is in use by another server. Stop that server first, or set DATA_DIR to another folder.`,
        );
      }
      throw err;
    }
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  // PGlite's first start copies its initial cluster in with mode 0666; files it creates later are
  // 0600. Tighten once it is ready so the folder is owner-only (requirements "Security and privacy").
  if (opts.dataDir) tightenDataDir(path.resolve(opts.dataDir));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: "pglite",
    rawQuery: async (sql, params) => (await client.query(sql, params)).rows,
    close: async () => {
      await client.close();
      release?.();
    },
  };
}
