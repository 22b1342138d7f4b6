/**
 * Checks run before the auth library's own endpoints (requirements "Sign-up and sign-in", "Sessions and
 * sign-out", "Security and privacy"):
 * - sign-up and update-user: the name obeys the profile contract (`shared/contracts/auth.ts`); a bad
 *   value answers 400 naming the field instead of storing "[object Object]" or 300,000 characters;
 * - sign-up, reset-password and change-password: the password policy (`password-policy.ts`) answers 400
 *   with a message naming why;
 * - change-password always signs out every other session (`revokeOtherSessions` forced on), whatever
 *   the client sent;
 * - verify-email (the confirmation link) always returns to `/auth/callback` with `status=confirmed`,
 *   `already-confirmed` or `email-changed` (the library adds `error=…` for a bad or expired link),
 *   so the screen can say what happened (requirements "Sign-up and sign-in");
 * - change-email to a deleted account's address answers 403 EMAIL_BLACKLISTED at once (requirements
 *   "Account deletion"); the user hook in `auth.ts` refuses the change again when the link is opened.
 */
import { APIError, createAuthMiddleware } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import type { z } from "zod";
import { signUpNameInput, updateUserInput } from "../../shared/contracts/auth.ts";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { messages } from "../../shared/domain/error-messages.ts";
import type { Db } from "../db/client.ts";
import { describeIssues } from "../lib/validation.ts";
import { isEmailBlacklisted } from "./account-standing.ts";
import { passwordProblem } from "./password-policy.ts";

/** Parses `body` with `schema`; returns the parsed (trimmed) values or throws a 400 INVALID_FIELD naming each field. */
function check<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new APIError("BAD_REQUEST", {
      code: ErrorCode.INVALID_FIELD,
      message: describeIssues(parsed.error).join("; "),
    });
  return parsed.data;
}

function checkPassword(value: unknown) {
  // A missing password is left to the library's own validation (its message is mapped in auth-messages.ts).
  if (value === undefined) return;
  const problem = passwordProblem(value);
  if (problem) throw new APIError("BAD_REQUEST", { code: ErrorCode.WEAK_PASSWORD, message: problem });
}

/** Where confirmation links land (requirements "Screens and routes"). */
export const CALLBACK_PATH = "/auth/callback";

/** The `status` the callback screen shows for a confirmation link (see `verifyEmailCallback`). */
export type ConfirmationOutcome = "confirmed" | "already-confirmed" | "email-changed";

/**
 * The callback URL for a confirmation link: a link whose signature checks out and whose address is
 * already confirmed lands on "already-confirmed"; a change-of-address link on "email-changed".
 */
async function verifyEmailCallback(
  token: unknown,
  secret: string,
  findUser: (email: string) => Promise<{ user: { emailVerified: boolean } } | null>,
): Promise<string> {
  const payload = typeof token === "string" ? await verifyJWT(token, secret) : null;
  let outcome: ConfirmationOutcome = "confirmed";
  if (payload?.updateTo) outcome = "email-changed";
  else if (typeof payload?.email === "string" && (await findUser(payload.email))?.user.emailVerified)
    outcome = "already-confirmed";
  return `${CALLBACK_PATH}?status=${outcome}`;
}

/** What a `hooks.before` middleware receives. */
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The `hooks.before` middleware of `createAuth`.
 * @param db where the blacklist is read (change-email).
 */
export const beforeAuthEndpoint = (db: Db) => createAuthMiddleware((ctx) => beforeEndpoint(db, ctx));

async function beforeEndpoint(db: Db, ctx: HookContext) {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  switch (ctx.path) {
    case "/change-email":
      if (typeof body.newEmail === "string" && (await isEmailBlacklisted(db, body.newEmail)))
        throw new APIError("FORBIDDEN", {
          code: ErrorCode.EMAIL_BLACKLISTED,
          message: messages.emailChange.blacklisted,
        });
      return;
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
    case "/verify-email": {
      const query = (ctx.query ?? {}) as Record<string, unknown>;
      const callbackURL = await verifyEmailCallback(query.token, ctx.context.secret, (email) =>
        ctx.context.internalAdapter.findUserByEmail(email),
      );
      return { context: { query: { ...query, callbackURL } } };
    }
    default:
      return;
  }
}
