/**
 * The admin API (requirements "Admin area"), mounted at /api/admin behind `adminGate`:
 *   /auth/*                               the sign-in steps (admin-auth.routes.ts)
 *   GET  /teachers?q&plan&status&confirmed&blacklisted&sort&page&pageSize → TeacherPage
 *   GET  /teachers/:teacherId             → TeacherDetail (counts only)
 *   GET  /teachers/:teacherId/students    → SharedStudentLine[] (only with the teacher's consent; audited)
 *   GET  /teachers/:teacherId/students/:studentId → Student (only with the teacher's consent; audited)
 *   POST /teachers/:teacherId/<action>    { reason, days? } → { ok, detail } (audited)
 *   POST /reregistrations                 { email, reason } → 204 (audited)
 *   GET  /settings | PATCH /settings      { …changes, reason } → AdminSettings (audited)
 *   /tickets, /dashboard, /analytics, /audit: their own modules.
 */
import { Hono } from "hono";
import {
  adminReasonSchema,
  allowReregistrationSchema,
  extendTrialSchema,
  settingsPatchSchema,
  TEACHER_ACTIONS,
  type TeacherAction,
  teacherListQuerySchema,
} from "../../../shared/contracts/admin.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { createAdminTicketRoutes } from "../support/support-admin.routes.ts";
import { auditAdmin } from "./admin-audit.ts";
import { createAdminAuthRoutes } from "./admin-auth.routes.ts";
import { type AdminEnv, adminGate } from "./admin-guard.ts";
import { createAdminReportRoutes } from "./admin-reports.routes.ts";
import { readSettings, writeSettings } from "./settings.service.ts";
import { getSharedStudent, listSharedStudents } from "./student-view.service.ts";
import { allowReregistration, runTeacherAction } from "./teacher-actions.service.ts";
import { getTeacherDetail, listTeachers } from "./teachers.service.ts";

const isAction = (a: string): a is TeacherAction => (TEACHER_ACTIONS as readonly string[]).includes(a);

/** Builds the admin API for `trustedOrigins` (the browser origins allowed to call it). */
export function createAdminRoutes(deps: AppDeps, trustedOrigins: string[]) {
  const db = deps.database.db;
  const app = new Hono<AdminEnv>();
  app.use("*", adminGate(deps, trustedOrigins));
  app.route("/", createAdminAuthRoutes(deps));

  app.get("/teachers", async (c) =>
    c.json(await listTeachers(db, teacherListQuerySchema.parse(c.req.query()), deps.now())),
  );
  app.get("/teachers/:teacherId", async (c) =>
    c.json(await getTeacherDetail(db, c.req.param("teacherId"), deps.now())),
  );
  app.get("/teachers/:teacherId/students", async (c) =>
    c.json(await listSharedStudents(db, c, c.req.param("teacherId"))),
  );
  app.get("/teachers/:teacherId/students/:studentId", async (c) =>
    c.json(await getSharedStudent(db, c, c.req.param("teacherId"), c.req.param("studentId"))),
  );
  app.post("/teachers/:teacherId/:action", async (c) => {
    const action = c.req.param("action");
    if (!isAction(action)) return c.json({ error: { code: "NOT_FOUND", message: "No such action." } }, 404);
    const body = await c.req.json();
    const input = action === "extend-trial" ? extendTrialSchema.parse(body) : adminReasonSchema.parse(body);
    const detail = await runTeacherAction(db, c, c.req.param("teacherId"), action, input, deps.now());
    return c.json({ ok: true, detail });
  });
  app.post("/reregistrations", async (c) => {
    const { email, reason } = allowReregistrationSchema.parse(await c.req.json());
    await allowReregistration(db, c, email, reason, deps.now());
    return c.body(null, 204);
  });

  app.get("/settings", async (c) => c.json(await readSettings(db)));
  app.patch("/settings", async (c) => {
    const { reason, ...patch } = settingsPatchSchema.parse(await c.req.json());
    await db.transaction(async (tx) => {
      const changed = await writeSettings(tx, patch, c.get("admin").admin.id, deps.now());
      await auditAdmin(tx, c, { action: "settings.update", entity: "settings", reason, detail: { changed } });
    });
    return c.json(await readSettings(db));
  });

  app.route("/", createAdminTicketRoutes(deps));
  app.route("/", createAdminReportRoutes(deps));
  return app;
}
