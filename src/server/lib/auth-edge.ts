/**
 * The auth library's endpoints (`/api/auth/*`) at our edge (requirements "Security and privacy",
 * "Error catalogue"; architecture "Security model"). No contract of ours validates their requests,
 * and our own gates around them (the per-account sign-in limit, the suspended-account and blacklist
 * checks) look the address up before the library runs, so this check comes first:
 * - a JSON body that does not parse (empty included) → 400 `MALFORMED_JSON`, as on every other route;
 * - every string the request carries — JSON body at any depth (field names too), query, path —
 *   obeys the shared text rule (`textProblem`: no NUL, no C0 control but tab and line breaks, no
 *   lone surrogate) and its field's length (`authTextMax`) → else 400 `VALIDATION_ERROR` naming
 *   each field, as the contracts answer;
 * - a place the library would send the browser to after a link or a form (`callbackURL`,
 *   `redirectTo`, `errorCallbackURL`, `newUserCallbackURL`, in the query or the body) is a path on this
 *   site ("/auth/reset-password"), never another site: a reset or confirmation link must not carry a
 *   teacher elsewhere (an open redirect). The library's own check of these is off whenever
 *   `NODE_ENV=test` or `TEST` is set, so the rule is ours and holds in every environment.
 * It also describes the bodies of the endpoints the app uses in the OpenAPI document
 * (`documentAuthEndpoints`), so the fuzz run reaches them (architecture "Tests").
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Env, MiddlewareHandler } from "hono";
import { AUTH_BODIES, authTextMax } from "../../shared/contracts/auth.ts";
import { textProblem } from "../../shared/contracts/common.ts";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { AppError } from "./app-error.ts";
import { errorResponse, jsonContent, standardErrors } from "./create-router.ts";

/** The path prefix of the auth library's endpoints. */
export const AUTH_BASE = "/api/auth";

/** The content types the library reads as JSON (better-call's own test). */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/** At most this many problems are named in one answer (a body may hold thousands of strings). */
const MAX_ISSUES = 20;

/** Where a value sits: its field name (or list index) and the place of its parent; null at the top. */
type Place = { key: string; up: Place } | null;

/** A place as a message names it, e.g. "parentContact.phone" (each part cut to 100 characters). */
function label(place: Place, root: string): string {
  const parts: string[] = [];
  for (let p = place; p; p = p.up) parts.unshift(p.key.length > 100 ? `${p.key.slice(0, 100)}…` : p.key);
  return parts.length ? parts.join(".") : root;
}

/**
 * The problems of every string in `value` (a parsed JSON value, or a record of query fields):
 * one line `field: message` each (e.g. "email: must not contain a NUL character (\u0000)"), at most
 * `MAX_ISSUES`. A string's limit is `maxOf(its field name)`. Field names are checked too, with the
 * limit `maxOf("")`, and named by where they sit (`root` at the top: "body" or "query").
 * Walks without recursion, so a body nested 5,000 deep is read like any other.
 */
export function unsafeTextIssues(
  value: unknown,
  maxOf: (field: string) => number = authTextMax,
  root = "body",
): string[] {
  const issues: string[] = [];
  const stack: [unknown, Place][] = [[value, null]];
  const problemOf = (s: string, max: number) =>
    textProblem(s) ?? (s.length > max ? `must be ${max} characters or fewer` : null);
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const [v, place] = stack.pop() as [unknown, Place];
    if (typeof v === "string") {
      const problem = problemOf(v, maxOf(place?.key ?? ""));
      if (problem) issues.push(`${label(place, root)}: ${problem}`);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], { key: String(i), up: place }]);
    } else if (v !== null && typeof v === "object") {
      for (const [key, inner] of Object.entries(v).reverse()) {
        const problem = problemOf(key, maxOf(""));
        if (problem) issues.push(`${label(place, root)}: a field name ${problem}`);
        else stack.push([inner, { key, up: place }]);
      }
    }
  }
  return issues;
}

