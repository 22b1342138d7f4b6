/**
 * The API reads JSON bodies only (requirements "Security and privacy"): a POST, PUT, PATCH or DELETE
 * under `/api` whose `Content-Type` names anything else (a form, `multipart/form-data`, text, XML…)
 * answers 415 UNSUPPORTED_MEDIA_TYPE naming the header, before any route, gate or the auth library
 * reads it. So a rule that reads a JSON body (the blacklist, the sign-in limits) cannot be stepped
 * around by sending the same fields in another encoding that a library would also accept.
 * `application/json` with parameters (`; charset=utf-8`) is JSON. A request without `Content-Type`
 * passes: nothing here reads a body without a type as a form (the routes' JSON validation and the
 * auth library refuse it). The routes that read other bytes themselves (the profile picture; the
 * payment provider's webhook, judged by its signature over the raw bytes) are named by the caller.
 */
import type { MiddlewareHandler } from "hono";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { AppError } from "./app-error.ts";

/** The methods whose body is judged. */
const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The media type of a `Content-Type` value: before any `;`, trimmed and lower-cased. */
export function mediaType(contentType: string): string {
  return (contentType.split(";", 1)[0] ?? "").trim().toLowerCase();
}

/**
 * The refusal's message, naming the header and what was sent (at most 80 characters of it, printable
 * ASCII only).
 */
export function unsupportedBodyMessage(sent: string): string {
  const shown = sent.replace(/[^\x20-\x7e]/g, "?").slice(0, 80);
  return `Content-Type: the request body must be JSON ("application/json"), not "${shown}".`;
}

/**
 * Builds the check.
 * @param acceptsOtherBodies true for a request whose route reads other bytes itself (the picture upload).
 * @throws AppError 415 UNSUPPORTED_MEDIA_TYPE with {@link unsupportedBodyMessage}.
 */
export function refuseNonJsonBodies(
  acceptsOtherBodies: (method: string, path: string) => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    const contentType = c.req.header("content-type");
    if (
      contentType !== undefined &&
      WITH_BODY.has(c.req.method) &&
      mediaType(contentType) !== "application/json" &&
      !acceptsOtherBodies(c.req.method, c.req.path)
    ) {
      throw new AppError(
        415,
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        unsupportedBodyMessage(mediaType(contentType)),
      );
    }
    await next();
  };
}
