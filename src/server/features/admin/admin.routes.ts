/**
 * The admin API (requirements "Admin area"), mounted at /api/admin behind the admin gate (app.ts):
 *   /auth/*                               the sign-in steps (admin-auth.routes.ts)
 *   GET  /teachers?q&plan&status&confirmed&blacklisted&sort&page&pageSize → TeacherPage
 *   GET  /teachers/:teacherId             → TeacherDetail (counts only; audited)
 *   GET  /teachers/:teacherId/students    → SharedStudentLine[] (only with the teacher's consent; audited)
 *   GET  /teachers/:teacherId/students/:studentId → Student (only with the teacher's consent; audited)
 *   POST /teachers/:teacherId/<action>    { reason, days? } → { ok, detail } (audited; one route per action)
 *   POST /reregistrations                 { email, reason } → 204 (audited)
 *   GET  /settings | PATCH /settings      { …changes, reason } → AdminSettings (audited)
 *   /dashboard, /analytics, /audit: admin-reports.routes.ts. The staff ticket routes are support's
 *   (`support-admin.routes.ts`), mounted beside these by app.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  adminSettingsSchema,
  allowReregistrationSchema,
  settingsPatchSchema,
  sharedStudentLineSchema,
  sharedStudentParams,
  TEACHER_ACTION_INPUTS,
  TEACHER_ACTIONS,
  TEACHER_NOT_FOUND,
  type TeacherAction,
  teacherActionResultSchema,
  teacherDetailSchema,
  teacherIdParam,
  teacherListQuerySchema,
  teacherPageSchema,
} from "../../../shared/contracts/admin.ts";
import { studentSchema } from "../../../shared/contracts/students.ts";
import {
  createRouter,
  errorResponse,
  jsonContent,
  staffErrors,
  standardErrors,
} from "../../lib/create-router.ts";
import type { AppDeps, StaffEnv } from "../../lib/hono-env.ts";
import { readSettings } from "../settings/index.ts";
import { createAdminAuthRoutes } from "./admin-auth.routes.ts";
import { createAdminReportRoutes } from "./admin-reports.routes.ts";
import { changeSettings } from "./admin-settings.service.ts";
import { getSharedStudent, listSharedStudents } from "./student-view.service.ts";
import { allowReregistration, runTeacherAction } from "./teacher-actions.service.ts";
import { listTeachers, viewTeacherDetail } from "./teachers.service.ts";

const TEACHERS = "Admin teachers";
const SETTINGS = "Admin settings";
const teacher404 = { 404: errorResponse(TEACHER_NOT_FOUND) };
const inputErrors = { 400: standardErrors[400], ...staffErrors };
const noConsent403 = {
  403: errorResponse(
    "The teacher has not allowed staff to see student records (NO_STAFF_CONSENT), or the admin gate refused",
  ),
};

const listTeachersRoute = createRoute({
  method: "get",
  path: "/teachers",
  tags: [TEACHERS],
  summary: "Teachers: searched (address, name, organisation), filtered, sorted and paged on the server",
  request: { query: teacherListQuerySchema },
  responses: {
    200: { description: "One page of teachers with the total", content: jsonContent(teacherPageSchema) },
    ...inputErrors,
  },
});

const teacherDetailRoute = createRoute({
  method: "get",
  path: "/teachers/{teacherId}",
  tags: [TEACHERS],
  summary:
    "One teacher: profile, plan, usage counts (never student names), sign-ins and tickets; each view is audited",
  request: { params: teacherIdParam },
  responses: {
    200: { description: "The teacher", content: jsonContent(teacherDetailSchema) },
    ...staffErrors,
    ...teacher404,
  },
});

const sharedStudentsRoute = createRoute({
  method: "get",
  path: "/teachers/{teacherId}/students",
  tags: [TEACHERS],
  summary: "The teacher's students (id, name, grade), only with their consent; each view is audited",
  request: { params: teacherIdParam },
  responses: {
    200: {
      description: "The shared caseload by name",
      content: jsonContent(z.array(sharedStudentLineSchema)),
    },
    ...staffErrors,
    ...noConsent403,
    404: errorResponse("Teacher not found."),
  },
});

const sharedStudentRoute = createRoute({
  method: "get",
  path: "/teachers/{teacherId}/students/{studentId}",
  tags: [TEACHERS],
  summary: "One of the teacher's student records, only with their consent; each view is audited",
  request: { params: sharedStudentParams },
  responses: {
    200: { description: "The student record", content: jsonContent(studentSchema) },
    ...staffErrors,
    ...noConsent403,
    404: errorResponse("Teacher not found. / Student not found."),
  },
});

/** `POST /teachers/{teacherId}/<action>`: one route per action, each with its own body. */
const actionRoute = (action: TeacherAction) =>
  createRoute({
    method: "post",
    path: `/teachers/{teacherId}/${action}`,
    tags: [TEACHERS],
    summary: `Teacher action "${action}" with the reason (one audit line)`,
    request: {
      params: teacherIdParam,
      body: { content: jsonContent(TEACHER_ACTION_INPUTS[action]), required: true },
    },
    responses: {
      200: { description: "What changed, as audited", content: jsonContent(teacherActionResultSchema) },
      ...inputErrors,
      ...teacher404,
    },
  });

