/**
 * GET /api/health — the server answers and names its database engine (architecture "Two ways to run");
 * no session needed. The browser's connection check polls it while offline (architecture "Offline rules").
 *
 *   GET /api/health → 200 {status: "ok", database: "pglite" | "postgres"}
 */
import { createRoute } from "@hono/zod-openapi";
import { healthSchema } from "../../../shared/contracts/health.ts";
import { createRouter, jsonContent } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";

const healthRoute = createRoute({
  method: "get",
  path: "/api/health",
  tags: ["Service"],
  summary: "The server answers and names its database engine",
  responses: { 200: { description: "The server is up", content: jsonContent(healthSchema) } },
});

/** The health route; `app.ts` mounts it at `/` before the session check. */
export function createHealthRoutes(deps: Pick<AppDeps, "database">) {
  const app = createRouter();
  app.openapi(healthRoute, (c) => c.json({ status: "ok" as const, database: deps.database.kind }, 200));
  return app;
}
