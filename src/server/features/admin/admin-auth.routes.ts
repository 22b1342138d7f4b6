/**
 * The admin sign-in steps (requirements "Admin area"; decision 013), under /api/admin/auth:
 *   POST sign-in     { email, password }        → AdminSessionInfo (sets the admin cookie)
 *   GET  session                                → AdminSessionInfo
 *   POST password    { current, next }          → AdminSessionInfo (the one-time password is replaced)
 *   POST totp/setup                             → { secret, uri } (enrolment starts)
 *   POST totp/verify { code }                   → AdminSessionInfo (enrolment or sign-in code)
 *   POST sign-out                               → 204 (session deleted, cookie cleared)
 */
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AdminSessionInfo } from "../../../shared/contracts/admin.ts";
import {
  adminPasswordChangeSchema,
  adminSignInSchema,
  totpCodeSchema,
} from "../../../shared/contracts/admin.ts";
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

/** Builds the sign-in step routes (mounted behind the admin gate). */
export function createAdminAuthRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const secure = deps.appUrl?.startsWith("https:") ?? false;
  /** The session again, after a step changed where it stands. */
  const reread = async (c: Context<AdminEnv>) =>
    (await findAdminSession(db, getCookie(c, ADMIN_COOKIE) ?? "", deps.now())) ?? c.get("admin");

  return new Hono<AdminEnv>()
    .post("/auth/sign-in", async (c) => {
      const input = adminSignInSchema.parse(await c.req.json());
      if (deps.adminInboxDir) await takeInInbox(db, deps.adminInboxDir);
      const { token, session } = await signInAdmin(
        db,
        { ...input, ip: c.get("clientIp"), userAgent: c.req.header("user-agent") ?? null },
        deps.now(),
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
      await verifyTotp(db, s, code, deps.now());
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
