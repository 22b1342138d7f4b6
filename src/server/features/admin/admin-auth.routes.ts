/**
 * The admin sign-in steps (requirements "Admin area"; decision 013), under /api/admin/auth:
 *   POST sign-in     { email, password }        → AdminSessionInfo (sets the admin cookie)
 *   GET  session                                → AdminSessionInfo
 *   POST password    { current, next }          → AdminSessionInfo (the one-time password is replaced)
 *   POST totp/setup                             → { secret, uri } (enrolment starts)
 *   POST totp/verify { code }                   → AdminSessionInfo (enrolment or sign-in code)
 *   POST sign-out                               → 204 (session deleted, cookie cleared)
 * Guessing is limited like a teacher's sign-in (requirements "Rate limits"): after
 * `ACCOUNT_MAX_FAILURES` wrong passwords for one staff address, or wrong codes for one staff account,
 * within `ACCOUNT_WINDOW_MS`, the step answers 429 with `Retry-After` from any address; the counts
 * live in the database, so servers sharing it count together.
 */
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AdminSessionInfo } from "../../../shared/contracts/admin.ts";
import {
  adminPasswordChangeSchema,
  adminSignInSchema,
  totpCodeSchema,
} from "../../../shared/contracts/admin.ts";
import { DatabaseSignInLimiter } from "../../auth/sign-in-limiter.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
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
import { auditAdmin } from "./admin-audit.ts";
import { type AdminEnv, clearAdminCookie, setAdminCookie } from "./admin-guard.ts";
import { takeInInbox } from "./admin-inbox.ts";

const info = (s: AdminSession): AdminSessionInfo => ({
  email: s.admin.email,
  stage: s.stage,
  expiresAt: s.expiresAt.toISOString(),
});

/** Too many wrong guesses for one key: 429 with the wait in seconds. */
const tooManyGuesses = (seconds: number) =>
  new AppError(
    429,
    "RATE_LIMITED",
    `Too many failed attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    {
      retryAfterSeconds: seconds,
    },
  );

/**
 * Runs one guessable step under the limiter: refused while `key` is blocked, one failure counted
 * when the step throws a 401 (a wrong password or code).
 * @throws AppError 429 RATE_LIMITED while blocked; whatever the step throws.
 */
async function limited<T>(limiter: DatabaseSignInLimiter, key: string, now: number, step: () => Promise<T>) {
  const wait = await limiter.blockedFor(key, now);
  if (wait > 0) throw tooManyGuesses(wait);
  try {
    return await step();
  } catch (err) {
    if (err instanceof AppError && err.status === 401) await limiter.fail(key, now);
    throw err;
  }
}

/** Builds the sign-in step routes (mounted behind the admin gate). */
export function createAdminAuthRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const limiter = new DatabaseSignInLimiter(db);
  const secure = deps.appUrl?.startsWith("https:") ?? false;
  /** The session again, after a step changed where it stands. */
  const reread = async (c: Context<AdminEnv>) =>
    (await findAdminSession(db, getCookie(c, ADMIN_COOKIE) ?? "", deps.now())) ?? c.get("admin");

  return new Hono<AdminEnv>()
    .post("/auth/sign-in", async (c) => {
      const input = adminSignInSchema.parse(await c.req.json());
      if (deps.adminInboxDir) await takeInInbox(db, deps.adminInboxDir);
      const { token, session } = await limited(
        limiter,
        `admin:${input.email.trim().toLowerCase()}`,
        deps.now().getTime(),
        () =>
          signInAdmin(
            db,
            { ...input, ip: c.get("clientIp"), userAgent: c.req.header("user-agent") ?? null },
            deps.now(),
          ),
      );
      setAdminCookie(c, token, session.expiresAt, secure);
      await recordAudit(db, {
        userId: session.admin.id,
        action: "admin.sign_in",
        entity: "admin",
        entityId: session.admin.id,
        detail: { adminEmail: session.admin.email, ip: c.get("clientIp") },
      });
      return c.json(info(session));
    })
    .get("/auth/session", (c) => c.json(info(c.get("admin"))))
    .post("/auth/password", async (c) => {
      const input = adminPasswordChangeSchema.parse(await c.req.json());
      const s = c.get("admin");
      await changeAdminPassword(db, s, input.current, input.next);
      await auditAdmin(db, c, { action: "password.change", entity: "admin", entityId: s.admin.id });
      return c.json(info(await reread(c)));
    })
    .post("/auth/totp/setup", async (c) => c.json(await startTotp(db, c.get("admin"))))
    .post("/auth/totp/verify", async (c) => {
      const { code } = totpCodeSchema.parse(await c.req.json());
      const s = c.get("admin");
      await limited(limiter, `admin-totp:${s.admin.id}`, deps.now().getTime(), () =>
        verifyTotp(db, s, code, deps.now()),
      );
      if (s.stage === "enrol_totp") {
        await auditAdmin(db, c, { action: "totp.enrol", entity: "admin", entityId: s.admin.id });
      }
      return c.json(info(await reread(c)));
    })
    .post("/auth/sign-out", async (c) => {
      await signOutAdmin(db, c.get("admin").sessionId, deps.now());
      clearAdminCookie(c);
      return c.body(null, 204);
    });
}
