import { profileSchema, updateProfileInput } from "../../../shared/contracts/me.ts";
import { createRouter, resourceRoutes } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { getProfile, updateProfile } from "./me.service.ts";

const TAG = "Profile";

const me = resourceRoutes({ tag: TAG, path: "/me", schema: profileSchema });
const getRoute = me.read("The signed-in teacher's profile and plan", "The profile");

const patchRoute = me.change(
  "Change profile fields (only non-empty values are applied)",
  updateProfileInput,
  "The updated profile",
);

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
