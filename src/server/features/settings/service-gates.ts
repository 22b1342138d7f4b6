/**
 * What staff decided, applied before the auth library (requirements "Admin area"):
 * - `POST /api/auth/sign-up/email` answers 403 SIGN_UPS_CLOSED while the setting closes sign-ups;
 * - `/api/v1/ai/*` (the writing assistant and the IEP draft) answers 403 AI_ASSISTANT_OFF while it is off.
 * A suspension is not a gate here: the auth library's session hook and the `/api/v1` session check
 * refuse a suspended account on every path (`auth/account-standing.ts`).
 */
import type { MiddlewareHandler } from "hono";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { readSetting } from "./settings.service.ts";

/** The message of a sign-up while sign-ups are closed. */
export const SIGN_UPS_CLOSED_MESSAGE =
  "New accounts cannot be created right now. Please try again later or contact IEP Workspace support.";

/** Refuses sign-ups while staff have closed them (read on every sign-up: no restart). */
export function refuseClosedSignUps(db: Db): MiddlewareHandler {
  return async (_c, next) => {
    if (!(await readSetting(db, "signUpsOpen"))) {
      throw new AppError(403, ErrorCode.SIGN_UPS_CLOSED, SIGN_UPS_CLOSED_MESSAGE);
    }
    await next();
  };
}

/** The message while staff have turned the writing assistant off. */
export const ASSISTANT_OFF_MESSAGE =
  "The writing assistant is turned off for now. Your records and notes work as usual.";

/** Refuses the writing assistant's routes while staff have turned it off (read on every request). */
export function refuseAssistantWhenOff(db: () => Db): MiddlewareHandler {
  return async (_c, next) => {
    if (!(await readSetting(db(), "aiAssistantEnabled"))) {
      throw new AppError(403, ErrorCode.AI_ASSISTANT_OFF, ASSISTANT_OFF_MESSAGE);
    }
    await next();
  };
}
