/**
 * Exactly-once changes for the offline outbox (requirements "Local storage"; decision 008).
 *
 * A device that queued a change while offline sends it again until it hears an answer, each time
 * with the same `Idempotency-Key` header. For the record routes an outbox replays (students, notes,
 * goals, progress entries, meetings with their attendees, deadlines), this middleware:
 * - runs the change in ONE database transaction together with the key's row, so the change and the
 *   memory of it commit or roll back together (route code reaches the transaction through
 *   `requestScopedDatabase`);
 * - answers a repeat of a key with the first answer (same status and body, header
 *   `Idempotent-Replayed: true`) without applying the change again;
 * - refuses the same key with a different request (method, path or body) with 422
 *   `IDEMPOTENCY_KEY_REUSED`, and a malformed key with 400;
 * - keeps only successful answers (2xx): a refused or failed change is rolled back and may be sent
 *   again;
 * - keeps keys at least 7 days (`IDEMPOTENCY_KEEP_DAYS`), deleting a teacher's older keys as new
 *   ones arrive.
 * Requests without the header, other methods and other routes pass through untouched. AI routes are
 * never wrapped: a transaction must not stay open while a provider answers.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import type { Database, Db } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/idempotency.ts";
import { AppError } from "./app-error.ts";
import type { AppEnv } from "./hono-env.ts";

/** How long a key is kept (days); a device offline longer replays as a new change. */
export const IDEMPOTENCY_KEEP_DAYS = 7;

/** Longest accepted key (characters). */
export const IDEMPOTENCY_KEY_MAX = 200;

const DAY_MS = 24 * 60 * 60 * 1000;
const CHANGE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The first path segment under /api/v1 of the routes an outbox may replay. */
const QUEUEABLE = new Set([
  "students",
  "notes",
  "goals",
  "progress-entries",
  "meetings",
  "deadlines",
  "services",
  "service-sessions",
]);
/** Queueable segments' routes that call the AI text service. */
const NEVER_WRAPPED = new Set(["/notes/generate"]);
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

/** The transaction of the request being handled, while it is open. */
interface RequestTransaction {
  tx: Db;
  open: boolean;
}
const current = new AsyncLocalStorage<RequestTransaction>();

/**
 * The same database, except that `db` is the current request's transaction while one is open
 * (inside `idempotentChanges`), so route code that reads `deps.database.db` writes in it. Work a
 * request leaves running after its answer gets the plain handle again.
 */
export function requestScopedDatabase(database: Database): Database {
  return Object.create(database, {
    db: {
      get: () => {
        const store = current.getStore();
        return store?.open ? store.tx : database.db;
      },
    },
  }) as Database;
}

/** Whether `path` (under /api/v1) is a change route an outbox replays. */
export function isQueueablePath(path: string): boolean {
  const rest = path.replace(/^\/api\/v1/, "");
  if (NEVER_WRAPPED.has(rest)) return false;
  return QUEUEABLE.has(rest.split("/")[1] ?? "");
}

/** Whether `key` of this teacher already has a stored answer (`database` is the real one). */
export async function hasStoredAnswer(database: Database, userId: string, key: string): Promise<boolean> {
  const rows = await database.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return rows.length > 0;
}

/** A stored answer, replayed as it was first given. */
function replay(row: { status: number; body: string; contentType: string | null }): Response {
  const headers = new Headers({ "Idempotent-Replayed": "true" });
  if (row.contentType) headers.set("content-type", row.contentType);
  const noBody = row.status === 204 || row.body === "";
  return new Response(noBody ? null : row.body, { status: row.status, headers });
}

/** Thrown inside the transaction to roll it back; never leaves this module. */
class Rollback extends Error {}

/**
 * The middleware (mounted on /api/v1/* after the session check; `database` is the real one, not
 * the request-scoped view). `now` is the clock in ms-precision Dates.
 * @throws AppError 400 VALIDATION_ERROR for a malformed key, 422 IDEMPOTENCY_KEY_REUSED for a key
 *   sent before with another request.
 */
export function idempotentChanges(database: Database, now: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined || !CHANGE_METHODS.has(c.req.method) || !isQueueablePath(c.req.path)) {
      return next();
    }
    if (!KEY_PATTERN.test(key)) {
      throw new AppError(
        400,
        ErrorCode.VALIDATION_ERROR,
        `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} printable characters without spaces.`,
      );
    }
    const userId = c.get("user").id;
    const fingerprint = createHash("sha256")
      .update(`${c.req.method} ${c.req.path}\n${await c.req.text()}`)
      .digest("hex");
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    const stored = async () => (await database.db.select().from(idempotencyKeys).where(mine))[0];
    const answerStored = (row: NonNullable<Awaited<ReturnType<typeof stored>>>) => {
      if (row.fingerprint !== fingerprint) {
        throw new AppError(
          422,
          ErrorCode.IDEMPOTENCY_KEY_REUSED,
          "This change was already sent with different content. Reload the page and try again.",
        );
      }
      return replay(row);
    };

    const earlier = await stored();
    if (earlier) return answerStored(earlier);

    const at = now();
    let taken = false;
    try {
      await database.db.transaction(async (tx) => {
        // A second request with this key waits here (PostgreSQL) until the first commits or rolls back.
        const inserted = await tx
          .insert(idempotencyKeys)
          .values({ userId, key, fingerprint, status: 0, body: "", createdAt: at })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length === 0) {
          taken = true;
          throw new Rollback();
        }
        const scope: RequestTransaction = { tx, open: true };
        try {
          await current.run(scope, next);
        } finally {
          scope.open = false;
        }
        if (c.error || c.res.status < 200 || c.res.status >= 300) throw new Rollback();
        await tx
          .update(idempotencyKeys)
          .set({
            status: c.res.status,
            body: await c.res.clone().text(),
            contentType: c.res.headers.get("content-type"),
          })
          .where(mine);
        const cutoff = new Date(at.getTime() - IDEMPOTENCY_KEEP_DAYS * DAY_MS);
        await tx
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, cutoff)));
      });
    } catch (err) {
      if (!(err instanceof Rollback)) throw err;
    }
    if (taken) {
      const row = await stored();
      // The other request rolled back in between: this one is simply a new change.
      if (!row) return next();
      return answerStored(row);
    }
  };
}
