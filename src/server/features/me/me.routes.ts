import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";

/** /api/v1/me — profile (spec §5). Built in the me feature. */
export function createMeRoutes(_deps: AppDeps) {
  return new OpenAPIHono<AppEnv>();
}
