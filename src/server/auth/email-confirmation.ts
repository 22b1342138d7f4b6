/**
 * The confirmation rule on the server (requirements "Sign-up and sign-in"; decision 011): a middleware
 * that refuses note drafting with 403 `EMAIL_NOT_CONFIRMED` once an unconfirmed account is past its
 * 7-day grace period (`shared/domain/email-confirmation.ts`).
 */
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { confirmationMessages, confirmationStatus } from "../../shared/domain/email-confirmation.ts";
import { users } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import type { AppDeps, AppEnv } from "../lib/hono-env.ts";

/**
 * Middleware for routes that draft notes.
 * @throws AppError 403 EMAIL_NOT_CONFIRMED with the requirements' message.
 */
export function requireConfirmedEmail(deps: Pick<AppDeps, "database" | "now">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const [row] = await deps.database.db
      .select({ emailVerified: users.emailVerified, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, c.get("user").id));
    if (row && confirmationStatus(row.emailVerified, row.createdAt, deps.now()).state === "required") {
      throw new AppError(403, ErrorCode.EMAIL_NOT_CONFIRMED, confirmationMessages.required);
    }
    await next();
  };
}
