/**
 * The one error type (architecture "Request path"): `code` for programs, `status` for HTTP, `message` for people.
 * Thrown by services and routes; mapped to JSON `{ error: { code, message, details? } }` in `app.ts`.
 * `code` is one of the closed list `ErrorCode` (`shared/contracts/error-codes.ts`), written as `ErrorCode.X`.
 */
import { ErrorCode } from "../../shared/contracts/error-codes.ts";

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** 404 with the entity's "not found" message; used for missing and foreign ids alike (architecture "Request path"). */
export const notFound = (message: string) => new AppError(404, ErrorCode.NOT_FOUND, message);
