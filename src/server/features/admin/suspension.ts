/**
 * A suspended teacher cannot sign in (requirements "Admin area"): runs before the auth library on
 * `POST /api/auth/sign-in/email` and answers 403 ACCOUNT_SUSPENDED for a suspended account's address.
 * The suspension itself ended every session (`teacher-actions.service.ts`).
 */
import type { MiddlewareHandler } from "hono";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { isSuspendedEmail } from "./teacher-state.service.ts";

/** The message a suspended teacher reads. */
export const SUSPENDED_MESSAGE =
  "This account is suspended. Contact IEP Workspace support to have it reactivated.";

/** Builds the check. A body that is not JSON is left to the library (it answers 400). */
export function refuseSuspendedSignIn(db: Db): MiddlewareHandler {
  return async (c, next) => {
    const body = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const email = typeof body?.email === "string" ? body.email : null;
    if (email && (await isSuspendedEmail(db, email))) {
      throw new AppError(403, "ACCOUNT_SUSPENDED", SUSPENDED_MESSAGE);
    }
    await next();
  };
}
