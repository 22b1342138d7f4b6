/**
 * Figures for staff (requirements "Admin area"), under /api/admin behind the admin gate; the SQL is
 * in `admin-reports.service.ts`:
 *   GET /dashboard                       → AdminDashboard
 *   GET /analytics?days=30[&format=csv]  → AnalyticsSeries (or CSV: day, sign-ups, active, notes, fallback,
 *                                          AI requests, AI fallbacks, AI latency p50 and p95 in ms)
 *   GET /audit?actor&teacher&action&from&to&page[&format=csv] → AuditRow[] (or CSV, up to 10,000 lines)
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  adminDashboardSchema,
  analyticsQuerySchema,
  analyticsSeriesSchema,
  auditQuerySchema,
  auditRowSchema,
} from "../../../shared/contracts/admin.ts";
import {
  createRouter,
  csvContent,
  jsonContent,
  staffErrors,
  standardErrors,
} from "../../lib/create-router.ts";
import type { AppDeps, StaffEnv } from "../../lib/hono-env.ts";
import {
  analyticsCsv,
  auditCsv,
  getAnalytics,
  getDashboard,
  listAuditLines,
} from "./admin-reports.service.ts";

const TAG = "Admin reports";

const dashboardRoute = createRoute({
  method: "get",
  path: "/dashboard",
  tags: [TAG],
  summary: "Teachers, trials, notes, AI problems and open tickets at a glance",
  responses: {
    200: { description: "The dashboard's figures", content: jsonContent(adminDashboardSchema) },
    ...staffErrors,
  },
});

const analyticsRoute = createRoute({
  method: "get",
  path: "/analytics",
  tags: [TAG],
  summary: "One row per day: sign-ups, active teachers, notes, AI requests, fallbacks and latency",
  request: { query: analyticsQuerySchema },
  responses: {
    200: {
      description: "The series as JSON, or with format=csv as a CSV download (analytics.csv)",
      content: { ...jsonContent(analyticsSeriesSchema), ...csvContent },
    },
    400: standardErrors[400],
    ...staffErrors,
  },
});

const auditRoute = createRoute({
  method: "get",
  path: "/audit",
  tags: [TAG],
  summary: "The admin audit log, newest first, 100 a page, with filters",
  request: { query: auditQuerySchema },
  responses: {
    200: {
      description: "Audit lines as JSON, or with format=csv every match as a CSV download (audit-log.csv)",
      content: { ...jsonContent(z.array(auditRowSchema)), ...csvContent },
    },
    400: standardErrors[400],
    ...staffErrors,
  },
});

/** A CSV download named `name`, never cached. */
const csvAnswer = (c: Context, body: string, name: string) =>
  c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}"`,
    "Cache-Control": "no-store",
  });

/** Builds the report routes (mounted under /api/admin behind the admin gate, app.ts). */
export function createAdminReportRoutes(deps: AppDeps) {
  const query = deps.database.rawQuery;
  const app = createRouter<StaffEnv>();

  app.openapi(dashboardRoute, async (c) => c.json(await getDashboard(query, deps.now()), 200));
  app.openapi(analyticsRoute, async (c) => {
    const { days, format } = c.req.valid("query");
    const series = await getAnalytics(query, days, deps.now());
    return format === "csv" ? csvAnswer(c, analyticsCsv(series), "analytics.csv") : c.json(series, 200);
  });
  app.openapi(auditRoute, async (c) => {
    const filter = c.req.valid("query");
    const csv = filter.format === "csv";
    const lines = await listAuditLines(query, filter, csv);
    return csv ? csvAnswer(c, auditCsv(lines), "audit-log.csv") : c.json(lines, 200);
  });
  return app;
}
