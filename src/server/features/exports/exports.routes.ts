/**
 * /api/v1/exports — documents to download (requirements "Exports"), drawn by the documents module.
 *
 *   POST /exports/note/:id?format=pdf|docx → 200 the note as a PDF or Word file
 *   POST /exports/iep-draft {studentId, sections: [{title, text}] (1–10, text ≤ 20,000), format}
 *        → 200 the IEP draft as a PDF or Word file
 *
 * Both answer `Content-Disposition: attachment` with a file name naming the student and the date.
 * Errors: 400 VALIDATION_ERROR naming each bad field (format, sections, a section text over 20,000
 * characters); 400 MALFORMED_JSON; 401 without a session (app.ts); 404 "Note not found" / "Student not
 * found" for a missing or another teacher's record, or an id that is not a UUID (architecture
 * "Request path").
 */

import { createRoute, z } from "@hono/zod-openapi";
import { EXPORT_MIME, iepDraftExportInput, noteExportQuery } from "../../../shared/contracts/exports.ts";
import { noteIdParam } from "../../../shared/contracts/notes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerUser } from "../../lib/team-gate.ts";
import { type ExportedFile, exportIepDraft, exportNote } from "./exports.service.ts";

const binary = z.string().openapi({ format: "binary" });
const fileContent = { [EXPORT_MIME.pdf]: { schema: binary }, [EXPORT_MIME.docx]: { schema: binary } };

const noteExportRoute = createRoute({
  method: "post",
  path: "/exports/note/{id}",
  tags: ["Exports"],
  summary: "One of the teacher's notes as a PDF or Word (.docx) file",
  request: { params: noteIdParam, query: noteExportQuery },
  responses: {
    200: { description: "The note as a file (attachment)", content: fileContent },
    400: errorResponse("Unknown format"),
    401: standardErrors[401],
    404: errorResponse("Note not found"),
  },
});

const iepDraftExportRoute = createRoute({
  method: "post",
  path: "/exports/iep-draft",
  tags: ["Exports"],
  summary: "An IEP draft for one of the teacher's students as a PDF or Word (.docx) file",
  request: { body: { content: jsonContent(iepDraftExportInput), required: true } },
  responses: {
    200: { description: "The IEP draft as a file (attachment)", content: fileContent },
    ...standardErrors,
    404: errorResponse("Student not found"),
  },
});

function fileHeaders(file: ExportedFile, format: keyof typeof EXPORT_MIME) {
  return {
    "Content-Type": EXPORT_MIME[format],
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "Cache-Control": "no-store",
  };
}

/** Builds the exports router; mounted under /api/v1 behind the session check (app.ts). */
export function createExportRoutes(deps: AppDeps) {
  // An id that is not a UUID cannot name one of the teacher's records: the same 404 as a missing one.
  const app = createRouter({
    notFound: messages.notes.notFound,
    bodyIds: { studentId: messages.students.notFound },
  });

  app.openapi(noteExportRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { format } = c.req.valid("query");
    const file = await exportNote(deps.database.db, dataOwnerUser(c), id, format, deps.now());
    return c.body(new Uint8Array(file.bytes), 200, fileHeaders(file, format));
  });

  app.openapi(iepDraftExportRoute, async (c) => {
    const input = c.req.valid("json");
    const file = await exportIepDraft(deps.database.db, dataOwnerUser(c), input, deps.now());
    return c.body(new Uint8Array(file.bytes), 200, fileHeaders(file, input.format));
  });

  return app;
}
