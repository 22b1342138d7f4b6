/**
 * GET /api/v1/dashboard — the teacher's week: next meetings, deadlines due soon and overdue, counts
 * (requirements "Meetings", "Deadlines"). 200 Dashboard; 401 without a session.
 */
import { createRoute } from "@hono/zod-openapi";
import { dashboardSchema } from "../../../shared/contracts/dashboard.ts";
import { createRouter, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { getDashboard } from "./dashboard.service.ts";

const dashboardRoute = createRoute({
  method: "get",
  path: "/dashboard",
  tags: ["Dashboard"],
  summary: "Upcoming meetings and deadlines, overdue deadlines and counts, in the teacher's time zone",
  responses: {
    200: { description: "The dashboard", content: jsonContent(dashboardSchema) },
    401: standardErrors[401],
  },
});

/** Builds the dashboard router; mounted under /api/v1 behind the session check (app.ts). */
export function createDashboardRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(dashboardRoute, async (c) =>
    c.json(await getDashboard(deps.database.db, c.get("user").id, deps.now()), 200),
  );
  return app;
}
