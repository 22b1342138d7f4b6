/**
 * The private calendar feed (requirements "Notifications").
 *
 * Signed in, under /api/v1:
 *   GET    /calendar-feed  → 200 { active, url: null, createdAt }
 *   POST   /calendar-feed  → 201 { active: true, url, createdAt } — a new secret address (the old one stops working)
 *   DELETE /calendar-feed  → 204 — revoked
 * Public, the token alone (calendar programs carry no session):
 *   GET /api/calendar/<token>.ics → 200 text/calendar; 404 for an unknown, replaced or revoked token
 */
import { createRoute } from "@hono/zod-openapi";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { calendarFeedSchema } from "../../../shared/contracts/meetings.ts";
import { AppError } from "../../lib/app-error.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { createFeed, getFeed, renderFeed, revokeFeed } from "./calendar-feed.service.ts";

const tags = ["Calendar feed"];
const content = jsonContent(calendarFeedSchema);

const getRoute = createRoute({
  method: "get",
  path: "/calendar-feed",
  tags,
  summary: "Whether the teacher has a calendar feed",
  responses: {
    200: { description: "The feed (address not shown again)", content },
    401: standardErrors[401],
  },
});
const createRouteDef = createRoute({
  method: "post",
  path: "/calendar-feed",
  tags,
  summary: "Make a new secret calendar address (replaces the old one)",
  responses: {
    201: { description: "The feed with its address, shown once", content },
    401: standardErrors[401],
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/calendar-feed",
  tags,
  summary: "Revoke the calendar address",
  responses: { 204: { description: "Revoked" }, 401: standardErrors[401] },
});

/** The signed-in routes; mounted under /api/v1 behind the session check (app.ts). */
export function createCalendarFeedRoutes(deps: AppDeps) {
  const app = createRouter();
  const db = () => deps.database.db;
  app.openapi(getRoute, async (c) => c.json(await getFeed(db(), c.get("user").id), 200));
  app.openapi(createRouteDef, async (c) =>
    c.json(
      await createFeed(db(), c.get("user").id, deps.appUrl ?? new URL(c.req.url).origin, deps.now()),
      201,
    ),
  );
  app.openapi(deleteRoute, async (c) => {
    await revokeFeed(db(), c.get("user").id);
    return c.body(null, 204);
  });
  return app;
}

const feedRoute = createRoute({
  method: "get",
  path: "/api/calendar/{file}",
  tags,
  summary: "The calendar feed for a secret token (no session)",
  responses: {
    200: { description: "iCalendar text", content: { "text/calendar": { schema: { type: "string" } } } },
    404: errorResponse("No feed has this address"),
  },
});

/** The public feed route (token only); mounted at the root, outside /api/v1 (app.ts). */
export function createPublicCalendarRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(feedRoute, async (c) => {
    const file = c.req.param("file") ?? "";
    const body = file.endsWith(".ics")
      ? await renderFeed(deps.database.db, file.slice(0, -4), deps.now())
      : null;
    if (body === null) throw new AppError(404, ErrorCode.NOT_FOUND, "There is no calendar at this address.");
    return c.body(body, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": "private, no-store",
    });
  });
  return app;
}
