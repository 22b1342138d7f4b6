/**
 * /api/v1/meetings/:id/attendees — who is invited to a meeting and whether they came (requirements "Meetings").
 *
 *   GET    /meetings/:id/attendees               → 200 Attendee[] in the order added
 *   POST   /meetings/:id/attendees               → 201 Attendee (body: createAttendeeInput)
 *   PATCH  /meetings/:id/attendees/:attendeeId   → 200 Attendee (body: updateAttendeeInput)
 *   DELETE /meetings/:id/attendees/:attendeeId   → 204
 *
 * Errors: 400 VALIDATION_ERROR; 401; 404 "Meeting not found" (missing, another teacher's, not a UUID)
 * or "Attendee not found" (missing, of another meeting, not a UUID).
 */

import { createRoute, z } from "@hono/zod-openapi";
import {
  attendeeIdParam,
  attendeeSchema,
  createAttendeeInput,
  meetingIdParam,
  updateAttendeeInput,
} from "../../../shared/contracts/meetings.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { createAttendee, deleteAttendee, listAttendees, updateAttendee } from "./attendees.service.ts";
import { MEETING_MESSAGES } from "./meeting-store.ts";

const tags = ["Meetings"];
const notFound404 = { 404: errorResponse("Meeting (or attendee) not found") };

const listRoute = createRoute({
  method: "get",
  path: "/meetings/{id}/attendees",
  tags,
  summary: "The attendees of a meeting",
  request: { params: meetingIdParam },
  responses: {
    200: { description: "Attendees", content: jsonContent(z.array(attendeeSchema)) },
    401: standardErrors[401],
    ...notFound404,
  },
});
const createRouteDef = createRoute({
  method: "post",
  path: "/meetings/{id}/attendees",
  tags,
  summary: "Add an attendee",
  request: { params: meetingIdParam, body: { content: jsonContent(createAttendeeInput), required: true } },
  responses: {
    201: { description: "The attendee", content: jsonContent(attendeeSchema) },
    ...standardErrors,
    ...notFound404,
  },
});
const updateRoute = createRoute({
  method: "patch",
  path: "/meetings/{id}/attendees/{attendeeId}",
  tags,
  summary: "Change an attendee (e.g. accepted, attended)",
  request: { params: attendeeIdParam, body: { content: jsonContent(updateAttendeeInput), required: true } },
  responses: {
    200: { description: "The attendee", content: jsonContent(attendeeSchema) },
    ...standardErrors,
    ...notFound404,
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/meetings/{id}/attendees/{attendeeId}",
  tags,
  summary: "Remove an attendee",
  request: { params: attendeeIdParam },
  responses: { 204: { description: "Removed" }, 401: standardErrors[401], ...notFound404 },
});

/** Builds the attendees routers; mounted under /api/v1 behind the session check (app.ts). */
export function createAttendeeRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  // A malformed meeting id answers "Meeting not found"; a malformed attendee id "Attendee not found".
  const app = createRouter({ notFound: MEETING_MESSAGES.notFound });
  app.openapi(listRoute, async (c) =>
    c.json(await listAttendees(db(), dataOwnerOf(c), c.req.valid("param").id), 200),
  );
  app.openapi(createRouteDef, async (c) =>
    c.json(
      await createAttendee(db(), dataOwnerOf(c), c.req.valid("param").id, c.req.valid("json"), deps.now()),
      201,
    ),
  );
  const byAttendee = createRouter({ notFound: MEETING_MESSAGES.attendeeNotFound });
  byAttendee.openapi(updateRoute, async (c) => {
    const p = c.req.valid("param");
    return c.json(
      await updateAttendee(db(), dataOwnerOf(c), p.id, p.attendeeId, c.req.valid("json"), deps.now()),
      200,
    );
  });
  byAttendee.openapi(deleteRoute, async (c) => {
    const p = c.req.valid("param");
    await deleteAttendee(db(), dataOwnerOf(c), p.id, p.attendeeId);
    return c.body(null, 204);
  });
  app.route("/", byAttendee);
  return app;
}
