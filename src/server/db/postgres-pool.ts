/**
 * The server's PostgreSQL connection pool (architecture "Two ways to run").
 *
 * PostgreSQL may end a connection that sits idle in the pool: a restart or failover, an administrator
 * (`pg_terminate_backend`, `DROP DATABASE … WITH (FORCE)`), a network drop. node-postgres then drops
 * that client and emits `error` on the pool, and an `error` event that nothing listens to ends the Node
 * process (Node.js "Events", error events): one dropped idle connection would stop every teacher's
 * requests. This pool listens: it logs one line with the PostgreSQL error code and the next query
 * opens a new connection. The line never carries the error's message or client, which hold the
 * connection string and its password.
 */
import pg from "pg";

/** Most connections one server process holds open (node-postgres' default, written down). */
export const POOL_MAX_CONNECTIONS = 10;

/** A SQLSTATE code: five digits or capital letters (PostgreSQL, "Error Codes" appendix). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The log line for an idle connection PostgreSQL ended, e.g.
 * `database: an idle connection was ended (code 57P01); the next query opens a new one`.
 */
export function describeIdleConnectionError(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  const named = typeof code === "string" && SQLSTATE.test(code) ? ` (code ${code})` : "";
  return `database: an idle connection was ended${named}; the next query opens a new one`;
}

/**
 * A pool of at most {@link POOL_MAX_CONNECTIONS} connections to `url` that survives PostgreSQL ending
 * its idle connections. Connects lazily (nothing is opened until the first query).
 * @param warn where the line of {@link describeIdleConnectionError} goes (default `console.warn`).
 */
export function createPostgresPool(url: string, warn: (line: string) => void = console.warn): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX_CONNECTIONS });
  pool.on("error", (err) => warn(describeIdleConnectionError(err)));
  return pool;
}