/** The fields the library reads as a place to send the browser (its `originCheck`). */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

/**
 * The problems of the redirect fields of `fields` (the query's or the body's): each must be a path on this site,
 * starting with one "/" and never "//" or "/\\" (which browsers read as another host).
 * @returns one line `field: message` per bad field.
 */
export function foreignRedirectIssues(fields: unknown): string[] {
  if (fields === null || typeof fields !== "object" || Array.isArray(fields)) return [];
  const issues: string[] = [];
  for (const field of REDIRECT_FIELDS) {
    const value = (fields as Record<string, unknown>)[field];
    if (value === undefined) continue;
    if (typeof value !== "string" || !/^\/(?![/\\])/.test(value))
      issues.push(`${field}: must be a path on this site, such as /auth/callback`);
  }
  return issues;
}

/** The 400 naming each problem, shaped like a contract's (`lib/validation.ts`). */
function refusal(issues: string[]): AppError {
  return new AppError(400, ErrorCode.VALIDATION_ERROR, issues.join("; "), { fields: issues });
}

/**
 * The request's JSON body parsed, or undefined when it has none. Bodies of another type never get
 * here: `lib/json-bodies.ts` answers them 415 first (app.ts).
 */
async function bodyFields(request: Request): Promise<unknown> {
  if (!request.body || !JSON_TYPE.test(request.headers.get("content-type") ?? "")) return undefined;
  const raw = await request.clone().text();
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError(400, ErrorCode.MALFORMED_JSON, "The request body is not valid JSON.");
  }
}

/** The decoded path segments after `/api/auth/` (one that is not valid percent-encoding is left out). */
function pathSegments(pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [i, raw] of pathname
    .slice(AUTH_BASE.length + 1)
    .split("/")
    .entries()) {
    try {
      out[`path.${i}`] = decodeURIComponent(raw);
    } catch {
      // Left percent-encoded by the library too: plain ASCII, nothing to refuse.
    }
  }
  return out;
}

/**
 * The middleware mounted on `/api/auth/*` before every other handler there (app.ts).
 * @throws AppError 400 `MALFORMED_JSON` (a JSON body that does not parse) or 400 `VALIDATION_ERROR`
 *   naming each unsafe or overlong field (body, query or path) and each redirect to another site.
 */
export function refuseUnsafeAuthInput<E extends Env>(): MiddlewareHandler<E> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const query = Object.fromEntries(url.searchParams);
    const body = await bodyFields(c.req.raw);
    const issues = [
      ...unsafeTextIssues(query, authTextMax, "query"),
      ...unsafeTextIssues(pathSegments(url.pathname)),
      ...unsafeTextIssues(body),
      ...foreignRedirectIssues(query),
      ...foreignRedirectIssues(body),
    ];
    if (issues.length > 0) throw refusal(issues.slice(0, MAX_ISSUES));
    await next();
  };
}

/**
 * Describes the auth library's endpoints the app uses (`AUTH_BODIES`) in `app`'s OpenAPI document:
 * POST, the JSON body, and the answers (200, 400 naming the field, 401, 403, 429). Description only:
 * the library answers them (app.ts mounts its handler).
 */
export function documentAuthEndpoints<E extends Env>(app: OpenAPIHono<E>): void {
  for (const [path, { summary, body }] of Object.entries(AUTH_BODIES)) {
    app.openAPIRegistry.registerPath({
      method: "post",
      path: `${AUTH_BASE}${path}`,
      tags: ["Auth (the auth library's endpoints)"],
      summary,
      request: { body: { content: jsonContent(body), required: true } },
      responses: {
        200: { description: "Done (the library's answer)" },
        ...standardErrors,
        403: errorResponse("Refused (e.g. a suspended account, closed sign-ups, another site's request)"),
        429: errorResponse("Too many attempts; Retry-After says when to try again"),
      },
    });
  }
}
