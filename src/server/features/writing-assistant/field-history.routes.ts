/**
 * Saving an IEP draft and the field history (requirements "IEP draft"; contracts/field-history.ts).
 *
 *   POST /students/:id/iep-save {presentLevels?, iepDetails?, serviceDelivery?, accommodations?}
 *        → 200 {student, changes:[{field, before, after}]} (previous versions kept)
 *   GET  /students/:id/field-history → 200 [{id, field, previousValue, newValue, origin, createdAt}]
 *   POST /students/:id/field-history/:entryId/restore → 200 {student, changes}
 *
 * Errors: 400 VALIDATION_ERROR naming each field; 401 without a session (app.ts); 404 "Student not
 * found" (missing, malformed or another teacher's), "Version not found".
 */

import { createRoute } from "@hono/zod-openapi";
import {
  fieldHistoryList,
  iepSaveInput,
  iepSaveResult,
  restoreParam,
  studentHistoryParam,
} from "../../../shared/contracts/field-history.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { listFieldHistory, restoreFieldVersion, saveIepDraft } from "./field-history.service.ts";

const saveRoute = createRoute({
  method: "post",
  path: "/students/{id}/iep-save",
  tags: ["Students"],
  summary: "Save IEP draft fields to the student, keeping the previous versions",
  request: { params: studentHistoryParam, body: { content: jsonContent(iepSaveInput), required: true } },
  responses: {
    200: {
      description: "The saved student and the fields that changed",
      content: jsonContent(iepSaveResult),
    },
    ...standardErrors,
    404: errorResponse("Student not found"),
  },
});

const historyRoute = createRoute({
  method: "get",
  path: "/students/{id}/field-history",
  tags: ["Students"],
  summary: "Earlier versions of the student's IEP fields, newest first",
  request: { params: studentHistoryParam },
  responses: {
    200: { description: "The field history", content: jsonContent(fieldHistoryList) },
    ...standardErrors,
    404: errorResponse("Student not found"),
  },
});

const restoreRoute = createRoute({
  method: "post",
  path: "/students/{id}/field-history/{entryId}/restore",
  tags: ["Students"],
  summary: "Put a field back to the value it had before a saved version",
  request: { params: restoreParam },
  responses: {
    200: { description: "The student after the restore", content: jsonContent(iepSaveResult) },
    ...standardErrors,
    404: errorResponse("Student or version not found"),
  },
});

/** The field-history router, mounted under /api/v1 by app.ts. */
export function createFieldHistoryRoutes(deps: AppDeps) {
  const app = createRouter({ notFound: "Student not found" });
  app.openapi(saveRoute, async (c) => {
    const result = await saveIepDraft(
      deps.database.db,
      dataOwnerOf(c),
      c.req.valid("param").id,
      c.req.valid("json"),
      deps.now(),
    );
    return c.json(result, 200);
  });
  app.openapi(historyRoute, async (c) => {
    return c.json(await listFieldHistory(deps.database.db, dataOwnerOf(c), c.req.valid("param").id), 200);
  });
  app.openapi(restoreRoute, async (c) => {
    const { id, entryId } = c.req.valid("param");
    return c.json(await restoreFieldVersion(deps.database.db, dataOwnerOf(c), id, entryId, deps.now()), 200);
  });
  return app;
}
