/**
 * /api/v1 services and the service log (requirements "Services", "Service log").
 *
 *   GET    /students/:studentId/services → 200 Service[] by start date
 *   POST   /students/:studentId/services → 201 Service        (body: createServiceInput)
 *   PATCH  /services/:id                 → 200 Service        (body: updateServiceInput)
 *   DELETE /services/:id[?deleteSessions=true] → 204; 409 SERVICE_HAS_SESSIONS while it has logged
 *          sessions and the deletion is not confirmed
 *   GET    /service-sessions?studentId&serviceId&from&to&limit&cursor → 200 { items, nextCursor }
 *   POST   /service-sessions             → 201 ServiceSession (body: createServiceSessionInput)
 *   PATCH  /service-sessions/:id         → 200 ServiceSession (body: updateServiceSessionInput)
 *   DELETE /service-sessions/:id         → 204
 *
 * Errors: 400 VALIDATION_ERROR naming each field; 401 without a session (app.ts); 404 "Student not
 * found" / "Service not found" / "Session not found" for a missing or another teacher's record or an
 * id that is not a UUID (architecture "Request path").
 */

import { createRoute } from "@hono/zod-openapi";
import {
  createServiceInput,
  createServiceSessionInput,
  SESSIONS_PAGE_DEFAULT,
  serviceDeleteQuery,
  serviceIdParam,
  serviceSchema,
  serviceSessionIdParam,
  serviceSessionListQuery,
  serviceSessionPageSchema,
  serviceSessionSchema,
  studentServicesParam,
  updateServiceInput,
  updateServiceSessionInput,
} from "../../../shared/contracts/services.ts";
import {
  createRouter,
  errorResponse,
  jsonContent,
  resourceRoutes,
  standardErrors,
} from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import {
  createServiceSession,
  deleteServiceSession,
  listServiceSessions,
  updateServiceSession,
} from "./service-sessions.service.ts";
import {
  createService,
  deleteService,
  listStudentServices,
  SERVICE_MESSAGES,
  updateService,
} from "./services.service.ts";

const SERVICES = "Services";
const LOG = "Service log";

const studentServicesPath = "/students/{studentId}/services";
const studentNotFound404 = { 404: errorResponse(SERVICE_MESSAGES.studentNotFound) };

const listServicesRoute = createRoute({
  method: "get",
  path: studentServicesPath,
  tags: [SERVICES],
  summary: "A student's IEP services, by start date",
  request: { params: studentServicesParam },
  responses: {
    200: { description: "The services", content: jsonContent(serviceSchema.array()) },
    401: standardErrors[401],
    ...studentNotFound404,
  },
});

const createServiceRoute = createRoute({
  method: "post",
  path: studentServicesPath,
  tags: [SERVICES],
  summary: "Add an IEP service to a student",
  request: {
    params: studentServicesParam,
    body: { content: jsonContent(createServiceInput), required: true },
  },
  responses: {
    201: { description: "The saved service", content: jsonContent(serviceSchema) },
    ...standardErrors,
    ...studentNotFound404,
  },
});

const services = resourceRoutes({ tag: SERVICES, path: "/services", schema: serviceSchema });
const serviceById = services.byId(serviceIdParam, SERVICE_MESSAGES.serviceNotFound);
const updateServiceRoute = serviceById.update("Change a service", updateServiceInput, "The updated service");
const deleteServiceRoute = createRoute({
  method: "delete",
  path: "/services/{id}",
  tags: [SERVICES],
  summary: "Delete a service (with its logged sessions only when confirmed by deleteSessions=true)",
  request: { params: serviceIdParam, query: serviceDeleteQuery },
  responses: {
    204: { description: "Deleted" },
    ...standardErrors,
    404: errorResponse(SERVICE_MESSAGES.serviceNotFound),
    409: errorResponse(
      "The service has logged sessions (`details.sessions`); end it instead, or send deleteSessions=true",
    ),
  },
});

