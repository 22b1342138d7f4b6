/**
 * What the server log may say about an unexpected error (requirements "Security and privacy",
 * "Error catalogue"): the error classes, a database error's code and constraint, and the route.
 * Never the message or stack: a database error's message carries the SQL parameters (student
 * names, observations, parent contacts), and request bodies are never logged either.
 */

/** Identifiers of a UUID shape in a path become `:id`, so the line names the route, not the record. */
const UUID_SEGMENT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A path segment that is a route's own word ("students", "reset-password", "v1", "openapi.json"), or
 * the name of a job ("deadline_reminder"):
 * lower case, at most 40 characters, and no digit past the first three characters. Any other segment
 * (a reset or calendar token in the path, an address, an id of another shape) becomes `:param`.
 */
const ROUTE_WORD = /^(?:[a-z0-9]{1,3}|[a-z][a-z._-]{0,39})$/;

/** The route of `path` for a log line: no query, ids as `:id`, every other value as `:param`. */
function routeOf(path: string): string {
  return (path.split("?")[0] ?? "")
    .replace(UUID_SEGMENT, ":id")
    .split("/")
    .map((segment) => (segment === "" || segment === ":id" || ROUTE_WORD.test(segment) ? segment : ":param"))
    .join("/");
}

/** A database code/constraint is short and made of identifier characters; anything else is dropped. */
const SAFE_TOKEN = /^[A-Za-z0-9_.-]{1,100}$/;

function safeToken(value: unknown): string | undefined {
  return typeof value === "string" && SAFE_TOKEN.test(value) ? value : undefined;
}

/**
 * One log line for an unexpected error, e.g.
 * `unexpected error on POST /api/v1/students/:id: DrizzleQueryError <- DatabaseError code=42703`.
 * Follows `cause` up to 5 levels (drizzle wraps the driver's error). `method` and `path` come from the
 * request; the query string is never included, nor a value in the path (a token of a reset link:
 * `/api/auth/reset-password/:param`).
 */
export function describeUnexpectedError(err: unknown, method: string, path: string): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as {
      name?: unknown;
      constructor?: { name?: unknown };
      code?: unknown;
      constraint?: unknown;
    };
    const name = safeToken(e.constructor?.name) ?? safeToken(e.name) ?? "Error";
    const code = safeToken(e.code);
    const constraint = safeToken(e.constraint);
    parts.push(
      [name, code && `code=${code}`, constraint && `constraint=${constraint}`].filter(Boolean).join(" "),
    );
    current = (current as { cause?: unknown }).cause;
  }
  if (parts.length === 0) parts.push(typeof err);
  return `unexpected error on ${method} ${routeOf(path)}: ${parts.join(" <- ")}`;
}
