/**
 * /api/v1/reports — the parent progress report (requirements "Parent progress report"; IDEA 34 CFR
 * 300.320(a)(3)), drawn by the documents module.
 *
 *   POST /reports/progress → 200 application/pdf, `Content-Disposition: attachment` with a file name
 *        naming the student and the period (body: progressReportInput)
 *
 * Errors: 400 VALIDATION_ERROR naming each bad or unknown field (a date that does not parse, `from`
 * after `to`, a narrative over 2,000 characters); 400 MALFORMED_JSON; 401 without a session (app.ts);
 * 404 "Student not found" for a missing or another teacher's student, or a student id that is not a
 * UUID (architecture "Request path": never reveal whether a row exists).
 */

import { createRoute, z } from "@hono/zod-openapi";
import { progressReportInput } from "../../../shared/contracts/reports.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerUser } from "../../lib/team-gate.ts";
import { renderProgressReport } from "./reports.service.ts";

const progressReportRoute = createRoute({
  method: "post",
  path: "/reports/progress",
  tags: ["Reports"],
  summary: "A student's parent progress report for a period, as a PDF",
  request: { body: { content: jsonContent(progressReportInput), required: true } },
  responses: {
    200: {
      description: "The report (PDF, US Letter)",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...standardErrors,
    404: errorResponse("Student not found"),
  },
});

/** Builds the reports router; mounted under /api/v1 behind the session check (app.ts). */
export function createReportRoutes(deps: AppDeps) {
  // A student id that is not a UUID cannot name one of the teacher's students: the same 404.
  const app = createRouter({ bodyIds: { studentId: messages.students.notFound } });

  app.openapi(progressReportRoute, async (c) => {
    const user = dataOwnerUser(c);
    const { pdf, filename } = await renderProgressReport(
      deps.database.db,
      user,
      c.req.valid("json"),
      deps.now(),
    );
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    });
  });

  return app;
}
