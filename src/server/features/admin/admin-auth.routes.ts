/**
 * The admin sign-in steps (requirements "Admin area"; decision 013), under /api/admin/auth behind
 * the admin gate:
 *   POST sign-in     { email, password }        → AdminSessionInfo (sets the admin cookie)
 *   GET  session                                → AdminSessionInfo
 *   POST password    { current, next }          → AdminSessionInfo (the one-time password is replaced)
 *   POST totp/setup                             → { secret, uri } (enrolment starts)
 *   POST totp/verify { code }                   → AdminSessionInfo (enrolment or sign-in code)
 *   POST sign-out                               → 204 (session deleted, cookie cleared)
 * Guessing is limited like a teacher's sign-in (requirements "Rate limits"): at most
 * `ACCOUNT_MAX_FAILURES` wrong passwords for one staff address (sign-in and password change
 * together), or wrong codes for one staff account, within `ACCOUNT_WINDOW_MS`; then the step answers
 * 429 with `Retry-After` from any address. Each guess reserves its try before it is checked and gives
 * it back unless it was wrong (`spendTry`), in the database, so parallel requests on any number of
 * servers never get more guesses checked.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import {
  type AdminSessionInfo,
  adminPasswordChangeSchema,
  adminSessionInfoSchema,
  adminSignInSchema,
  totpCodeSchema,
  totpSetupSchema,
} from "../../../shared/contracts/admin.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { normalizeEmail } from "../../../shared/domain/email-address.ts";
import { createPasswordGuessLimiter } from "../../auth/sign-in-limiter.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  createRouter,
  errorResponse,
  jsonContent,
  staffErrors,
  standardErrors,
} from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { type AttemptBudget, spendTry } from "../../lib/rate-limiter.ts";
import {
  ADMIN_COOKIE,
  type AdminSession,
  changeAdminPassword,
  findAdminSession,
  signInAdmin,
  signOutAdmin,
  startTotp,
  verifyTotp,
} from "./admin-accounts.service.ts";
import { type AdminEnv, clearAdminCookie, setAdminCookie } from "./admin-guard.ts";
import { takeInInbox } from "./admin-inbox.ts";

const TAG = "Admin sign-in";

const info = (s: AdminSession): AdminSessionInfo => ({
  email: s.admin.email,
  stage: s.stage,
  expiresAt: s.expiresAt.toISOString(),
});

const sessionAnswer = (description: string) => ({
  description,
  content: jsonContent(adminSessionInfoSchema),
});
const tooMany = {
  429: errorResponse("Too many wrong guesses for this account; Retry-After says when to try again"),
};

const signInRoute = createRoute({
  method: "post",
  path: "/auth/sign-in",
  tags: [TAG],
  summary: "Sign in with the staff address and password (the admin cookie is set)",
  request: { body: { content: jsonContent(adminSignInSchema), required: true } },
  responses: {
    200: sessionAnswer("The new session and the sign-in step it stands at"),
    400: standardErrors[400],
    401: errorResponse("Wrong address or password (INVALID_CREDENTIALS)"),
    403: errorResponse("Another site's request (FOREIGN_ORIGIN)"),
    ...tooMany,
  },
});

const sessionRoute = createRoute({
  method: "get",
  path: "/auth/session",
  tags: [TAG],
  summary: "The staff session and the sign-in step it stands at",
  responses: { 200: sessionAnswer("The session"), ...staffErrors },
});

const passwordRoute = createRoute({
  method: "post",
  path: "/auth/password",
  tags: [TAG],
  summary: "Replace the one-time (or current) password; other sessions of the account end",
  request: { body: { content: jsonContent(adminPasswordChangeSchema), required: true } },
  responses: {
    200: sessionAnswer("The session at its next step"),
    400: errorResponse("Invalid input, or a new password shorter than 12 characters or equal to the old one"),
    401: errorResponse("No admin session, or the current password is wrong (INVALID_CREDENTIALS)"),
    403: errorResponse(
      "A session waiting for its TOTP code (ADMIN_SETUP_REQUIRED), or the gate's refusals (staffErrors)",
    ),
    ...tooMany,
  },
});

const totpSetupRoute = createRoute({
  method: "post",
  path: "/auth/totp/setup",
  tags: [TAG],
  summary: "Start TOTP enrolment: a new secret for the authenticator app",
  responses: {
    200: { description: "The secret (base32) and its otpauth:// URI", content: jsonContent(totpSetupSchema) },
    ...staffErrors,
    409: errorResponse("TOTP is already set up (TOTP_ALREADY_ENROLLED)"),
  },
});

const totpVerifyRoute = createRoute({
  method: "post",
  path: "/auth/totp/verify",
  tags: [TAG],
  summary: "Confirm the enrolment, or give the sign-in code",
  request: { body: { content: jsonContent(totpCodeSchema), required: true } },
  responses: {
    200: sessionAnswer("The session at its next step"),
    400: standardErrors[400],
    401: errorResponse("No admin session, or the code is not correct (INVALID_TOTP)"),
    403: staffErrors[403],
    409: errorResponse("This session does not need a code now (TOTP_NOT_EXPECTED)"),
    ...tooMany,
  },
});

const signOutRoute = createRoute({
  method: "post",
  path: "/auth/sign-out",
  tags: [TAG],
  summary: "End this staff session (the cookie is cleared)",
  responses: { 204: { description: "Signed out" }, ...staffErrors },
});

/** Too many wrong guesses for one key: 429 with the wait in seconds. */
const tooManyGuesses = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    429,
    ErrorCode.RATE_LIMITED,
    `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds: seconds },
  );
};

/**
 * Runs one guessable step on a try of `budget` for `key`: the try is reserved before the step and
 * kept only when the step throws a 401 (a wrong password or code); any other end gives it back.
 * @throws AppError 429 RATE_LIMITED when no try is left; whatever the step throws.
 */
function limited<T>(budget: AttemptBudget, key: string, now: number, step: () => Promise<T>): Promise<T> {
  return spendTry(budget, key, now, step, {
    keep: (outcome) => !outcome.ok && outcome.error instanceof AppError && outcome.error.status === 401,
    refused: tooManyGuesses,
  });
}

/** The budget key of a staff address's password (sign-in and password change share it). */
const staffPasswordKey = (email: string) => `admin:${normalizeEmail(email)}`;

/** Builds the sign-in step routes (mounted under /api/admin behind the admin gate, app.ts). */
export function createAdminAuthRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const limiter = createPasswordGuessLimiter(db);
  const secure = deps.appUrl?.startsWith("https:") ?? false;
  /** The session again, after a step changed where it stands. */
  const reread = async (c: Context<AdminEnv>) =>
    (await findAdminSession(db, getCookie(c, ADMIN_COOKIE) ?? "", deps.now())) ?? c.get("admin");
  const app = createRouter<AdminEnv>();

  app.openapi(signInRoute, async (c) => {
    const input = c.req.valid("json");
    if (deps.adminInboxDir) await takeInInbox(db, deps.adminInboxDir);
    const { token, session } = await limited(
      limiter,
      staffPasswordKey(input.email),
      deps.now().getTime(),
      () =>
        signInAdmin(
          db,
          { ...input, ip: c.get("clientIp"), userAgent: c.req.header("user-agent") ?? null },
          deps.now(),
        ),
    );
    setAdminCookie(c, token, session.expiresAt, secure);
    return c.json(info(session), 200);
  });
  app.openapi(sessionRoute, (c) => c.json(info(c.get("admin")), 200));
  app.openapi(passwordRoute, async (c) => {
    const { current, next } = c.req.valid("json");
    const s = c.get("admin");
    await limited(limiter, staffPasswordKey(s.admin.email), deps.now().getTime(), () =>
      changeAdminPassword(db, s, c.get("actor"), current, next),
    );
    return c.json(info(await reread(c)), 200);
  });
  app.openapi(totpSetupRoute, async (c) => c.json(await startTotp(db, c.get("admin")), 200));
  app.openapi(totpVerifyRoute, async (c) => {
    const { code } = c.req.valid("json");
    const s = c.get("admin");
    await limited(limiter, `admin-totp:${s.admin.id}`, deps.now().getTime(), () =>
      verifyTotp(db, s, c.get("actor"), code, deps.now()),
    );
    return c.json(info(await reread(c)), 200);
  });
  app.openapi(signOutRoute, async (c) => {
    await signOutAdmin(db, c.get("admin").sessionId, deps.now());
    clearAdminCookie(c);
    return c.body(null, 204);
  });
  return app;
}
