/**
 * The default message of a catalogue section for a failure nobody foresaw (requirements "Error
 * catalogue": profile update "Failed to update profile. Please try again.", account deletion
 * "Failed to delete account. Please try again."). A known refusal (an `AppError`, a validation
 * error, a malformed body) passes through unchanged; anything else is logged like every
 * unexpected error (class, code and route, never values: requirements "Security and privacy")
 * and answered 500 with the section's default.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import type { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { AppError } from "../../lib/app-error.ts";
import { describeUnexpectedError } from "../../lib/error-log.ts";

/** The error answered instead of an unexpected failure. */
export interface CatalogueDefault {
  code: ErrorCode;
  message: string;
}

/**
 * Runs `work` for the request in `c`.
 * @throws the known error unchanged, or AppError 500 `fallback` for any other failure (logged with `log`).
 */
export async function withCatalogueDefault<T>(
  c: Context,
  log: (line: string) => void,
  fallback: CatalogueDefault,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError || err instanceof ZodError || err instanceof HTTPException) throw err;
    log(describeUnexpectedError(err, c.req.method, c.req.path));
    throw new AppError(500, fallback.code, fallback.message);
  }
}
