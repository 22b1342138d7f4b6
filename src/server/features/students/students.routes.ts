/**
 * /api/v1/students — the teacher's caseload (spec §3 "Student", §7 "Students").
 *
 *   GET    /students        → 200 Student[] ordered by name
 *   POST   /students        → 201 Student           (body: createStudentInput)
 *   GET    /students/:id    → 200 Student
 *   PATCH  /students/:id    → 200 Student           (body: updateStudentInput, at least one field)
 *   DELETE /students/:id    → 204, the row archived in deleted_students
 *
 * Errors: 400 VALIDATION_ERROR naming each bad or unknown field; 400 MALFORMED_JSON; 401 without a
 * session (app.ts); 404 "Student not found" for a missing id, another teacher's id, or a path id that
 * is not a UUID (architecture §4: never reveal whether a row exists).
 */
import { createRoute } from "@hono/zod-openapi";
import {
  createStudentInput,
  studentIdParam,
  studentListSchema,
  studentSchema,
  updateStudentInput,
} from "../../../shared/contracts/students.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { createRouter, entityRoutes, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { createStudent, deleteStudent, getStudent, listStudents, updateStudent } from "./students.service.ts";

const TAG = "Students";

const listRoute = createRoute({
  method: "get",
  path: "/students",
  tags: [TAG],
  summary: "The teacher's students, ordered by name",
  responses: {
    200: { description: "Students", content: jsonContent(studentListSchema) },
    401: standardErrors[401],
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/students",
  tags: [TAG],
  summary: "Add a student",
  request: { body: { content: jsonContent(createStudentInput), required: true } },
  responses: {
    201: { description: "The saved student", content: jsonContent(studentSchema) },
    ...standardErrors,
  },
});

const byId = entityRoutes({
  tag: TAG,
  path: "/students/{id}",
  params: studentIdParam,
  notFoundDescription: "Student not found",
  schema: studentSchema,
});
const getRoute = byId.get("One student", "The student");
const updateRoute = byId.update("Change some fields of a student", updateStudentInput, "The updated student");
const deleteRoute = byId.delete("Delete a student (a copy is kept in the deleted-student archive)");

/** Builds the students router; mounted under /api/v1 behind the session check (app.ts). */
export function createStudentRoutes(deps: AppDeps) {
  // A path id that is not a UUID cannot name a student of this teacher: same 404 as a missing one.
  const app = createRouter({ notFound: messages.students.notFound });
  const db = () => deps.database.db;

  app.openapi(listRoute, async (c) => c.json(await listStudents(db(), c.get("user").id), 200));

  app.openapi(createRouteDef, async (c) =>
    c.json(await createStudent(db(), c.get("user").id, c.req.valid("json"), deps.now()), 201),
  );

  app.openapi(getRoute, async (c) =>
    c.json(await getStudent(db(), c.get("user").id, c.req.valid("param").id), 200),
  );

  app.openapi(updateRoute, async (c) =>
    c.json(
      await updateStudent(db(), c.get("user").id, c.req.valid("param").id, c.req.valid("json"), deps.now()),
      200,
    ),
  );

  app.openapi(deleteRoute, async (c) => {
    await deleteStudent(db(), c.get("user").id, c.req.valid("param").id);
    return c.body(null, 204);
  });

  return app;
}
