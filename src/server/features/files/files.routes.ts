/** Placeholder until the routes are built. */
import type { MiddlewareHandler } from "hono";
import { createRouter } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";

/** True for `POST /api/v1/students/:studentId/files` (a multipart upload). */
export function isFileUpload(method: string, path: string): boolean {
  return method === "POST" && /^\/api\/v1\/students\/[^/]+\/files$/.test(path);
}

export const fileBodyLimit: MiddlewareHandler = (_c, next) => next();

export function createFileRoutes(_deps: AppDeps) {
  return createRouter();
}
