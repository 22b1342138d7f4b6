/**
 * /api/v1/me — the signed-in teacher's profile (spec §3 "User profile", §5 profile update, §4 plan).
 *
 *   GET   /me  → 200 Profile (with `plan`: state, daysRemaining, notesUsedThisMonth, noteLimit, canGenerate)
 *   PATCH /me  → 200 Profile (body: updateProfileInput; spec §5 truthy-fields rule)
 *
 * Errors: 400 VALIDATION_ERROR naming each bad or unknown field (e.g. an unknown time zone);
 * 400 MALFORMED_JSON; 401 without a session (app.ts).
 */
import { createRoute } from "@hono/zod-openapi";
import { profileSchema, updateProfileInput } from "../../../shared/contracts/me.ts";
import { createRouter, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { getProfile, updateProfile } from "./me.service.ts";

const TAG = "Profile";

const getRoute = createRoute({
  method: "get",
  path: "/me",
  tags: [TAG],
  summary: "The signed-in teacher's profile and plan",
  responses: {
    200: { description: "The profile", content: jsonContent(profileSchema) },
    401: standardErrors[401],
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/me",
  tags: [TAG],
  summary: "Change profile fields (only non-empty values are applied)",
  request: { body: { content: jsonContent(updateProfileInput), required: true } },
  responses: {
    200: { description: "The updated profile", content: jsonContent(profileSchema) },
    ...standardErrors,
  },
});

/** Builds the profile router; mounted under /api/v1 behind the session check (app.ts). */
export function createMeRoutes(deps: AppDeps) {
  const app = createRouter();
  const db = () => deps.database.db;

  app.openapi(getRoute, async (c) => c.json(await getProfile(db(), c.get("user").id, deps.now()), 200));

  app.openapi(patchRoute, async (c) =>
    c.json(await updateProfile(db(), c.get("user").id, c.req.valid("json"), deps.now()), 200),
  );

  return app;
}