const sessions = resourceRoutes({ tag: LOG, path: "/service-sessions", schema: serviceSessionSchema });
const listSessionsRoute = sessions.listBy(
  "The service log, newest session date first, one keyset page",
  serviceSessionListQuery,
  "One page `{ items, nextCursor }` (50 sessions when no `limit` is sent)",
  serviceSessionPageSchema,
  { 404: errorResponse("Student or service not found") },
);
const createSessionRoute = sessions.create(
  "Log a session of a service",
  createServiceSessionInput,
  "The logged session",
  { 404: errorResponse(SERVICE_MESSAGES.serviceNotFound) },
);
const sessionById = sessions.byId(serviceSessionIdParam, SERVICE_MESSAGES.sessionNotFound);
const updateSessionRoute = sessionById.update(
  "Change a logged session",
  updateServiceSessionInput,
  "The updated session",
);
const deleteSessionRoute = sessionById.delete("Delete a logged session");

/** Builds the services and service-log router; mounted under /api/v1 behind the session check (app.ts). */
export function createServiceRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  // Path ids name the entity of their route; a malformed filter or body id is that entity's 404.
  const studentApp = createRouter({ notFound: SERVICE_MESSAGES.studentNotFound });
  const serviceApp = createRouter({ notFound: SERVICE_MESSAGES.serviceNotFound });
  const sessionApp = createRouter({
    notFound: SERVICE_MESSAGES.sessionNotFound,
    queryIds: { studentId: SERVICE_MESSAGES.studentNotFound, serviceId: SERVICE_MESSAGES.serviceNotFound },
    bodyIds: { serviceId: SERVICE_MESSAGES.serviceNotFound },
  });

  studentApp.openapi(listServicesRoute, async (c) =>
    c.json(await listStudentServices(db(), dataOwnerOf(c), c.req.valid("param").studentId), 200),
  );
  studentApp.openapi(createServiceRoute, async (c) =>
    c.json(
      await createService(
        db(),
        dataOwnerOf(c),
        c.req.valid("param").studentId,
        c.req.valid("json"),
        deps.now(),
      ),
      201,
    ),
  );

  serviceApp.openapi(updateServiceRoute, async (c) =>
    c.json(
      await updateService(db(), dataOwnerOf(c), c.req.valid("param").id, c.req.valid("json"), deps.now()),
      200,
    ),
  );
  serviceApp.openapi(deleteServiceRoute, async (c) => {
    const deleteSessions = c.req.valid("query").deleteSessions === "true";
    await deleteService(db(), dataOwnerOf(c), c.req.valid("param").id, { deleteSessions });
    return c.body(null, 204);
  });

  sessionApp.openapi(listSessionsRoute, async (c) => {
    const { limit, ...filter } = c.req.valid("query");
    const page = await listServiceSessions(db(), dataOwnerOf(c), {
      ...filter,
      limit: limit ?? SESSIONS_PAGE_DEFAULT,
    });
    return c.json(page, 200);
  });
  sessionApp.openapi(createSessionRoute, async (c) =>
    c.json(
      // The signed-in teacher is the session's author, also on a shared student (requirements "Authorship").
      await createServiceSession(db(), dataOwnerOf(c), c.req.valid("json"), deps.now(), c.get("user").id),
      201,
    ),
  );
  sessionApp.openapi(updateSessionRoute, async (c) =>
    c.json(
      await updateServiceSession(
        db(),
        dataOwnerOf(c),
        c.req.valid("param").id,
        c.req.valid("json"),
        deps.now(),
      ),
      200,
    ),
  );
  sessionApp.openapi(deleteSessionRoute, async (c) => {
    await deleteServiceSession(db(), dataOwnerOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

  const app = createRouter();
  app.route("/", studentApp);
  app.route("/", serviceApp);
  app.route("/", sessionApp);
  return app;
}
