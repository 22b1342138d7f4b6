/**
 * /api/v1 service compliance summaries (requirements "Service compliance"), computed on the server in
 * the teacher's time zone by `service-summary.ts`.
 *
 *   GET /students/:studentId/service-summary?from&to → 200 ServiceSummary
 *   GET /service-summary?from&to                    → 200 CaseloadServiceSummary ("Services this week")
 *
 * Errors: 400 VALIDATION_ERROR for a malformed date, `from` after `to` or a range over 400 days; 401
 * without a session (app.ts); 404 "Student not found" for a missing or another teacher's student, or
 * an id that is not a UUID.
 */

import { createRoute } from "@hono/zod-openapi";
import {
  caseloadServiceSummarySchema,
  serviceSummaryQuery,
  serviceSummarySchema,
  studentServicesParam,
} from "../../../shared/contracts/services.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { caseloadServiceSummary, studentServiceSummary } from "./service-summary.ts";
import { SERVICE_MESSAGES } from "./services.service.ts";

const TAG = "Service compliance";

const studentSummaryRoute = createRoute({
  method: "get",
  path: "/students/{studentId}/service-summary",
  tags: [TAG],
  summary: "A student's services: required, delivered, made-up, excused and owed minutes per period",
  request: { params: studentServicesParam, query: serviceSummaryQuery },
  responses: {
    200: { description: "The summary over the range", content: jsonContent(serviceSummarySchema) },
    ...standardErrors,
    404: errorResponse(SERVICE_MESSAGES.studentNotFound),
  },
});

const caseloadSummaryRoute = createRoute({
  method: "get",
  path: "/service-summary",
  tags: [TAG],
  summary: "Every student's services over the range (who is behind, minutes owed)",
  request: { query: serviceSummaryQuery },
  responses: {
    200: { description: "The caseload's summary", content: jsonContent(caseloadServiceSummarySchema) },
    ...standardErrors,
  },
});

/** Builds the service-summary router; mounted under /api/v1 behind the session check (app.ts). */
export function createServiceSummaryRoutes(deps: AppDeps) {
  const app = createRouter({ notFound: SERVICE_MESSAGES.studentNotFound });
  const db = () => deps.database.db;

  app.openapi(studentSummaryRoute, async (c) =>
    c.json(
      await studentServiceSummary(
        db(),
        dataOwnerOf(c),
        c.req.valid("param").studentId,
        c.req.valid("query"),
        deps.now(),
      ),
      200,
    ),
  );

  app.openapi(caseloadSummaryRoute, async (c) =>
    c.json(await caseloadServiceSummary(db(), dataOwnerOf(c), c.req.valid("query"), deps.now()), 200),
  );

  return app;
}
