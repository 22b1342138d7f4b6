/**
 * /api/v1/deadlines — deadlines of the teacher's students (requirements "Deadlines").
 *
 *   GET    /deadlines?studentId=&status=&kind=&source=&from=&to=  → 200 Deadline[] by due date ascending
 *   POST   /deadlines            → 201 Deadline (a manual one; body: createDeadlineInput)
 *   GET    /deadlines/:id        → 200 Deadline
 *   PATCH  /deadlines/:id        → 200 Deadline (a computed one: status only, else 400 COMPUTED_DEADLINE)
 *   DELETE /deadlines/:id        → 204 (a computed one: 400 COMPUTED_DEADLINE — dismiss it instead)
 *   GET    /reporting-dates      → 200 ReportingDates (the teacher's progress-report dates)
 *   PATCH  /reporting-dates      → 200 ReportingDates (body {dates: MM-DD[]}; the progress reports move)
 *
 * Errors: 400 VALIDATION_ERROR naming each field; 401 without a session; 404 "Deadline not found" (missing,
 * another teacher's, or not a UUID) and "Student not found" for a foreign or malformed studentId.
 */

import { z } from "@hono/zod-openapi";
import {
  createDeadlineInput,
  deadlineIdParam,
  deadlineListQuery,
  deadlineSchema,
  reportingDatesSchema,
  updateDeadlineInput,
  updateReportingDatesInput,
} from "../../../shared/contracts/deadlines.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { createRouter, errorResponse, resourceRoutes } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { readableSharedStudents } from "../../lib/team-reads.ts";
import {
  createDeadline,
  DEADLINE_MESSAGES,
  deleteDeadline,
  getDeadline,
  listDeadlines,
  updateDeadline,
} from "./deadlines.service.ts";
import { getReportingDates, setReportingDates } from "./reporting-dates.service.ts";

const TAG = "Deadlines";
const NOT_FOUND = "Deadline (or student) not found";

const routes = resourceRoutes({ tag: TAG, path: "/deadlines", schema: deadlineSchema });
const notFound404 = { 404: errorResponse(NOT_FOUND) };
const listRoute = routes.listBy(
  "The teacher's deadlines by due date ascending, with filters",
  deadlineListQuery,
  "Deadlines",
  z.array(deadlineSchema),
  notFound404,
);
const createRouteDef = routes.create(
  "Add a manual deadline",
  createDeadlineInput,
  "The saved deadline",
  notFound404,
);
const byId = routes.byId(deadlineIdParam, NOT_FOUND);
const getRoute = byId.get("One deadline", "The deadline");
const updateRoute = byId.update(
  "Change a deadline (computed: status only)",
  updateDeadlineInput,
  "The deadline",
);
const deleteRoute = byId.delete("Delete a manual deadline");
const reporting = resourceRoutes({ tag: TAG, path: "/reporting-dates", schema: reportingDatesSchema });
const readReportingRoute = reporting.read("The teacher's progress-report dates", "Dates and preset");
const changeReportingRoute = reporting.change(
  "Set the progress-report dates (the pending progress reports move)",
  updateReportingDatesInput,
  "Dates and preset",
);

/** Builds the deadlines router; mounted under /api/v1 behind the session check (app.ts). */
export function createDeadlineRoutes(deps: AppDeps) {
  const app = createRouter({
    notFound: DEADLINE_MESSAGES.notFound,
    queryIds: { studentId: messages.students.notFound },
    bodyIds: { studentId: messages.students.notFound },
  });
  const db = () => deps.database.db;

  // Without a student, the deadlines of shared students too (requirements "Shared students in lists").
  app.openapi(listRoute, async (c) => {
    const shared = await readableSharedStudents(db(), c.get("user").id, "team-records.read");
    return c.json(await listDeadlines(db(), dataOwnerOf(c), c.req.valid("query"), shared), 200);
  });
  app.openapi(createRouteDef, async (c) =>
    c.json(await createDeadline(db(), dataOwnerOf(c), c.req.valid("json"), deps.now()), 201),
  );
  app.openapi(getRoute, async (c) =>
    c.json(await getDeadline(db(), dataOwnerOf(c), c.req.valid("param").id), 200),
  );
  app.openapi(updateRoute, async (c) =>
    c.json(
      await updateDeadline(db(), dataOwnerOf(c), c.req.valid("param").id, c.req.valid("json"), deps.now()),
      200,
    ),
  );
  app.openapi(deleteRoute, async (c) => {
    await deleteDeadline(db(), dataOwnerOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  app.openapi(readReportingRoute, async (c) => c.json(await getReportingDates(db(), dataOwnerOf(c)), 200));
  app.openapi(changeReportingRoute, async (c) =>
    c.json(await setReportingDates(db(), dataOwnerOf(c), c.req.valid("json").dates, deps.now()), 200),
  );
  return app;
}
