/**
 * Database connection (architecture "Stack", "Two ways to run"; decision 001): PGlite in `DATA_DIR/db` by default, PostgreSQL when
 * `DATABASE_URL` is set. Both speak the same schema and the same committed migrations.
 *
 * PGlite is single-process: `openDatabase` takes a lock on the data directory (`dir-lock.ts`, holding
 * the owner's process id) and a second live server on the same directory fails with
 * `DatabaseLockedError`; the lock of a crashed server is taken over at once (architecture "Two ways to run").
 * A folder database syncs each commit to the disk unless `durable: false` (`durability.ts`, decision 009)
 * and can be copied while open (`snapshot`, used by the backups in `backup.ts`).
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { tightenDataDir } from "../data-dir.ts";
import { repoRoot } from "../repo-root.ts";
import { acquireDirLock, DirLockHeldError } from "./dir-lock.ts";
import { durableStartParams, enableHostFsync } from "./durability.ts";
import { createPostgresPool } from "./postgres-pool.ts";
import * as schema from "./schema/index.ts";

/** The drizzle database type shared by both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Anything that can run drizzle queries: the database or a transaction handle. */
export type Runner = Pick<Db, "select" | "insert" | "update" | "delete">;

export type DatabaseKind = "pglite" | "postgres";

/** An open database: the drizzle handle, which engine it is, and how to close it. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs a raw SQL query through the driver alone (used by the benchmarks). */
  rawQuery: (sql: string, params: unknown[]) => Promise<unknown[]>;
  /**
   * PGlite only: a consistent copy of the whole database folder as a tarball (PGlite's `dumpDataDir`
   * after a CHECKPOINT, taken between queries), gzipped unless `"none"` is asked for (the API tests'
   * template, loaded once per test file, where unpacking would cost more than the disk it saves).
   * Undefined for PostgreSQL (pg_dump).
   */
  snapshot?: (compression?: "gzip" | "none") => Promise<Uint8Array>;
  /**
   * PGlite only: its own process's committed changes as they commit. `listen(channel, callback)`
   * calls `callback(payload)` for each `pg_notify(channel, payload)` committed through this handle,
   * before the call that committed it returns (PGlite queues the callbacks while it reads the
   * commit's answer); resolves to the function that stops listening. Undefined for PostgreSQL, where
   * other processes change rows too and notifications arrive at a listener later.
   */
  ownChanges?: {
    db: Db;
    listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
  };
  close: () => Promise<void>;
}

/** Thrown when another process holds the PGlite data directory. */
export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

// From the repository root, so the server bundle (`build/server/`) finds them too.
const migrationsFolder = path.join(repoRoot, "src", "server", "db", "migrations");

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string }
  /**
   * `dataDir` undefined → an in-memory PGlite (tests). `durable` (default true): commits synced to
   * the disk (decision 009). `initialData`: a tarball of an initialised cluster (PGlite's
   * `dumpDataDir`) to start a new database from instead of running initdb — in memory, or in a
   * `dataDir` that holds no database yet (an existing one is opened as it is): the API tests'
   * migrated template (architecture "Tests"); pending migrations are still applied on top.
   */
  | { kind: "pglite"; dataDir?: string; durable?: boolean; initialData?: Blob };

/** An open PGlite on a folder, with the folder's lock. */
export interface PgliteFolder {
  client: PGlite;
  /** Closes the database, then releases the lock. */
  close: () => Promise<void>;
}

/**
 * Takes the folder's lock and opens PGlite on it (no migrations): the server, the backup and the
 * restore commands all open a folder this way. Creates the folder (0700) when missing.
 * @throws DatabaseLockedError when another live process holds the folder.
 */
export async function openPgliteFolder(
  dataDir: string,
  opts: { durable?: boolean; initialData?: Blob } = {},
): Promise<PgliteFolder> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let release: () => void;
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
  try {
    const durable = opts.durable ?? true;
    // A folder that holds no database yet starts from `initialData` when given (see OpenDatabaseOptions).
    const load = opts.initialData && !existsSync(path.join(dir, "PG_VERSION")) ? opts.initialData : undefined;
    const client = new PGlite(dir, {
      ...(durable ? { startParams: durableStartParams() } : {}),
      ...(load ? { loadDataDir: load } : {}),
    });
    await client.waitReady;
    if (durable && enableHostFsync(client)) await client.exec("CHECKPOINT");
    // PGlite's first start copies its initial cluster in with mode 0666; files it creates later are
    // 0600. Tighten once it is ready so the folder is owner-only (requirements "Security and privacy").
    tightenDataDir(dir);
    return {
      client,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * A tarball of `client`'s folder (gzipped by default), taken after a CHECKPOINT so it needs little
 * recovery.
 */
export async function snapshotPglite(
  client: PGlite,
  compression: "gzip" | "none" = "gzip",
): Promise<Uint8Array> {
  await client.exec("CHECKPOINT");
  const tarball = await client.dumpDataDir(compression);
  return new Uint8Array(await tarball.arrayBuffer());
}

/**
 * Opens the database and applies pending migrations.
 * @throws DatabaseLockedError when a PGlite data directory is in use by another process.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.kind === "postgres") {
    const pool = createPostgresPool(opts.url);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return {
      db,
      kind: "postgres",
      rawQuery: async (sql, params) => (await pool.query(sql, params)).rows,
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  let closeClient: () => Promise<void>;
  if (opts.dataDir) {
    const folder = await openPgliteFolder(opts.dataDir, {
      durable: opts.durable,
      initialData: opts.initialData,
    });
    client = folder.client;
    closeClient = folder.close;
  } else {
    client = new PGlite(opts.initialData ? { loadDataDir: opts.initialData } : {});
    await client.waitReady;
    closeClient = () => client.close();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: "pglite",
    rawQuery: async (sql, params) => (await client.query(sql, params)).rows,
    snapshot: (compression) => snapshotPglite(client, compression),
    ownChanges: { db, listen: (channel, callback) => client.listen(channel, callback) },
    close: closeClient,
  };
}
