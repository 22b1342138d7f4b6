/**
 * Authentication with better-auth (architecture "Stack", "Security model"; requirements "Sign-up and
 * sign-in"; decision 002).
 *
 * - Email + password; password at least 6 characters (requirements "Sign-up and sign-in").
 * - Users live in our `users` table; new rows take the defaults of requirements "Profile" from the schema.
 * - Sessions are HttpOnly cookies with a 2-hour sliding expiry (requirements "Sessions and sign-out"),
 *   refreshed at most every 5 minutes of activity.
 * - Rate limits are stored in the database and keyed by the real client IP, which `auth-route.ts` writes
 *   into the `x-client-ip` header (`client-address.ts`; a client-sent value is overwritten).
 * - Nothing in the database opens a session or a reset: session tokens are stored as SHA-256 digests
 *   (`session-token-hash.ts`) and reset tokens through the library's `storeIdentifier: "hashed"`
 *   (requirements "Security and privacy").
 * - A password reset or change signs out every session of the teacher; the reset signs the browser that
 *   made it in again, the change keeps the browser that made it (requirements "Sessions and sign-out").
 * - Names and passwords are checked before the library sees them (`auth-hooks.ts`).
 * - The server keeps a signed copy of the session in a second cookie for `sessionCacheSeconds`
 *   (the library's cookie cache), so most requests skip the session lookup; a session ended
 *   elsewhere ("sign out everywhere", a password change) stops working on other devices within
 *   that bound (decision 014).
 * - Every session the library makes passes its database hook (`account-standing.ts`): a suspended
 *   account gets no session by any path, present or added later (403 ACCOUNT_SUSPENDED; requirements
 *   "Admin area").
 * - Every user row it writes with an address passes its user hooks: a deleted account's address is
 *   taken by no account, at sign-up or by a change of address (403 EMAIL_BLACKLISTED; requirements
 *   "Account deletion").
 * - A confirmation link those hooks refuse lands on `/auth/callback?error=<code>` (`auth-route.ts`).
 * - The library's log lines go through `auth-log.ts` (no token, address or query values), and its
 *   unexpected errors are thrown to the app's error handler, which logs no values (requirements
 *   "Security and privacy").
 */
import { type BetterAuthOptions, betterAuth, type User } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { messages } from "../../shared/domain/error-messages.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/domain/password-rules.ts";
import type { Db } from "../db/client.ts";
import { account, rateLimit, session, users, verification } from "../db/schema/index.ts";
import type { Mailer } from "../mail/mailer.ts";
import { isEmailBlacklisted, isUserSuspended } from "./account-standing.ts";
import { beforeAuthEndpoint } from "./auth-hooks.ts";
import { authLogger } from "./auth-log.ts";
import { hashSessionTokens } from "./session-token-hash.ts";

/** Inactivity sign-out after 2 hours (requirements "Sessions and sign-out"). */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** How often (at most) an active session's expiry is pushed forward. */
export const SESSION_REFRESH_SECONDS = 5 * 60;
/** Sign-up password minimum (requirements "Sign-up and sign-in"). */
export { PASSWORD_MIN_LENGTH };

export const CLIENT_IP_HEADER = "x-client-ip";
/** A reset link works for one hour (requirements "Sign-up and sign-in"). */
export const RESET_LINK_SECONDS = 60 * 60;
/** An e-mail confirmation link works for 3 days (requirements "Sign-up and sign-in"). */
export const CONFIRMATION_LINK_SECONDS = 3 * 24 * 60 * 60;

/**
 * The library's token-based session endpoints: with hashed storage they would see digests, not tokens,
 * so the device list and "sign out everywhere else" are our own routes (`features/sessions`).
 */
const DISABLED_PATHS = ["/list-sessions", "/revoke-session", "/revoke-other-sessions"];

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  mailer: Mailer;
  /** false in most tests (many sign-ups from one address); true in the server. */
  rateLimit: boolean;
  secureCookies?: boolean;
  /**
   * Seconds a browser's signed session copy is trusted without a database lookup (the library's
   * `session.cookieCache`); 0 or absent turns it off. The server uses `SESSION_CACHE_SECONDS`
   * (default {@link DEFAULT_SESSION_CACHE_SECONDS}); the bound on ending other sessions (decision 014).
   */
  sessionCacheSeconds?: number;
  /**
   * How teachers' passwords are hashed and checked. Absent (the server): the library's scrypt
   * (N 16384, r 16: about 60 ms of CPU a hash, on purpose). The API tests pass a cheap hash
   * (`test/fast-password-hash.ts`) because they sign up thousands of teachers; the auth tests and the
   * browser tests keep the real one (architecture "Tests").
   */
  passwordHash?: PasswordHash;
  /**
   * Where the library's own log lines go, redacted by `auth-log.ts`; default: standard error
   * (`console.warn`). The server passes its log.
   */
  log?: (line: string) => void;
}