const reregistrationRoute = createRoute({
  method: "post",
  path: "/reregistrations",
  tags: [TEACHERS],
  summary: "Let a deleted account's address sign up again (audited with the reason)",
  request: { body: { content: jsonContent(allowReregistrationSchema), required: true } },
  responses: {
    204: { description: "The address may sign up again" },
    ...inputErrors,
    404: errorResponse("That address is not blocked."),
  },
});

const settingsAnswer = { description: "Every setting", content: jsonContent(adminSettingsSchema) };
const readSettingsRoute = createRoute({
  method: "get",
  path: "/settings",
  tags: [SETTINGS],
  summary: "The service settings (stored values over the defaults)",
  responses: { 200: settingsAnswer, ...staffErrors },
});
const changeSettingsRoute = createRoute({
  method: "patch",
  path: "/settings",
  tags: [SETTINGS],
  summary: "Change any of the settings, with the reason; applies to the next request (audited)",
  request: { body: { content: jsonContent(settingsPatchSchema), required: true } },
  responses: { 200: settingsAnswer, ...inputErrors },
});

/** Builds the admin API's own routes (mounted under /api/admin behind the admin gate, app.ts). */
export function createAdminRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const app = createRouter<StaffEnv>({ notFound: TEACHER_NOT_FOUND });
  app.route("/", createAdminAuthRoutes(deps));

  app.openapi(listTeachersRoute, async (c) =>
    c.json(await listTeachers(db, c.req.valid("query"), deps.now()), 200),
  );
  app.openapi(teacherDetailRoute, async (c) =>
    c.json(await viewTeacherDetail(db, c.get("actor"), c.req.valid("param").teacherId, deps.now()), 200),
  );
  app.openapi(sharedStudentsRoute, async (c) =>
    c.json(await listSharedStudents(db, c.get("actor"), c.req.valid("param").teacherId), 200),
  );
  app.openapi(sharedStudentRoute, async (c) => {
    const { teacherId, studentId } = c.req.valid("param");
    return c.json(await getSharedStudent(db, c.get("actor"), teacherId, studentId), 200);
  });
  for (const action of TEACHER_ACTIONS) {
    app.openapi(actionRoute(action), async (c) => {
      const { teacherId } = c.req.valid("param");
      const detail = await runTeacherAction(
        db,
        c.get("actor"),
        teacherId,
        action,
        c.req.valid("json"),
        deps.now(),
      );
      return c.json({ ok: true as const, detail }, 200);
    });
  }
  app.openapi(reregistrationRoute, async (c) => {
    const { email, reason } = c.req.valid("json");
    await allowReregistration(db, c.get("actor"), email, reason, deps.now());
    return c.body(null, 204);
  });

  app.openapi(readSettingsRoute, async (c) => c.json(await readSettings(db), 200));
  app.openapi(changeSettingsRoute, async (c) =>
    c.json(await changeSettings(db, c.get("actor"), c.req.valid("json"), deps.now()), 200),
  );

  app.route("/", createAdminReportRoutes(deps));
  return app;
}
