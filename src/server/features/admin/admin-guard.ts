/**
 * The admin API's gate, run on every `/api/admin/*` request (requirements "Admin area"; architecture
 * "Security model"):
 * 1. a request from another site is refused (403 FOREIGN_ORIGIN), whatever its method: an `Origin`
 *    that is not trusted, or `Sec-Fetch-Site: cross-site`;
 * 2. without a live admin session: 403 ADMIN_ONLY when the browser has a teacher session, else 401;
 * 3. a session that has not changed its one-time password or passed TOTP reaches only the sign-in
 *    steps meant for its stage (403 ADMIN_SETUP_REQUIRED naming the next step): the password may be
 *    changed while the one-time password is still in place, later only by a ready session (password
 *    and code), never between the password and the code.
 * The admin cookie is HttpOnly, SameSite=Strict, scoped to /api/admin, Secure behind https, and ends
 * with the session (24 hours, absolute). `app.ts` puts the gate in front of every router mounted
 * under /api/admin (this feature's and support's staff routes); the gate builds the request's actor
 * (`lib/actor.ts`) once, and routes hand it to services.
 */
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AdminStage } from "../../../shared/contracts/admin.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { socketAddress } from "../../auth/auth-route.ts";
import type { Actor } from "../../lib/actor.ts";
import { AppError } from "../../lib/app-error.ts";
import { clientAddress } from "../../lib/client-address.ts";
import type { AppDeps, StaffEnv } from "../../lib/hono-env.ts";
import { foreignOriginMessage } from "../../lib/origin-check.ts";
import { ADMIN_COOKIE, type AdminSession, findAdminSession } from "./admin-accounts.service.ts";

/** The Hono environment of admin routes: the staff actor, plus the session the sign-in steps read. */
export type AdminEnv = {
  Variables: StaffEnv["Variables"] & {
    /** The admin session (set by the gate on every route but sign-in). */
    admin: AdminSession;
    /** The client address, for the audit log ("from where"). */
    clientIp: string | null;
  };
};

/** The actor of a staff session's requests from `ip` (what every staff service and audit line take). */
const actorOf = (session: AdminSession, ip: string | null): Actor => ({
  id: session.admin.id,
  email: session.admin.email,
  ip,
});

/** The cookie's path: the browser sends it to the admin API only. */
const COOKIE_PATH = "/api/admin";

/** Paths (under /api/admin) open without a session. */
const OPEN_PATHS = new Set(["/api/admin/auth/sign-in"]);
/** Every stage before "ready". */
const NOT_READY: readonly AdminStage[] = ["change_password", "enrol_totp", "verify_totp"];
/**
 * Paths a session may use before it is ready (the sign-in steps), each with the stages it may use
 * them at (requirements "Admin area"). The password: only to replace the one-time password; a
 * session waiting for its code must not change it (and end the account's other sessions).
 */
const SETUP_PATHS: ReadonlyMap<string, readonly AdminStage[]> = new Map([
  ["/api/admin/auth/session", NOT_READY],
  ["/api/admin/auth/sign-out", NOT_READY],
  ["/api/admin/auth/password", ["change_password"]],
  ["/api/admin/auth/totp/setup", NOT_READY],
  ["/api/admin/auth/totp/verify", NOT_READY],
]);

/** Writes the admin cookie for `token` until `expiresAt`. */
export function setAdminCookie(c: Context, token: string, expiresAt: Date, secure: boolean) {
  setCookie(c, ADMIN_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "Strict",
    secure,
    expires: expiresAt,
  });
}

/** Clears the admin cookie. */
export function clearAdminCookie(c: Context) {
  deleteCookie(c, ADMIN_COOKIE, { path: COOKIE_PATH });
}

/** Builds the gate for the given trusted origins (`scheme://host[:port]`). */
export function adminGate(deps: AppDeps, trusted: Iterable<string>): MiddlewareHandler<AdminEnv> {
  const allowed = new Set([...trusted].map((o) => o.replace(/\/$/, "")));
  return async (c, next) => {
    const origin = c.req.header("origin");
    if ((origin !== undefined && !allowed.has(origin)) || c.req.header("sec-fetch-site") === "cross-site") {
      throw new AppError(403, ErrorCode.FOREIGN_ORIGIN, foreignOriginMessage(origin ?? "another site"));
    }
    const ip = clientAddress(socketAddress(c), c.req.header("x-forwarded-for"), deps.trustProxy) ?? null;
    c.set("clientIp", ip);
    c.header("Cache-Control", "no-store");
    if (OPEN_PATHS.has(c.req.path)) return next();

    const token = getCookie(c, ADMIN_COOKIE);
    const session = token ? await findAdminSession(deps.database.db, token, deps.now()) : null;
    if (!session) {
      if (token) clearAdminCookie(c);
      const teacher = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      if (teacher)
        throw new AppError(403, ErrorCode.ADMIN_ONLY, "This page is for IEP Workspace staff only.");
      throw new AppError(401, ErrorCode.UNAUTHENTICATED, "Sign in to the admin area.");
    }
    if (session.admin.role !== "admin") {
      throw new AppError(403, ErrorCode.ADMIN_ONLY, "This page is for IEP Workspace staff only.");
    }
    if (session.stage !== "ready" && !SETUP_PATHS.get(c.req.path)?.includes(session.stage)) {
      throw new AppError(403, ErrorCode.ADMIN_SETUP_REQUIRED, "Finish signing in first.", {
        stage: session.stage,
      });
    }
    c.set("admin", session);
    c.set("actor", actorOf(session, ip));
    await next();
  };
}
