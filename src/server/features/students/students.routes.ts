import { z } from "zod";
import {
  createStudentInput,
  listStudentsQuery,
  studentIdParam,
  studentListSchema,
  studentSchema,
  studentSummarySchema,
  updateStudentInput,
} from "../../../shared/contracts/students.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { createRouter, errorResponse, resourceRoutes } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { fileStoreOf } from "../files/index.ts";
import { studentAsSeenBy } from "./shared-students.ts";
import { createStudentListCache } from "./student-list-cache.ts";
import { createStudent, deleteStudent, getStudent, updateStudent } from "./students.service.ts";

const TAG = "Students";

const caseload = resourceRoutes({ tag: TAG, path: "/students", schema: studentSchema });
const listRoute = caseload.listBy(
  "The teacher's students ordered by name, then the students shared with them (with `sharing`, redacted for the role)",
  listStudentsQuery,
  "Students: full records, or the summary fields with `view=summary`",
  z.union([studentListSchema, z.array(studentSummarySchema)]),
);

const createRouteDef = caseload.create("Add a student", createStudentInput, "The saved student", {
  403: errorResponse("STUDENT_LIMIT_REACHED: the caseload is full on the teacher's plan"),
});

const byId = caseload.byId(studentIdParam, "Student not found");
const getRoute = byId.get("One student", "The student");
const updateRoute = byId.update("Change some fields of a student", updateStudentInput, "The updated student");
const deleteRoute = byId.delete("Delete a student (a copy is kept in the deleted-student archive)");

/** Builds the students router; mounted under /api/v1 behind the session check (app.ts). */
export function createStudentRoutes(deps: AppDeps) {
  // A path id that is not a UUID cannot name a student of this teacher: same 404 as a missing one.
  const app = createRouter({ notFound: messages.students.notFound });
  const db = () => deps.database.db;
  // This instance's copy of each teacher's last list, checked against the database (decision 018).
  const lists = createStudentListCache({ ownChanges: deps.database.ownChanges });

  // The teacher's own students, then those shared with them (requirements "Shared students in lists").
  app.openapi(listRoute, async (c) => {
    const userId = dataOwnerOf(c);
    // The list projection for lists and pickers; full records stay the default for older clients.
    const view = c.req.valid("query").view === "summary" ? "summary" : "full";
    const body = await lists.json(db(), userId, view);
    // The JSON text the service's list serialises to; typed as the route's answer for the OpenAPI router.
    return c.body(body, 200, { "content-type": "application/json" }) as never;
  });

  app.openapi(createRouteDef, async (c) =>
    c.json(await createStudent(db(), dataOwnerOf(c), c.req.valid("json"), deps.now()), 201),
  );

  // A member reads the student as far as their role may (requirements "Shared students in lists").
  app.openapi(getRoute, async (c) => {
    const student = await getStudent(db(), dataOwnerOf(c), c.req.valid("param").id);
    return c.json(await studentAsSeenBy(db(), student, c.get("teamAccess")), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid("param");
    const student = await updateStudent(db(), dataOwnerOf(c), id, c.req.valid("json"), deps.now());
    return c.json(await studentAsSeenBy(db(), student, c.get("teamAccess")), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    await deleteStudent(db(), dataOwnerOf(c), c.req.valid("param").id, {
      store: fileStoreOf(deps),
      log: deps.log,
    });
    return c.body(null, 204);
  });

  return app;
}
