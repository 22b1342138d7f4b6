/**
 * Figures for staff, each computed in SQL (requirements "Admin area"), under /api/admin:
 *   GET /dashboard                       → AdminDashboard
 *   GET /analytics?days=30[&format=csv]  → AnalyticsSeries (or CSV: day, sign-ups, active, notes, fallback,
 *                                          AI requests, AI fallbacks, AI latency p50 and p95 in ms)
 *   GET /audit?actor&teacher&action&from&to&page[&format=csv] → AuditRow[] (or CSV)
 * "Active" = a session created or refreshed that day (sessions of the last 2 hours' idle window are
 * rows of `session`; their `updated_at` is the last activity).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AdminDashboard, AnalyticsSeries, AuditRow } from "../../../shared/contracts/admin.ts";
import { auditQuerySchema } from "../../../shared/contracts/admin.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { ADMIN_ACTION_PREFIX } from "./admin-audit.ts";
import type { AdminEnv } from "./admin-guard.ts";

const AUDIT_PAGE = 100;

/** RFC 4180 CSV of `rows` under `header`. */
export function toCsv(header: string[], rows: unknown[][]): string {
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? "" : String(v);
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${[header, ...rows].map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
}

const csvResponse = (body: string, name: string) =>
  new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });

type Num = number | string | null;
const n = (v: Num | undefined) => Number(v ?? 0);

