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
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../shared/contracts/common.ts";
import {
  createStudentInput,
  studentIdParam,
  studentListSchema,
  studentSchema,
  updateStudentInput,
} from "../../../shared/contracts/students.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { notFound } from "../../lib/app-error.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { validationError } from "../../lib/validation.ts";
import { createStudent, deleteStudent, getStudent, listStudents, updateStudent } from "./students.service.ts";

const TAG = "Students";
const json = <T>(schema: T) => ({ "application/json": { schema } });

const errors = {
  400: { description: "Invalid input; the message names each field", content: json(apiErrorSchema) },
  401: { description: "Not signed in", content: json(apiErrorSchema) },
};
const notFoundResponse = { 404: { description: "Student not found", content: json(apiErrorSchema) } };

const listRoute = createRoute({
  method: "get",
  path: "/students",
  tags: [TAG],
  summary: "The teacher's students, ordered by name",
  responses: { 200: { description: "Students", content: json(studentListSchema) }, 401: errors[401] },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/students",
  tags: [TAG],
  summary: "Add a student",
  request: { body: { content: json(createStudentInput), required: true } },
  responses: { 201: { description: "The saved student", content: json(studentSchema) }, ...errors },
});

const getRoute = createRoute({
  method: "get",
  path: "/students/{id}",
  tags: [TAG],
  summary: "One student",
  request: { params: studentIdParam },
  responses: {
    200: { description: "The student", content: json(studentSchema) },
    401: errors[401],
    ...notFoundResponse,
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/students/{id}",
  tags: [TAG],
  summary: "Change some fields of a student",
  request: { params: studentIdParam, body: { content: json(updateStudentInput), required: true } },
  responses: {
    200: { description: "The updated student", content: json(studentSchema) },
    ...errors,
    ...notFoundResponse,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/students/{id}",
  tags: [TAG],
  summary: "Delete a student (a copy is kept in the deleted-student archive)",
  request: { params: studentIdParam },
  responses: { 204: { description: "Deleted" }, 401: errors[401], ...notFoundResponse },
});

/** Builds the students router; mounted under /api/v1 behind the session check (app.ts). */
export function createStudentRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      // A path id that is not a UUID cannot name a student of this teacher: same 404 as a missing one.
      if (result.target === "param") throw notFound(messages.students.notFound);
      throw validationError(result.error);
    },
  });
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
