/**
 * The IEP's documents (requirements "Notices"), behind the access gate with "record.read":
 *
 *   GET /ieps/:id/pdf?language=en|es   → 200 the IEP as a PDF, its signature page last when it has one
 *   GET /ieps/:id/docx?language=en|es  → 200 the same as a Word file
 *   GET /ieps/:id/notices/:notice?format=pdf|docx&language=en|es
 *        → 200 the prior written notice (34 CFR 300.503) or a consent form (34 CFR 300.300)
 *
 * `language` defaults to the student's home language when Spanish, else English. Every answer is an
 * attachment (`iep-<student>-<start date>.pdf`, `<notice>-<student>-<start date>.<ext>`) with
 * `Cache-Control: no-store` and `X-Content-Type-Options: nosniff`. Errors: 400 VALIDATION_ERROR for an
 * unknown format or language; 404 "IEP not found" for a missing or another teacher's IEP or an id
 * that is not a UUID; 404 "Notice not found" for an unknown notice. Audited: `iep.export` and
 * `iep.notice_export` with the format, language (and notice) — never the text.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { EXPORT_MIME } from "../../../shared/contracts/exports.ts";
import {
  iepDocumentQuery,
  iepIdParam,
  iepNoticeParams,
  iepNoticeQuery,
} from "../../../shared/contracts/ieps.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { createRouter, errorResponse, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { validationError } from "../../lib/validation.ts";
import { type IepFile, iepDocumentFile, iepNoticeFile } from "./iep-document-file.ts";

const IEP_NOT_FOUND = "IEP not found";

const binary = z.string().openapi({ format: "binary" });
const fileContent = { [EXPORT_MIME.pdf]: { schema: binary }, [EXPORT_MIME.docx]: { schema: binary } };

const documentRoute = (format: "pdf" | "docx") =>
  createRoute({
    method: "get",
    path: `/ieps/{id}/${format}`,
    tags: ["IEPs"],
    summary: `An IEP version as a ${format === "pdf" ? "PDF" : "Word (.docx)"} file, with its signature page`,
    request: { params: iepIdParam, query: iepDocumentQuery },
    responses: {
      200: { description: "The IEP as a file (attachment)", content: fileContent },
      ...standardErrors,
      404: errorResponse(IEP_NOT_FOUND),
    },
  });

const noticeRoute = createRoute({
  method: "get",
  path: "/ieps/{id}/notices/{notice}",
  tags: ["IEPs"],
  summary: "The prior written notice or a consent form made from an IEP, as a PDF or Word file",
  request: { params: iepNoticeParams, query: iepNoticeQuery },
  responses: {
    200: { description: "The notice as a file (attachment)", content: fileContent },
    ...standardErrors,
    404: errorResponse("IEP not found / Notice not found"),
  },
});

function fileHeaders(file: IepFile, format: "pdf" | "docx") {
  return {
    "Content-Type": EXPORT_MIME[format],
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
}

/** Builds the IEP documents router; mounted under /api/v1 behind the session check and the gate. */
export function createIepDocumentRoutes(deps: AppDeps) {
  const app = createRouter({ notFound: IEP_NOT_FOUND });
  const db = deps.database.db;

  for (const format of ["pdf", "docx"] as const) {
    app.openapi(documentRoute(format), async (c) => {
      const { id } = c.req.valid("param");
      const { language } = c.req.valid("query");
      const file = await iepDocumentFile(db, dataOwnerOf(c), id, format, language);
      if (!file) throw notFound(IEP_NOT_FOUND);
      await recordAudit(db, {
        userId: c.get("user").id,
        action: "iep.export",
        entity: "iep",
        entityId: id,
        detail: { format, language: file.language },
      });
      return c.body(new Uint8Array(file.bytes), 200, fileHeaders(file, format));
    });
  }

  app.openapi(
    noticeRoute,
    async (c) => {
      const { id, notice } = c.req.valid("param");
      const { format, language } = c.req.valid("query");
      const file = await iepNoticeFile(db, dataOwnerOf(c), id, notice, format, language);
      if (!file) throw notFound(IEP_NOT_FOUND);
      await recordAudit(db, {
        userId: c.get("user").id,
        action: "iep.notice_export",
        entity: "iep",
        entityId: id,
        detail: { notice, format, language: file.language },
      });
      return c.body(new Uint8Array(file.bytes), 200, fileHeaders(file, format));
    },
    // This hook replaces the router's: a bad id reads "IEP not found", an unknown notice "Notice not
    // found" (the contract's messages, id first); a bad query is 400 naming the field, as elsewhere.
    (result) => {
      if (result.success) return;
      if (result.target === "param") throw notFound(result.error.issues[0]?.message ?? IEP_NOT_FOUND);
      throw validationError(result.error);
    },
  );

  return app;
}
