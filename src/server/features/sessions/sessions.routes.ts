/**
 * /api/v1/sessions — the teacher's signed-in devices (requirements "Sessions and sign-out").
 *
 *   GET    /sessions                → 200 DeviceSession[] (live sessions, this one marked `current`)
 *   POST   /sessions/revoke-others  → 200 {revoked}: "sign out everywhere else"
 *   DELETE /sessions/:id            → 204 (ending this device's own session signs it out)
 *
 * Errors: 401 without a session (app.ts); 404 "Session not found" for an id that is not one of the
 * teacher's live sessions.
 */
import { createRoute } from "@hono/zod-openapi";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  deviceSessionListSchema,
  deviceSessionSchema,
  revokeOthersSchema,
  sessionIdParam,
} from "../../../shared/contracts/sessions.ts";
import { forgetAuthCookies } from "../../auth/auth-cookies.ts";
import { AppError } from "../../lib/app-error.ts";
import { createRouter, jsonContent, resourceRoutes, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { listSessions, revokeOtherSessions, revokeSession } from "./sessions.service.ts";

const TAG = "Sessions";
const NOT_FOUND = "Session not found";

const sessions = resourceRoutes({ tag: TAG, path: "/sessions", schema: deviceSessionSchema });
const listRoute = sessions.list("The teacher's signed-in devices", "Live sessions", deviceSessionListSchema);
const deleteRoute = sessions.byId(sessionIdParam, NOT_FOUND).delete("Sign one device out");
const revokeOthersRoute = createRoute({
  method: "post",
  path: "/sessions/revoke-others",
  tags: [TAG],
  summary: "Sign out everywhere else",
  responses: {
    200: { description: "How many other sessions ended", content: jsonContent(revokeOthersSchema) },
    401: standardErrors[401],
  },
});

/** Builds the sessions router; mounted under /api/v1 behind the session check (app.ts). */
export function createSessionRoutes(deps: AppDeps) {
  const app = createRouter({ notFound: NOT_FOUND });
  const db = () => deps.database.db;

  app.openapi(listRoute, async (c) => {
    const user = c.get("user");
    return c.json(await listSessions(db(), user.id, user.sessionId, deps.now()), 200);
  });

  app.openapi(revokeOthersRoute, async (c) => {
    const user = c.get("user");
    return c.json({ revoked: await revokeOtherSessions(db(), user.id, user.sessionId) }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await revokeSession(db(), c.get("user").id, id)))
      throw new AppError(404, ErrorCode.NOT_FOUND, NOT_FOUND);
    // Ending this device's own session: its signed session copy goes too (decision 014).
    if (id === c.get("user").sessionId) forgetAuthCookies(c);
    return c.body(null, 204);
  });

  return app;
}
