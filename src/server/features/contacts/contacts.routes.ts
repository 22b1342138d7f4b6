/**
 * The parent contact log (requirements "Parent contact log"):
 *
 *   GET    /students/:studentId/contacts?meetingId=&from=&to=  → 200 Contact[] newest first
 *   POST   /students/:studentId/contacts                       → 201 Contact (body: createContactInput)
 *   PATCH  /contacts/:id                                       → 200 Contact (body: updateContactInput)
 *   DELETE /contacts/:id                                       → 204
 *   GET    /students/:studentId/contact-log?from=&to=          → 200 application/pdf
 *
 * Errors: 400 VALIDATION_ERROR naming each bad field (a date after today in the teacher's zone, a
 * follow-up before the contact date, `from` after `to`, an unknown method); 401 without a session;
 * 404 "Student not found", "Contact not found" or "Meeting not found" for a missing, malformed or
 * another teacher's id, or a meeting of another student (architecture "Request path").
 */

import { createRoute, z } from "@hono/zod-openapi";
import {
  contactIdParam,
  contactListQuery,
  contactLogQuery,
  contactSchema,
  createContactInput,
  studentContactsParam,
  updateContactInput,
} from "../../../shared/contracts/contacts.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import {
  createRouter,
  entityRoutes,
  errorResponse,
  jsonContent,
  standardErrors,
} from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf, dataOwnerUser } from "../../lib/team-gate.ts";
import { renderContactLog } from "./contact-log.ts";
import {
  CONTACT_MESSAGES,
  createContact,
  deleteContact,
  listContacts,
  updateContact,
} from "./contacts.service.ts";

const TAG = "Parent contacts";
const STUDENT_OR_MEETING = errorResponse("Student not found, or a meeting that is not one of this student's");

const listRoute = createRoute({
  method: "get",
  path: "/students/{studentId}/contacts",
  tags: [TAG],
  summary: "A student's parent contacts, newest first",
  request: { params: studentContactsParam, query: contactListQuery },
  responses: {
    200: { description: "The contacts", content: jsonContent(z.array(contactSchema)) },
    ...standardErrors,
    404: STUDENT_OR_MEETING,
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/students/{studentId}/contacts",
  tags: [TAG],
  summary: "Log a parent contact (a follow-up date makes a follow_up deadline)",
  request: {
    params: studentContactsParam,
    body: { content: jsonContent(createContactInput), required: true },
  },
  responses: {
    201: { description: "The logged contact", content: jsonContent(contactSchema) },
    ...standardErrors,
    404: STUDENT_OR_MEETING,
  },
});

const logRoute = createRoute({
  method: "get",
  path: "/students/{studentId}/contact-log",
  tags: [TAG],
  summary: "A student's contact log for a date range, as a PDF",
  request: { params: studentContactsParam, query: contactLogQuery },
  responses: {
    200: {
      description: "The contact log (PDF, US Letter)",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...standardErrors,
    404: errorResponse("Student not found"),
  },
});

const byId = entityRoutes({
  tag: TAG,
  path: "/contacts/{id}",
  params: contactIdParam,
  notFoundDescription: "Contact (or linked meeting) not found",
  schema: contactSchema,
});
const updateRoute = byId.update("Change a parent contact", updateContactInput, "The changed contact");
const deleteRoute = byId.delete("Delete a parent contact (and its pending follow-up deadline)");

/** Builds the contacts router; mounted under /api/v1 behind the session check (app.ts). */
export function createContactRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  // Path ids: a malformed student id is "Student not found"; a contact id "Contact not found".
  const students = createRouter({
    notFound: messages.students.notFound,
    queryIds: { meetingId: CONTACT_MESSAGES.meetingNotFound },
    bodyIds: { meetingId: CONTACT_MESSAGES.meetingNotFound },
  });
  const contacts = createRouter({
    notFound: CONTACT_MESSAGES.notFound,
    bodyIds: { meetingId: CONTACT_MESSAGES.meetingNotFound },
  });

  students.openapi(listRoute, async (c) =>
    c.json(
      await listContacts(db(), dataOwnerOf(c), c.req.valid("param").studentId, c.req.valid("query")),
      200,
    ),
  );

  students.openapi(createRouteDef, async (c) =>
    c.json(
      await createContact(
        db(),
        dataOwnerOf(c),
        c.req.valid("param").studentId,
        c.req.valid("json"),
        deps.now(),
        // The signed-in teacher is the contact's author, also on a shared student (requirements "Authorship").
        c.get("user").id,
      ),
      201,
    ),
  );

  students.openapi(logRoute, async (c) => {
    const { pdf, filename } = await renderContactLog(
      db(),
      dataOwnerUser(c),
      c.req.valid("param").studentId,
      c.req.valid("query"),
      deps.now(),
    );
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    });
  });

  contacts.openapi(updateRoute, async (c) =>
    c.json(
      await updateContact(db(), dataOwnerOf(c), c.req.valid("param").id, c.req.valid("json"), deps.now()),
      200,
    ),
  );

  contacts.openapi(deleteRoute, async (c) => {
    await deleteContact(db(), dataOwnerOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

  return students.route("/", contacts);
}
