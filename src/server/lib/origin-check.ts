/**
 * Refuses state-changing `/api/v1` requests sent by another site (requirements "Security and privacy";
 * architecture "Security model"): defence in depth beside SameSite=Lax cookies. A POST, PUT, PATCH or
 * DELETE whose `Origin` header is present and not one of the trusted origins answers 403
 * `FOREIGN_ORIGIN`. A request without `Origin` (a script, curl, an old browser's same-origin GET) is
 * left to the session check.
 */
import type { MiddlewareHandler } from "hono";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { AppError } from "./app-error.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The message of a refused request; `origin` is cut to 100 characters. */
export function foreignOriginMessage(origin: string): string {
  return `This request came from another site (${origin.slice(0, 100)}) and was refused. Open IEP Workspace at its own address and try again.`;
}

/** Builds the middleware for the given trusted origins (`scheme://host[:port]`, compared exactly). */
export function refuseForeignOrigins(trusted: Iterable<string>): MiddlewareHandler {
  const allowed = new Set([...trusted].map((o) => o.replace(/\/$/, "")));
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin !== undefined && STATE_CHANGING.has(c.req.method) && !allowed.has(origin)) {
      throw new AppError(403, ErrorCode.FOREIGN_ORIGIN, foreignOriginMessage(origin));
    }
    await next();
  };
}