/** A password hash function and its check, as the auth library's `emailAndPassword.password` takes them. */
export interface PasswordHash {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
}

/** How long a signed session copy is trusted by default: the bound of decision 014. */
export const DEFAULT_SESSION_CACHE_SECONDS = 30;

/** A refusal of the database hooks: 403 with our code and the teacher's message. */
function refusal(code: ErrorCode, message: string): APIError {
  return new APIError("FORBIDDEN", { code, message });
}

/** Builds the better-auth instance mounted at /api/auth. */
export function createAuth(o: AuthOptions) {
  /** Teachers whose password a request just reset, so the after-hook can sign that browser in. */
  const resetBy = new WeakMap<Request, User>();
  const drizzle = drizzleAdapter(o.db, {
    provider: "pg",
    schema: { users, session, account, verification, rateLimit },
  });
  return betterAuth({
    appName: "IEP Workspace",
    secret: o.secret,
    baseURL: o.baseURL,
    basePath: "/api/auth",
    trustedOrigins: o.trustedOrigins,
    database: (options: BetterAuthOptions) => hashSessionTokens(drizzle(options)),
    // Every session and every address the library writes, whatever the endpoint: the rules hold for
    // paths added later too (requirements "Admin area", "Account deletion").
    databaseHooks: {
      session: {
        create: {
          before: async (row) => {
            if (await isUserSuspended(o.db, row.userId))
              throw refusal(ErrorCode.ACCOUNT_SUSPENDED, messages.login.suspended);
          },
        },
      },
      user: {
        create: {
          before: async (row) => {
            if (await isEmailBlacklisted(o.db, row.email))
              throw refusal(ErrorCode.EMAIL_BLACKLISTED, messages.signup.blacklisted);
          },
        },
        update: {
          before: async (row) => {
            if (typeof row.email === "string" && (await isEmailBlacklisted(o.db, row.email)))
              throw refusal(ErrorCode.EMAIL_BLACKLISTED, messages.emailChange.blacklisted);
          },
        },
      },
    },
    disabledPaths: DISABLED_PATHS,
    verification: { storeIdentifier: "hashed" },
    user: {
      modelName: "users",
      fields: { image: "profilePicture" },
      // A new address is confirmed by a link sent to it; the address changes when it is opened.
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }, request) => {
        if (request) resetBy.set(request, user);
      },
      autoSignIn: true,
      requireEmailVerification: false,
      ...(o.passwordHash ? { password: o.passwordHash } : {}),
      sendResetPassword: async ({ user, url }) => {
        await o.mailer.send({
          to: user.email,
          subject: "Reset your IEP Workspace password",
          text: `Hello ${user.name || ""},\n\nOpen this link to choose a new password:\n${url}\n\nIf you did not ask for this, you can ignore this message.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url, token }) => {
        await o.mailer.send(
          isAddressChange(token)
            ? {
                to: user.email,
                subject: "Confirm your new email address for IEP Workspace",
                text: `Hello ${user.name || ""},\n\nYou asked to sign in to IEP Workspace with this address from now on. Open this link to confirm it:\n${url}\n\nIf you did not ask for this, you can ignore this message; nothing changes.`,
              }
            : {
                to: user.email,
                subject: "Confirm your email for IEP Workspace",
                text: `Welcome to IEP Workspace, ${user.name || ""}.\n\nConfirm your email address by opening this link:\n${url}\n`,
              },
        );
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Signed, not encrypted: it holds the same token as the session cookie beside it, plus the
      // teacher's name and address, and is HttpOnly like it (decision 014).
      cookieCache: o.sessionCacheSeconds
        ? { enabled: true, maxAge: o.sessionCacheSeconds, strategy: "compact" }
        : { enabled: false },
    },
    rateLimit: {
      enabled: o.rateLimit,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 3 },
        "/send-verification-email": { window: 60, max: 3 },
        "/change-email": { window: 60, max: 3 },
      },
    },
    hooks: {
      before: beforeAuthEndpoint(o.db),
      after: createAuthMiddleware(async (ctx) => {
        // The reset signed every session out; the browser that chose the new password is signed in
        // (the session hook refuses a suspended account: the answer is then its 403).
        const user = ctx.path === "/reset-password" && ctx.request ? resetBy.get(ctx.request) : undefined;
        if (!user || !ctx.request) return;
        resetBy.delete(ctx.request);
        const created = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session: created, user });
      }),
    },
    // An unexpected error (a failed query, whose text holds the submitted values) is not logged by
    // the library: it reaches the app's error handler (requirements "Security and privacy").
    onAPIError: { throw: true },
    logger: authLogger(o.log ?? ((line) => console.warn(line))),
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: o.secureCookies ?? false,
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * True when a confirmation token (the library's signed JWT) moves the account to a new address. Read
 * without checking the signature: it only chooses the mail's wording, the link itself is checked when
 * opened.
 */
function isAddressChange(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload?.updateTo === "string";
  } catch {
    return false;
  }
}
