/**
 * /api/v1/notifications — the teacher's in-app notifications (requirements "Notifications").
 *
 *   GET  /notifications?unread=true&limit=  → 200 Notification[] newest first (default 50, at most 100)
 *   GET  /notifications/unread-count         → 200 { count }
 *   POST /notifications/read-all             → 200 { updated }
 *   POST /notifications/:id/read             → 200 Notification (404 for a missing or another teacher's id)
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  markAllReadSchema,
  notificationIdParam,
  notificationListQuery,
  notificationSchema,
  unreadCountSchema,
} from "../../../shared/contracts/notifications.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import {
  listNotifications,
  markAllRead,
  markRead,
  NOTIFICATION_MESSAGES,
  unreadCount,
} from "./notifications.service.ts";

const tags = ["Notifications"];

const listRoute = createRoute({
  method: "get",
  path: "/notifications",
  tags,
  summary: "The teacher's notifications, newest first",
  request: { query: notificationListQuery },
  responses: {
    200: { description: "Notifications", content: jsonContent(z.array(notificationSchema)) },
    ...standardErrors,
  },
});

const countRoute = createRoute({
  method: "get",
  path: "/notifications/unread-count",
  tags,
  summary: "How many notifications are unread",
  responses: {
    200: { description: "The count", content: jsonContent(unreadCountSchema) },
    401: standardErrors[401],
  },
});

const readAllRoute = createRoute({
  method: "post",
  path: "/notifications/read-all",
  tags,
  summary: "Mark every notification read",
  responses: {
    200: { description: "How many changed", content: jsonContent(markAllReadSchema) },
    401: standardErrors[401],
  },
});

const readRoute = createRoute({
  method: "post",
  path: "/notifications/{id}/read",
  tags,
  summary: "Mark one notification read",
  request: { params: notificationIdParam },
  responses: {
    200: { description: "The notification", content: jsonContent(notificationSchema) },
    401: standardErrors[401],
    404: errorResponse(NOTIFICATION_MESSAGES.notFound),
  },
});

/** Builds the notifications router; mounted under /api/v1 behind the session check (app.ts). */
export function createNotificationRoutes(deps: AppDeps) {
  const app = createRouter({ notFound: NOTIFICATION_MESSAGES.notFound });
  const db = () => deps.database.db;
  app.openapi(listRoute, async (c) =>
    c.json(await listNotifications(db(), c.get("user").id, c.req.valid("query")), 200),
  );
  app.openapi(countRoute, async (c) => c.json({ count: await unreadCount(db(), c.get("user").id) }, 200));
  app.openapi(readAllRoute, async (c) =>
    c.json({ updated: await markAllRead(db(), c.get("user").id, deps.now()) }, 200),
  );
  app.openapi(readRoute, async (c) =>
    c.json(await markRead(db(), c.get("user").id, c.req.valid("param").id, deps.now()), 200),
  );
  return app;
}