/** Builds the report routes. */
export function createAdminReportRoutes(deps: AppDeps) {
  const q = deps.database.rawQuery;
  return new Hono<AdminEnv>()
    .get("/dashboard", async (c) => {
      const now = deps.now();
      const [t] = (await q(
        `select
           (select count(*) from users) as total,
           (select count(distinct user_id) from session where updated_at > $1::timestamptz - interval '7 days') as active7,
           (select count(distinct user_id) from session where updated_at > $1::timestamptz - interval '30 days') as active30,
           (select count(*) from users where created_at > $1::timestamptz - interval '7 days') as new7,
           (select count(*) from users where plan_type = 'pro' and trial_end_date > $1::timestamptz) as trials,
           (select count(*) from trial_ledger l join users u on lower(u.email) = l.email
              where u.plan_type = 'pro' and u.trial_end_date is null) as converted,
           (select count(*) from users where plan_type = 'pro' and trial_end_date is null) as pro,
           (select count(*) from support_tickets where status = 'open') as open_tickets`,
        [now.toISOString()],
      )) as Record<string, Num>[];
      const bySource = (await q(
        `select coalesce(source, 'unknown') as source, count(*) as notes from notes
          where created_at >= date_trunc('month', $1::timestamptz) group by 1 order by 1`,
        [now.toISOString()],
      )) as { source: string; notes: Num }[];
      const [drafts] = (await q(
        `select count(*) filter (where writer = 'ai' and result = 'ok') as ai,
                count(*) filter (where writer = 'template' and result <> 'aborted') as offline,
                count(*) filter (where writer = 'ai' and result = 'fallback') as fallback
           from ai_calls where feature = 'note' and at >= date_trunc('month', $1::timestamptz)`,
        [now.toISOString()],
      )) as Record<string, Num>[];
      const problems = (await q(
        `select error_class as problem, count(*) as requests from ai_calls
          where error_class is not null and at >= date_trunc('month', $1::timestamptz)
          group by 1 order by 2 desc, 1`,
        [now.toISOString()],
      )) as { problem: string; requests: Num }[];
      const body: AdminDashboard = {
        teachersTotal: n(t?.total),
        active7: n(t?.active7),
        active30: n(t?.active30),
        newSignUps7: n(t?.new7),
        trialsRunning: n(t?.trials),
        trialsConverted: n(t?.converted),
        proCount: n(t?.pro),
        notesThisMonthBySource: bySource.map((r) => ({ source: r.source, notes: n(r.notes) })),
        noteDraftsThisMonth: {
          ai: n(drafts?.ai),
          offline: n(drafts?.offline),
          fallback: n(drafts?.fallback),
        },
        aiProblemsThisMonth: problems.map((r) => ({ problem: r.problem, requests: n(r.requests) })),
        openTickets: n(t?.open_tickets),
      };
      return c.json(body);
    })
    .get("/analytics", async (c) => {
      const { days, format } = z
        .object({
          days: z.coerce.number().int().min(7).max(365).default(30),
          format: z.enum(["csv"]).optional(),
        })
        .parse(c.req.query());
      const rows = (await q(
        `with d as (
           select generate_series(date_trunc('day', $1::timestamptz) - ($2::int - 1) * interval '1 day',
                                  date_trunc('day', $1::timestamptz), interval '1 day') as day),
         ai as (
           select date_trunc('day', at) as day, count(*) as requests,
                  count(*) filter (where result = 'fallback') as fallbacks,
                  percentile_cont(0.5) within group (order by latency_ms) as p50,
                  percentile_cont(0.95) within group (order by latency_ms) as p95
             from ai_calls
            where writer = 'ai' and result <> 'aborted'
              and at >= date_trunc('day', $1::timestamptz) - ($2::int - 1) * interval '1 day'
            group by 1)
         select to_char(d.day, 'YYYY-MM-DD') as day,
           coalesce(ai.requests, 0) as ai_requests, coalesce(ai.fallbacks, 0) as ai_fallbacks,
           ai.p50 as ai_p50, ai.p95 as ai_p95,
           (select count(*) from users u where u.created_at >= d.day and u.created_at < d.day + interval '1 day') as sign_ups,
           (select count(distinct s.user_id) from session s
              where s.updated_at >= d.day and s.created_at < d.day + interval '1 day') as active,
           (select count(*) from notes n where n.created_at >= d.day and n.created_at < d.day + interval '1 day') as notes,
           (select count(*) from notes n where n.created_at >= d.day and n.created_at < d.day + interval '1 day'
              and n.source = 'template') as fallback
         from d left join ai on ai.day = d.day order by d.day`,
        [deps.now().toISOString(), days],
      )) as Record<string, Num>[];
      const series: AnalyticsSeries = {
        days: rows.map((r) => ({
          day: String(r.day),
          signUps: n(r.sign_ups),
          activeTeachers: n(r.active),
          notes: n(r.notes),
          fallbackNotes: n(r.fallback),
          aiRequests: n(r.ai_requests),
          aiFallbacks: n(r.ai_fallbacks),
          aiLatencyP50Ms: r.ai_p50 === null ? null : Math.round(n(r.ai_p50)),
          aiLatencyP95Ms: r.ai_p95 === null ? null : Math.round(n(r.ai_p95)),
        })),
      };
      if (format === "csv") {
        return csvResponse(
          toCsv(
            [
              "day",
              "sign_ups",
              "active_teachers",
              "notes",
              "fallback_notes",
              "ai_requests",
              "ai_fallbacks",
              "ai_latency_p50_ms",
              "ai_latency_p95_ms",
            ],
            series.days.map((d) => [
              d.day,
              d.signUps,
              d.activeTeachers,
              d.notes,
              d.fallbackNotes,
              d.aiRequests,
              d.aiFallbacks,
              d.aiLatencyP50Ms,
              d.aiLatencyP95Ms,
            ]),
          ),
          "analytics.csv",
        );
      }
      return c.json(series);
    })
    .get("/audit", async (c) => {
      const query = c.req.query();
      const f = auditQuerySchema.parse(query);
      const where = [`a.action like $1`];
      const params: unknown[] = [`${ADMIN_ACTION_PREFIX}%`];
      const add = (clause: string, value: unknown) => {
        params.push(value);
        where.push(clause.replace("?", `$${params.length}`));
      };
      if (f.actor) add("a.detail->>'adminEmail' ilike ?", `%${f.actor}%`);
      if (f.teacher) add("a.entity_id = ?", f.teacher);
      if (f.action) add("a.action like ?", `%${f.action}%`);
      if (f.from) add("a.at >= ?::date", f.from);
      if (f.to) add("a.at < ?::date + 1", f.to);
      const csv = query.format === "csv";
      const limit = csv ? 10_000 : AUDIT_PAGE;
      const rows = (await q(
        `select a.id, a.at, a.detail->>'adminEmail' as actor, a.action, a.entity, a.entity_id,
                a.detail->>'reason' as reason, a.detail->>'ip' as ip
           from audit_log a where ${where.join(" and ")}
          order by a.at desc limit ${limit} offset ${csv ? 0 : (f.page - 1) * AUDIT_PAGE}`,
        params,
      )) as Record<string, string | Date | null>[];
      const list: AuditRow[] = rows.map((r) => ({
        id: String(r.id),
        at: new Date(r.at as string | Date).toISOString(),
        actor: String(r.actor ?? ""),
        action: String(r.action),
        entity: String(r.entity),
        entityId: (r.entity_id as string | null) ?? null,
        reason: (r.reason as string | null) ?? null,
        ip: (r.ip as string | null) ?? null,
      }));
      if (csv) {
        return csvResponse(
          toCsv(
            ["at", "actor", "action", "entity", "entity_id", "reason", "ip"],
            list.map((r) => [r.at, r.actor, r.action, r.entity, r.entityId, r.reason, r.ip]),
          ),
          "audit-log.csv",
        );
      }
      return c.json(list);
    });
}
