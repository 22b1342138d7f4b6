import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";

/** /api/v1/notes (spec §3). Built in the notes feature. */
export function createNotesRoutes(_deps: AppDeps) {
  return new OpenAPIHono<AppEnv>();
}
