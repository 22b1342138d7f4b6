/**
 * The auth library's own log lines, as our log may hold them (requirements "Security and privacy":
 * no student data in the log; nothing in it that opens an account). The library logs with its
 * message some extra values (an error whose text carries a failed query's parameters, such as a
 * submitted reset token or an address); those never reach our log:
 * - only the message is kept, never the extra values;
 * - a message about a failed database query says only that (its text holds the SQL parameters);
 * - what looks like an e-mail address or a token (24 or more letters, digits, `_`, `-`, `.`) is
 *   replaced, and the line is cut at its first line break and at 300 characters.
 * Unexpected errors do not pass here at all: `auth.ts` sets the library's `onAPIError.throw`, so
 * they reach the app's one error handler, which logs their class, database code and route only
 * (`lib/error-log.ts`).
 */
import type { BetterAuthOptions } from "better-auth";

/** The level below which the library's lines are dropped. */
export const AUTH_LOG_LEVEL = "warn";

const FAILED_QUERY = /failed query|params:/i;
const ADDRESS = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;
const TOKEN_LIKE = /[A-Za-z0-9_.\-~+/=%]{24,}/g;
const MAX_CHARS = 300;

/**
 * One log line for a line of the auth library.
 * @param level the library's level (`warn`, `error`, …).
 * @param message the library's message; anything but text is named by its type only.
 * @returns e.g. `auth warn: Reset Password: User not found`.
 */
export function authLogLine(level: string, message: unknown): string {
  let text = typeof message === "string" ? message : `(${typeof message})`;
  text = FAILED_QUERY.test(text)
    ? "a database query failed (its values are not logged)"
    : (text.split(/\r?\n/, 1)[0] ?? "").replace(ADDRESS, "[address]").replace(TOKEN_LIKE, "[redacted]");
  return `auth ${level}: ${text.slice(0, MAX_CHARS)}`;
}

/**
 * The library's `logger` option: lines at {@link AUTH_LOG_LEVEL} and above, through
 * {@link authLogLine}, to `sink`.
 * @param sink where the server's log lines go (`main.ts`: standard output).
 */
export function authLogger(sink: (line: string) => void): NonNullable<BetterAuthOptions["logger"]> {
  return {
    level: AUTH_LOG_LEVEL,
    disableColors: true,
    log: (level, message) => sink(authLogLine(level, message)),
  };
}
