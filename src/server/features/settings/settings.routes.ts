/**
 * The public read of a staff setting (requirements "Admin area"), under /api (no session):
 *   GET /service-notice → ServiceNotice (the maintenance banner, "" when none; never cached)
 * Every teacher's screen reads it, signed in or not.
 */
import { createRoute } from "@hono/zod-openapi";
import { serviceNoticeSchema } from "../../../shared/contracts/support.ts";
import { createRouter, jsonContent } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { readSetting } from "./settings.service.ts";

const serviceNoticeRoute = createRoute({
  method: "get",
  path: "/service-notice",
  tags: ["Service"],
  summary: "The maintenance banner staff set for every teacher's screen",
  responses: { 200: { description: 'The banner ("" = none)', content: jsonContent(serviceNoticeSchema) } },
});

/** Builds the service-notice router; mounted under /api (app.ts). */
export function createServiceNoticeRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(serviceNoticeRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ banner: await readSetting(deps.database.db, "maintenanceBanner") }, 200);
  });
  return app;
}
