/**
 * GET and PATCH /api/v1/me (requirements "Profile", "Error catalogue"): a body naming a field only
 * the server sets is refused with 403, a field changed elsewhere since the form loaded it is a 409,
 * and an unforeseen failure answers the profile update default.
 */

import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { PROTECTED_PROFILE_FIELDS, profileSchema, updateProfileInput } from "../../../shared/contracts/me.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { AppError } from "../../lib/app-error.ts";
import { createRouter, errorResponse, resourceRoutes } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { withCatalogueDefault } from "./catalogue-default.ts";
import { getProfile, updateProfile } from "./me.service.ts";

const TAG = "Profile";

const me = resourceRoutes({ tag: TAG, path: "/me", schema: profileSchema });
const getRoute = me.read("The signed-in teacher's profile and plan", "The profile");

const patchRoute = me.change(
  "Change profile fields (only non-empty values are applied)",
  updateProfileInput,
  "The updated profile",
);
Object.assign(patchRoute.responses, {
  403: errorResponse("The body names a field only the server sets (plan, quota, e-mail, id, dates)"),
  409: errorResponse("A changed field no longer holds the value the form loaded (changed elsewhere)"),
  500: errorResponse("Failed to update profile. Please try again."),
});

/** A protected field's name as compared: lower case, no "_" (so plan_type = planType). */
const fold = (key: string) => key.replace(/_/g, "").toLowerCase();
const PROTECTED = new Set(PROTECTED_PROFILE_FIELDS.map(fold));

/** The keys of a JSON body that name a protected profile field (none for a non-object body). */
export function protectedFieldsIn(body: unknown): string[] {
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => PROTECTED.has(fold(key)));
}

/** Builds the profile router; mounted under /api/v1 behind the session check (app.ts). */
export function createMeRoutes(deps: AppDeps) {
  const app = createRouter();
  const db = () => deps.database.db;

  app.openapi(getRoute, async (c) => c.json(await getProfile(db(), c.get("user").id, deps.now()), 200));

  // Before validation: a teacher may not set their own plan, quota, address or id (the strict body
  // would call it an unknown field; it is a permission question). Hono keeps the parsed body for
  // the validator.
  app.use("/me", async (c, next) => {
    if (c.req.method === "PATCH") {
      const fields = protectedFieldsIn(await c.req.json().catch(() => null));
      if (fields.length > 0)
        throw new AppError(403, ErrorCode.PROFILE_FORBIDDEN, messages.profile.forbidden, { fields });
    }
    await next();
  });

  app.openapi(patchRoute, async (c) => {
    const input = c.req.valid("json");
    const profile = await withCatalogueDefault(
      c,
      deps.log,
      { code: ErrorCode.PROFILE_UPDATE_FAILED, message: messages.profile.failed },
      () => updateProfile(db(), c.get("user").id, input, deps.now()),
    );
    return c.json(profile, 200);
  });

  return app;
}
