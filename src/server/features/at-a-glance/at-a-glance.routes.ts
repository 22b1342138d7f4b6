/**
 * The IEP at a glance (requirements "IEP at a glance"; 34 CFR 300.323(d)):
 *
 *   GET  /students/:studentId/at-a-glance?language=en|es&shareSafe=true|false → 200 the page (JSON)
 *   POST /exports/at-a-glance {studentIds (1–40), language, shareSafe} → 200 application/pdf, one page
 *        per student, `Content-Disposition: attachment` with an ASCII file name
 *
 * Errors: 400 VALIDATION_ERROR naming each bad or unknown field (a language other than en/es, an
 * empty or too long list, a student listed twice); 400 MALFORMED_JSON; 401 without a session
 * (app.ts); 404 "Student not found" for a missing or another teacher's student — any one of the list
 * — or an id that is not a UUID (architecture "Request path").
 */

import { createRoute, z } from "@hono/zod-openapi";
import {
  atAGlanceExportInput,
  atAGlanceQuery,
  atAGlanceSchema,
} from "../../../shared/contracts/at-a-glance.ts";
import { studentServicesParam } from "../../../shared/contracts/services.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerUser } from "../../lib/team-gate.ts";
import { exportGlancePdf, getGlancePage } from "./at-a-glance.service.ts";

const pageRoute = createRoute({
  method: "get",
  path: "/students/{studentId}/at-a-glance",
  tags: ["IEP at a glance"],
  summary: "A student's IEP at a glance: one page for the teachers and providers who work with the student",
  request: { params: studentServicesParam, query: atAGlanceQuery },
  responses: {
    200: { description: "The page", content: jsonContent(atAGlanceSchema) },
    ...standardErrors,
    404: errorResponse("Student not found"),
  },
});

const exportRoute = createRoute({
  method: "post",
  path: "/exports/at-a-glance",
  tags: ["IEP at a glance"],
  summary: "The IEP at a glance of one or several students as one PDF, a page each",
  request: { body: { content: jsonContent(atAGlanceExportInput), required: true } },
  responses: {
    200: {
      description: "The pages (PDF, US Letter, one per student)",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...standardErrors,
    404: errorResponse("Student not found"),
  },
});

/** Builds the at-a-glance router; mounted under /api/v1 behind the session check (app.ts). */
export function createAtAGlanceRoutes(deps: AppDeps) {
  // An id that is not a UUID cannot name one of the teacher's students: the same 404.
  const app = createRouter({
    notFound: messages.students.notFound,
    bodyIds: { studentIds: messages.students.notFound },
  });

  app.openapi(pageRoute, async (c) => {
    const { studentId } = c.req.valid("param");
    const page = await getGlancePage(
      deps.database.db,
      dataOwnerUser(c),
      studentId,
      c.req.valid("query"),
      deps.now(),
    );
    return c.json(page, 200);
  });

  app.openapi(exportRoute, async (c) => {
    const { studentIds, language, shareSafe } = c.req.valid("json");
    const { pdf, filename } = await exportGlancePdf(
      deps.database.db,
      dataOwnerUser(c),
      studentIds,
      { language, shareSafe },
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
