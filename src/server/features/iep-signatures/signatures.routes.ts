/** Placeholder until the routes are built. */
import { createRouter } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";

export function createIepSignatureRoutes(_deps: AppDeps) {
  return createRouter();
}

export function createPublicSigningRoutes(_deps: AppDeps) {
  return createRouter();
}
