/**
 * /api/v1/meetings — the teacher's meetings (requirements "Meetings", "Notifications").
 *
 *   GET    /meetings?studentId=&from=&to=&status=  → 200 Meeting[] by scheduled date ascending
 *   POST   /meetings                → 201 MeetingDetail (body: createMeetingInput; e-mails after commit)
 *   GET    /meetings/:id            → 200 MeetingDetail (with attendees)
 *   PATCH  /meetings/:id            → 200 MeetingDetail (details, or status held / scheduled)
 *   DELETE /meetings/:id            → 204 (attendees too)
 *   POST   /meetings/:id/reschedule → 200 MeetingDetail ({scheduledDate, virtualLink?, reason?, inviteAttendees?})
 *   POST   /meetings/:id/cancel     → 200 MeetingDetail ({reason, inviteAttendees?})
 *   POST   /meetings/:id/held       → 200 MeetingDetail ({attendance?, notes?})
 *
 * Errors: 400 VALIDATION_ERROR naming each field; 401 without a session; 404 "Meeting not found"
 * (missing, another teacher's, not a UUID) or "Student not found"; 409 MEETING_NOT_UPCOMING when
 * rescheduling or cancelling a cancelled or held meeting, 409 MEETING_CANCELLED when changing a cancelled one.
 */

import { createRoute, z } from "@hono/zod-openapi";
import {
  cancelMeetingInput,
  createMeetingInput,
  markMeetingHeldInput,
  meetingDetailSchema,
  meetingIdParam,
  meetingListQuery,
  meetingSchema,
  rescheduleMeetingInput,
  updateMeetingInput,
} from "../../../shared/contracts/meetings.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import {
  createRouter,
  errorResponse,
  jsonContent,
  resourceRoutes,
  standardErrors,
} from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf, dataOwnerUser } from "../../lib/team-gate.ts";
import { readableSharedStudents } from "../../lib/team-reads.ts";
import { cancelMeeting, markMeetingHeld, rescheduleMeeting } from "./meeting-changes.service.ts";
import { MEETING_MESSAGES } from "./meeting-store.ts";
import { createMeeting, deleteMeeting, getMeeting, listMeetings, updateMeeting } from "./meetings.service.ts";

const TAG = "Meetings";
const NOT_FOUND = "Meeting (or student) not found";

const routes = resourceRoutes({ tag: TAG, path: "/meetings", schema: meetingDetailSchema });
const notFound404 = { 404: errorResponse(NOT_FOUND) };
const conflict409 = { 409: errorResponse("The meeting is cancelled or already held") };
const listRoute = routes.listBy(
  "The teacher's meetings by scheduled date ascending, with filters",
  meetingListQuery,
  "Meetings",
  z.array(meetingSchema),
  notFound404,
);
const createRouteDef = routes.create(
  "Schedule a meeting",
  createMeetingInput,
  "The meeting with its attendees",
  notFound404,
);
const byId = routes.byId(meetingIdParam, NOT_FOUND);
const getRoute = byId.get("One meeting with its attendees", "The meeting");
const updateRoute = byId.update(
  "Change a meeting's details or mark it held",
  updateMeetingInput,
  "The meeting",
);
const deleteRoute = byId.delete("Delete a meeting and its attendees");

/** A POST /meetings/{id}/<action> route answering 200 with the meeting. */
const actionRoute = <B extends z.ZodType>(action: string, summary: string, body: B) =>
  createRoute({
    method: "post",
    path: `/meetings/{id}/${action}`,
    tags: [TAG],
    summary,
    request: { params: meetingIdParam, body: { content: jsonContent(body), required: true } },
    responses: {
      200: { description: "The meeting", content: jsonContent(meetingDetailSchema) },
      ...standardErrors,
      404: errorResponse(MEETING_MESSAGES.notFound),
      ...conflict409,
    },
  });
const rescheduleRoute = actionRoute(
  "reschedule",
  "Move an upcoming meeting to a new date",
  rescheduleMeetingInput,
);
const cancelRoute = actionRoute("cancel", "Cancel an upcoming meeting with a reason", cancelMeetingInput);
const heldRoute = actionRoute("held", "Mark a meeting held, with attendance", markMeetingHeldInput);

/** Builds the meetings router; mounted under /api/v1 behind the session check (app.ts). */
export function createMeetingRoutes(deps: AppDeps) {
  const app = createRouter({
    notFound: MEETING_MESSAGES.notFound,
    queryIds: { studentId: messages.students.notFound },
    bodyIds: { studentId: messages.students.notFound, attendeeId: MEETING_MESSAGES.attendeeNotFound },
  });
  const db = () => deps.database.db;
  const meetingDeps = () => ({ db: db(), mailer: deps.mailer, log: deps.log, now: deps.now() });

  // Without a student, the meetings of shared students too (requirements "Shared students in lists").
  app.openapi(listRoute, async (c) => {
    const shared = await readableSharedStudents(db(), c.get("user").id, "team-records.read");
    return c.json(await listMeetings(db(), dataOwnerOf(c), c.req.valid("query"), shared), 200);
  });
  app.openapi(createRouteDef, async (c) =>
    c.json(await createMeeting(meetingDeps(), dataOwnerUser(c), c.req.valid("json")), 201),
  );
  app.openapi(getRoute, async (c) =>
    c.json(await getMeeting(db(), dataOwnerOf(c), c.req.valid("param").id), 200),
  );
  app.openapi(updateRoute, async (c) =>
    c.json(
      await updateMeeting(db(), dataOwnerOf(c), c.req.valid("param").id, c.req.valid("json"), deps.now()),
      200,
    ),
  );
  app.openapi(deleteRoute, async (c) => {
    await deleteMeeting(db(), dataOwnerOf(c), c.req.valid("param").id, deps.now());
    return c.body(null, 204);
  });
  app.openapi(rescheduleRoute, async (c) =>
    c.json(
      await rescheduleMeeting(meetingDeps(), dataOwnerUser(c), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  );
  app.openapi(cancelRoute, async (c) =>
    c.json(
      await cancelMeeting(meetingDeps(), dataOwnerUser(c), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  );
  app.openapi(heldRoute, async (c) =>
    c.json(
      await markMeetingHeld(meetingDeps(), dataOwnerOf(c), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  );
  return app;
}
