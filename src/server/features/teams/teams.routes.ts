/**
 * /api/v1 routes of IEP teams (requirements "IEP teams"). Filled in by the teams API.
 */
import { createRouter } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";

/** Builds the teams router; mounted under /api/v1 behind the session check and the team gate (app.ts). */
export function createTeamRoutes(_deps: AppDeps) {
  return createRouter({});
}
