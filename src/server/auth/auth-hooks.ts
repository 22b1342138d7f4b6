/**
 * Checks run before the auth library's own endpoints (requirements "Sign-up and sign-in", "Sessions and
 * sign-out", "Security and privacy"):
 * - sign-up and update-user: the name obeys the profile contract (`shared/contracts/auth.ts`); a bad
 *   value answers 400 naming the field instead of storing "[object Object]" or 300,000 characters;
 * - sign-up, reset-password and change-password: the password policy (`password-policy.ts`) answers 400
 *   with a message naming why;
 * - change-password always signs out every other session (`revokeOtherSessions` forced on), whatever
 *   the client sent.
 */
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { z } from "zod";
import { signUpNameInput, updateUserInput } from "../../shared/contracts/auth.ts";
import { describeIssues } from "../lib/validation.ts";
import { passwordProblem } from "./password-policy.ts";

/** Error code of a refused field on an auth endpoint (the message names the field). */
export const INVALID_FIELD = "INVALID_FIELD";
/** Error code of a password the policy refuses. */
export const WEAK_PASSWORD = "WEAK_PASSWORD";

/** Parses `body` with `schema`; returns the parsed (trimmed) values or throws a 400 naming each field. */
function check<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new APIError("BAD_REQUEST", {
      code: INVALID_FIELD,
      message: describeIssues(parsed.error).join("; "),
    });
  return parsed.data;
}

function checkPassword(value: unknown) {
  // A missing password is left to the library's own validation (its message is mapped in auth-messages.ts).
  if (value === undefined) return;
  const problem = passwordProblem(value);
  if (problem) throw new APIError("BAD_REQUEST", { code: WEAK_PASSWORD, message: problem });
}

/** The `hooks.before` middleware of `createAuth`. */
export const beforeAuthEndpoint = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  switch (ctx.path) {
    case "/sign-up/email": {
      // A missing name is left to the library ("Please enter your name.", auth-messages.ts).
      const name = body.name === undefined ? undefined : check(signUpNameInput, body).name;
      checkPassword(body.password);
      return name === undefined ? undefined : { context: { body: { ...body, name } } };
    }
    case "/update-user":
      return { context: { body: { ...body, ...check(updateUserInput, body) } } };
    case "/reset-password":
      checkPassword(body.newPassword);
      return;
    case "/change-password":
      checkPassword(body.newPassword);
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    default:
      return;
  }
});
