/**
 * /api/v1/me — the signed-in teacher's profile (spec §3 "User profile", §5 profile update, §4 plan).
 *
 *   GET   /me  → 200 Profile (with `plan`: state, daysRemaining, notesUsedThisMonth, noteLimit, canGenerate)
 *   PATCH /me  → 200 Profile (body: updateProfileInput; spec §5 truthy-fields rule)
 *
 * Errors: 400 VALIDATION_ERROR naming each bad or unknown field (e.g. an unknown time zone);
 * 400 MALFORMED_JSON; 401 without a session (app.ts).
 */
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../shared/contracts/common.ts";
import { profileSchema, updateProfileInput } from "../../../shared/contracts/me.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { validationError } from "../../lib/validation.ts";
import { getProfile, updateProfile } from "./me.service.ts";

const TAG = "Profile";
const json = <T>(schema: T) => ({ "application/json": { schema } });

const getRoute = createRoute({
  method: "get",
  path: "/me",
  tags: [TAG],
  summary: "The signed-in teacher's profile and plan",
  responses: {
    200: { description: "The profile", content: json(profileSchema) },
    401: { description: "Not signed in", content: json(apiErrorSchema) },
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/me",
  tags: [TAG],
  summary: "Change profile fields (only non-empty values are applied)",
  request: { body: { content: json(updateProfileInput), required: true } },
  responses: {
    200: { description: "The updated profile", content: json(profileSchema) },
    400: { description: "Invalid input; the message names each field", content: json(apiErrorSchema) },
    401: { description: "Not signed in", content: json(apiErrorSchema) },
  },
});

/** Builds the profile router; mounted under /api/v1 behind the session check (app.ts). */
export function createMeRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
  const db = () => deps.database.db;

  app.openapi(getRoute, async (c) => c.json(await getProfile(db(), c.get("user").id, deps.now()), 200));

  app.openapi(patchRoute, async (c) =>
    c.json(await updateProfile(db(), c.get("user").id, c.req.valid("json"), deps.now()), 200),
  );

  return app;
}
