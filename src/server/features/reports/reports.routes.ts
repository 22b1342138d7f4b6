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
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../shared/contracts/common.ts";
import { progressReportInput } from "../../../shared/contracts/reports.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { notFound } from "../../lib/app-error.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { validationError } from "../../lib/validation.ts";
import { renderProgressReport } from "./reports.service.ts";

const json = <T>(schema: T) => ({ "application/json": { schema } });

const progressReportRoute = createRoute({
  method: "post",
  path: "/reports/progress",
  tags: ["Reports"],
  summary: "A student's parent progress report for a period, as a PDF",
  request: { body: { content: json(progressReportInput), required: true } },
  responses: {
    200: {
      description: "The report (PDF, US Letter)",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    400: { description: "Invalid input; the message names each field", content: json(apiErrorSchema) },
    401: { description: "Not signed in", content: json(apiErrorSchema) },
    404: { description: "Student not found", content: json(apiErrorSchema) },
  },
});

/** Builds the reports router; mounted under /api/v1 behind the session check (app.ts). */
export function createReportRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      // A student id that is not a UUID cannot name one of the teacher's students: same 404.
      if (result.error.issues.every((i) => i.path[0] === "studentId" && i.code === "invalid_format")) {
        throw notFound(messages.students.notFound);
      }
      throw validationError(result.error);
    },
  });

  app.openapi(progressReportRoute, async (c) => {
    const user = c.get("user");
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
