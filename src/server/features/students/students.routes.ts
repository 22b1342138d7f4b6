import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";

/** /api/v1/students (spec §3). Built in the students feature. */
export function createStudentRoutes(_deps: AppDeps) {
  return new OpenAPIHono<AppEnv>();
}
