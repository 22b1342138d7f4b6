/**
 * Export routes (requirements "Export and restore"; format: src/shared/contracts/data-export.ts):
 *
 *   GET /export                                → 200 application/zip, everything the teacher keeps (streamed)
 *   GET /students/:studentId/export[?format=zip] → 200 application/zip, one student's record
 *   GET /students/:studentId/export?format=pdf → 200 application/pdf, the record in one document
 *
 * Each answers `Content-Disposition: attachment` and `Cache-Control: no-store`. Errors: 400 for an
 * unknown format; 401 without a session (app.ts); 404 "Student not found" for a missing or another
 * teacher's student, or an id that is not a UUID.
 */

import { createRoute, z } from "@hono/zod-openapi";
import { studentExportParam, studentExportQuery } from "../../../shared/contracts/data-export.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { createRouter, errorResponse, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerUser } from "../../lib/team-gate.ts";
import { fileStoreOf } from "../files/index.ts";
import { type ExportDownload, exportCaseload, exportStudentRecord } from "./export.service.ts";

const binary = z.string().openapi({ format: "binary" });
const ZIP = "application/zip";
const PDF = "application/pdf";

const exportAllRoute = createRoute({
  method: "get",
  path: "/export",
  tags: ["Export"],
  summary: "Everything the teacher keeps, as a ZIP (JSON, CSV, README.txt, note PDFs)",
  responses: {
    200: { description: "The export ZIP (attachment, streamed)", content: { [ZIP]: { schema: binary } } },
    401: standardErrors[401],
  },
});

const studentExportRoute = createRoute({
  method: "get",
  path: "/students/{studentId}/export",
  tags: ["Export"],
  summary: "One student's record as a ZIP, or as one PDF with every section",
  request: { params: studentExportParam, query: studentExportQuery },
  responses: {
    200: {
      description: "The record (attachment)",
      content: { [ZIP]: { schema: binary }, [PDF]: { schema: binary } },
    },
    400: errorResponse("Unknown format"),
    401: standardErrors[401],
    404: errorResponse("Student not found"),
  },
});

function downloadHeaders(file: ExportDownload, type: string) {
  return {
    "Content-Type": type,
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "Cache-Control": "no-store",
  };
}

/** Builds the export router (mounted by the data-export feature's router under /api/v1). */
export function createExportAllRoutes(deps: AppDeps) {
  const app = createRouter({ notFound: messages.students.notFound });

  app.openapi(exportAllRoute, async (c) => {
    const file = await exportCaseload(deps.database.db, c.get("user"), deps.now(), fileStoreOf(deps));
    return c.body(file.body, 200, downloadHeaders(file, ZIP));
  });

  app.openapi(studentExportRoute, async (c) => {
    const { studentId } = c.req.valid("param");
    const format = c.req.valid("query").format ?? "zip";
    const file = await exportStudentRecord(
      deps.database.db,
      dataOwnerUser(c),
      studentId,
      format,
      deps.now(),
      fileStoreOf(deps),
    );
    return c.body(file.body, 200, downloadHeaders(file, format === "pdf" ? PDF : ZIP));
  });

  return app;
}
