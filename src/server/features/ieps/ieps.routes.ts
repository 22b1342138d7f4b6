/**
 * A student's IEP versions (requirements "IEP versions"):
 *
 *   GET    /students/:studentId/ieps  → 200 IepList, newest first
 *   POST   /students/:studentId/ieps  → 201 Iep, a draft (body: createIepInput)
 *   GET    /ieps/:id                  → 200 Iep
 *   PATCH  /ieps/:id                  → 200 Iep (body: updateIepInput; a draft only)
 *   DELETE /ieps/:id                  → 204 (a draft only)
 *   POST   /ieps/:id/finalize         → 200 Iep
 *   POST   /ieps/:id/update-record    → 200 UpdateRecordFromIepResult (body: updateRecordFromIepInput)
 *
 * Errors: 400 VALIDATION_ERROR (dates, what a draft lacks to be final); 404 "Student not found",
 * "IEP not found", "Meeting not found" for a missing, malformed or another teacher's id; 409 IEP_FINAL
 * (a write to a final or superseded version), IEP_DRAFT_EXISTS (a second draft; details.iepId),
 * CONFLICT (an amendment of a version that is not final). Every route is a row of the team gate
 * (`lib/team-operations.ts`): routes act on the student's owner (`dataOwnerOf`).
 */
import { createRoute } from "@hono/zod-openapi";
import {
  createIepInput,
  iepIdParam,
  iepListSchema,
  iepSchema,
  studentIepsParam,
  updateIepInput,
  updateRecordFromIepInput,
  updateRecordFromIepResult,
} from "../../../shared/contracts/ieps.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import {
  createRouter,
  entityRoutes,
  errorResponse,
  jsonContent,
  standardErrors,
} from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { finalizeIep } from "./iep-finalize.ts";
import { updateRecordFromIep } from "./iep-update-record.ts";
import { createIep, deleteIep, getIep, IEP_MESSAGES, listIeps, updateIep } from "./ieps.service.ts";

const TAG = "IEP versions";
const FINAL = errorResponse("The IEP is final or superseded (IEP_FINAL), or the student already has a draft");

const listRoute = createRoute({
  method: "get",
  path: "/students/{studentId}/ieps",
  tags: [TAG],
  summary: "A student's IEP versions, newest first",
  request: { params: studentIepsParam },
  responses: {
    200: { description: "The versions", content: jsonContent(iepListSchema) },
    401: standardErrors[401],
    404: errorResponse("Student not found"),
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/students/{studentId}/ieps",
  tags: [TAG],
  summary: "Start an IEP draft from the record (an amendment: from the final IEP it amends)",
  request: { params: studentIepsParam, body: { content: jsonContent(createIepInput), required: true } },
  responses: {
    201: { description: "The draft", content: jsonContent(iepSchema) },
    ...standardErrors,
    404: errorResponse("Student, meeting or amended IEP not found"),
    409: errorResponse("The student already has a draft (IEP_DRAFT_EXISTS), or the amended IEP is not final"),
  },
});

const byId = entityRoutes({
  tag: TAG,
  path: "/ieps/{id}",
  params: iepIdParam,
  notFoundDescription: "IEP (or meeting) not found",
  schema: iepSchema,
});
const getRoute = byId.get("One IEP version", "The IEP version");
const updateRouteBase = byId.update("Change a draft", updateIepInput, "The changed draft");
const updateRoute = { ...updateRouteBase, responses: { ...updateRouteBase.responses, 409: FINAL } };
const deleteRouteBase = byId.delete("Delete a draft");
const deleteRoute = { ...deleteRouteBase, responses: { ...deleteRouteBase.responses, 409: FINAL } };

const finalizeRoute = createRoute({
  method: "post",
  path: "/ieps/{id}/finalize",
  tags: [TAG],
  summary: "Finalize a draft: it becomes final, the previous final superseded",
  request: { params: iepIdParam },
  responses: {
    200: { description: "The final IEP", content: jsonContent(iepSchema) },
    ...standardErrors,
    404: errorResponse("IEP not found"),
    409: FINAL,
  },
});

const updateRecordRoute = createRoute({
  method: "post",
  path: "/ieps/{id}/update-record",
  tags: [TAG],
  summary: "Update the record's fields from the IEP's sections (field history kept)",
  request: {
    params: iepIdParam,
    body: { content: jsonContent(updateRecordFromIepInput), required: true },
  },
  responses: {
    200: { description: "The fields that changed", content: jsonContent(updateRecordFromIepResult) },
    ...standardErrors,
    404: errorResponse("IEP not found"),
  },
});

/** Builds the IEP versions router; mounted under /api/v1 behind the session check and the team gate (app.ts). */
export function createIepRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const studentRoutes = createRouter({
    notFound: messages.students.notFound,
    bodyIds: { meetingId: IEP_MESSAGES.meetingNotFound, amends: IEP_MESSAGES.notFound },
  });
  const iepRoutes = createRouter({
    notFound: IEP_MESSAGES.notFound,
    bodyIds: { meetingId: IEP_MESSAGES.meetingNotFound },
  });

  studentRoutes.openapi(listRoute, async (c) =>
    c.json({ ieps: await listIeps(db(), dataOwnerOf(c), c.req.valid("param").studentId) }, 200),
  );

  studentRoutes.openapi(createRouteDef, async (c) =>
    c.json(
      await createIep(
        db(),
        dataOwnerOf(c),
        c.req.valid("param").studentId,
        c.req.valid("json"),
        deps.now(),
        c.get("user").id,
      ),
      201,
    ),
  );

  iepRoutes.openapi(getRoute, async (c) =>
    c.json(await getIep(db(), dataOwnerOf(c), c.req.valid("param").id), 200),
  );

  iepRoutes.openapi(updateRoute, async (c) =>
    c.json(
      await updateIep(db(), dataOwnerOf(c), c.req.valid("param").id, c.req.valid("json"), deps.now()),
      200,
    ),
  );

  iepRoutes.openapi(deleteRoute, async (c) => {
    await deleteIep(db(), dataOwnerOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

  iepRoutes.openapi(finalizeRoute, async (c) =>
    c.json(
      await finalizeIep(db(), dataOwnerOf(c), c.req.valid("param").id, c.get("user").id, deps.now()),
      200,
    ),
  );

  iepRoutes.openapi(updateRecordRoute, async (c) =>
    c.json(
      await updateRecordFromIep(
        db(),
        dataOwnerOf(c),
        c.req.valid("param").id,
        c.req.valid("json"),
        deps.now(),
      ),
      200,
    ),
  );

  return studentRoutes.route("/", iepRoutes);
}
