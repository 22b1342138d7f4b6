/**
 * GET /api/health — the server answers and names its database engine (architecture "Two ways to run");
 * no session needed. The browser's connection check polls it while offline (architecture "Offline rules").
 *
 *   GET /api/health → 200 {status: "ok", database: "pglite" | "postgres"}
 */
import { createRouter } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";

/** The health route; `app.ts` mounts it at `/` before the session check. */
export function createHealthRoutes(deps: Pick<AppDeps, "database">) {
  const app = createRouter();
  app.get("/api/health", (c) => c.json({ status: "ok", database: deps.database.kind }));
  return app;
}
