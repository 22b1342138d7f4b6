/**
 * /api/v1 service-log exports (requirements "Service log": exports).
 *
 *   GET /students/:studentId/service-log?from&to&format=csv|pdf → 200 text/csv or application/pdf
 *   GET /service-log?from&to                                  → 200 text/csv, the whole caseload
 *
 * Both answer `Content-Disposition: attachment` with an ASCII file name naming the student (or
 * "caseload") and the range, never cached. Errors: 400 VALIDATION_ERROR naming each field (a missing
 * or malformed date, `to` before `from`, an unknown format, a range of more than 20,000 sessions);
 * 401 without a session (app.ts); 404 "Student not found" for a missing or another teacher's student,
 * or an id that is not a UUID.
 */

import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  caseloadServiceLogQuery,
  serviceLogExportQuery,
  studentServicesParam,
} from "../../../shared/contracts/services.ts";
import { createRouter, csvContent, errorResponse, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf, dataOwnerUser } from "../../lib/team-gate.ts";
import { exportCaseloadServiceLog, exportStudentServiceLog, type ServiceLogFile } from "./service-log.ts";
import { SERVICE_MESSAGES } from "./services.service.ts";

const TAG = "Service log";

const studentLogRoute = createRoute({
  method: "get",
  path: "/students/{studentId}/service-log",
  tags: [TAG],
  summary: "A student's service log over a date range, as CSV or PDF (with the summary per service)",
  request: { params: studentServicesParam, query: serviceLogExportQuery },
  responses: {
    200: {
      description: "The service log as a file (attachment)",
      content: { ...csvContent, "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...standardErrors,
    404: errorResponse(SERVICE_MESSAGES.studentNotFound),
  },
});

const caseloadLogRoute = createRoute({
  method: "get",
  path: "/service-log",
  tags: [TAG],
  summary: "The whole caseload's service log over a date range as CSV, one line per session",
  request: { query: caseloadServiceLogQuery },
  responses: {
    200: { description: "The service log as a CSV file (attachment)", content: csvContent },
    ...standardErrors,
  },
});

/** A file download, never cached. */
const fileAnswer = (c: Context, file: ServiceLogFile) =>
  c.body(typeof file.body === "string" ? file.body : new Uint8Array(file.body), 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "Cache-Control": "no-store",
  });

/** Builds the service-log export router; mounted under /api/v1 behind the session check (app.ts). */
export function createServiceLogRoutes(deps: AppDeps) {
  const app = createRouter({ notFound: SERVICE_MESSAGES.studentNotFound });
  const db = () => deps.database.db;

  app.openapi(studentLogRoute, async (c) => {
    // The student's owner's records, also for a member of the student's team (requirements "IEP teams").
    const user = dataOwnerUser(c);
    const file = await exportStudentServiceLog(
      db(),
      user,
      c.req.valid("param").studentId,
      c.req.valid("query"),
      deps.now(),
    );
    return fileAnswer(c, file);
  });

  app.openapi(caseloadLogRoute, async (c) =>
    fileAnswer(c, await exportCaseloadServiceLog(db(), dataOwnerOf(c), c.req.valid("query"))),
  );

  return app;
}
