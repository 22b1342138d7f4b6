/**
 * Conflicts are shown, never overwritten silently (requirements "Local storage"; decision 008).
 *
 * A record's version is its `updatedAt`. Reading one record (`GET /api/v1/<records>/<id>`) answers it
 * as the `ETag` header (`"2026-11-23T20:15:04.120Z"`). A change to that record (PATCH, PUT, DELETE)
 * may carry the version it was based on as `If-Match`; when the record changed since, the answer is
 * 409 `CONFLICT` with the current record in `error.details.current`, and nothing is changed, so the
 * device can show both versions and let the teacher choose. `If-Match: *` or no header skips the
 * check (the teacher chose to keep their version). Only the record routes an outbox replays are
 * checked (see `isQueueablePath`). The check reads the record just before the change is applied; two
 * changes landing in that instant are not told apart.
 */
import type { MiddlewareHandler } from "hono";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { AppError } from "./app-error.ts";
import type { AppEnv } from "./hono-env.ts";
import { isQueueablePath } from "./idempotency.ts";

/** Reads a path of this app with the given request headers (the session cookie). */
export type ReadOwnRoute = (path: string, headers: Headers) => Promise<Response>;

/** Whether this request repeats a change already answered (an `Idempotency-Key` seen before). */
export type IsReplay = (userId: string, key: string) => Promise<boolean>;

const CHANGE_METHODS = new Set(["PATCH", "PUT", "DELETE"]);
/** `/api/v1/<records>/<id>`: one record. */
const ONE_RECORD = /^\/api\/v1\/[a-z-]+\/[^/]+$/;

/** The version tag of a record answer: its quoted `updatedAt`, or null when it has none. */
export function versionTag(record: unknown): string | null {
  const updatedAt = (record as { updatedAt?: unknown } | null)?.updatedAt;
  return typeof updatedAt === "string" ? `"${updatedAt}"` : null;
}

/** The versions an `If-Match` header names (quotes optional, `W/` ignored, comma-separated). */
function namedVersions(header: string): string[] {
  return header
    .split(",")
    .map((v) => v.trim().replace(/^W\//, ""))
    .filter(Boolean)
    .map((v) => (v.startsWith('"') ? v : `"${v}"`));
}

/**
 * The middleware (mounted on /api/v1/* after the session check, BEFORE the idempotency middleware:
 * `read` answers the current record the way the teacher's own GET would, through the whole app, so
 * it must not run inside a change's open transaction). `isReplay` lets a repeat of an answered
 * change through to get its stored answer.
 * @throws AppError 409 CONFLICT with `details.current` when `If-Match` names another version.
 */
export function checkVersions(read: ReadOwnRoute, isReplay: IsReplay): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const oneRecord = ONE_RECORD.test(path) && isQueueablePath(path);
    if (!oneRecord) return next();

    if (c.req.method === "GET") {
      await next();
      if (c.res.status === 200 && c.res.headers.get("content-type")?.includes("application/json")) {
        const tag = versionTag(await c.res.clone().json());
        if (tag) c.res.headers.set("ETag", tag);
      }
      return;
    }

    const ifMatch = c.req.header("if-match");
    if (!CHANGE_METHODS.has(c.req.method) || ifMatch === undefined || ifMatch.trim() === "*") return next();
    // A repeat of an answered change gets its first answer (the record has moved on since, by it).
    const key = c.req.header("idempotency-key");
    if (key && (await isReplay(c.get("user").id, key))) return next();
    const currentAnswer = await read(path, new Headers({ cookie: c.req.header("cookie") ?? "" }));
    // A missing record (or another teacher's) answers its usual 404 from the route itself.
    if (currentAnswer.status !== 200) return next();
    const current: unknown = await currentAnswer.json();
    const tag = versionTag(current);
    if (tag && !namedVersions(ifMatch).includes(tag)) {
      throw new AppError(
        409,
        ErrorCode.CONFLICT,
        "This record was changed on another device or tab since you opened it. Compare both versions and choose which to keep.",
        { current },
      );
    }
    return next();
  };
}
