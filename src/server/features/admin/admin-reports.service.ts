/**
 * Figures for staff, each computed in SQL (requirements "Admin area"; `admin-reports.routes.ts`
 * answers them): the dashboard, the daily analytics series and the admin audit log, each also as
 * CSV. "Active" = a session created or refreshed that day (sessions of the last 2 hours' idle window
 * are rows of `session`; their `updated_at` is the last activity). The queries read several
 * features' tables at once (users, sessions, notes, AI calls, tickets, the trial ledger, the audit
 * log) with percentiles and series PostgreSQL computes, so they are raw SQL through the driver.
 */
import type { z } from "zod";
import {
  ADMIN_SETTING_LABELS,
  type AdminDashboard,
  type AnalyticsSeries,
  type AuditRow,
  type auditQuerySchema,
} from "../../../shared/contracts/admin.ts";
import type { Database } from "../../db/client.ts";
import { ADMIN_ACTION_PREFIX } from "../../lib/admin-audit.ts";
import { csvText } from "../../lib/csv.ts";

/** Audit lines a JSON page holds. */
const AUDIT_PAGE = 100;
/** Most audit lines one CSV download holds. */
const AUDIT_CSV_MAX = 10_000;

/** The driver's raw query (`Database.rawQuery`): rows as plain objects. */
export type RawQuery = Database["rawQuery"];
/** The audit log's filters, as `auditQuerySchema` parsed them. */
export type AuditFilter = z.output<typeof auditQuerySchema>;

/** RFC 4180 CSV of `rows` under `header` (`lib/csv.ts`). */
export function toCsv(header: string[], rows: unknown[][]): string {
  return csvText([header, ...rows]);
}

type Num = number | string | null;
const n = (v: Num | undefined) => Number(v ?? 0);

/**
 * The dashboard at `now`: teachers (total, active in 7 and 30 days, new in 7 days), trials running
 * and converted, Pro teachers, this month's notes by source and note drafts by writer, this month's
 * AI problems by error class or guard, open tickets.
 */
export async function getDashboard(q: RawQuery, now: Date): Promise<AdminDashboard> {
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
  return {
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
}

/**
 * The analytics series: one row per day (UTC) of the `days` days up to `now`, oldest first —
 * sign-ups, active teachers, notes, template notes, AI requests and fallbacks, AI latency p50/p95
 * in milliseconds (null on a day without AI requests).
 */
export async function getAnalytics(q: RawQuery, days: number, now: Date): Promise<AnalyticsSeries> {
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
    [now.toISOString(), days],
  )) as Record<string, Num>[];
  return {
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
}

/** The analytics series as CSV (RFC 4180, one line per day). */
export function analyticsCsv(series: AnalyticsSeries): string {
  return toCsv(
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
  );
}

/**
 * The admin audit log's lines (`admin.*` actions), newest first, filtered by the actor's address
 * (part of it, any case), the teacher (entity id), the action (part of its name) and the days
 * `from`..`to` (inclusive): one page of 100 (`filter.page`), or with `all` every line up to 10,000
 * (the CSV download).
 */
export async function listAuditLines(q: RawQuery, filter: AuditFilter, all = false): Promise<AuditRow[]> {
  const where = [`a.action like $1`];
  const params: unknown[] = [`${ADMIN_ACTION_PREFIX}%`];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace("?", `$${params.length}`));
  };
  if (filter.actor) add("a.detail->>'adminEmail' ilike ?", `%${filter.actor}%`);
  if (filter.teacher) add("a.entity_id = ?", filter.teacher);
  if (filter.action) add("a.action like ?", `%${filter.action}%`);
  if (filter.from) add("a.at >= ?::date", filter.from);
  if (filter.to) add("a.at < ?::date + 1", filter.to);
  const limit = all ? AUDIT_CSV_MAX : AUDIT_PAGE;
  // The subject's readable name, looked up for this page's lines only (requirements "Audit log"): the
  // teacher's name and address, the ticket's subject, the staff address. Students are never looked up.
  const rows = (await q(
    `select a.id, a.at, a.detail->>'adminEmail' as actor, a.action, a.entity, a.entity_id,
            a.detail->>'reason' as reason, a.detail->>'ip' as ip, a.detail->'changed' as changed,
            case a.entity
              when 'teacher' then (select case when u.name <> '' then u.name || ' (' || u.email || ')'
                                               else u.email end
                                     from users u where u.id = a.entity_id)
              when 'ticket' then (select t.subject from support_tickets t where t.id::text = a.entity_id)
              when 'admin' then (select s.email from admin_users s where s.id::text = a.entity_id)
              when 'address' then a.entity_id
            end as subject
       from audit_log a where ${where.join(" and ")}
      order by a.at desc limit ${limit} offset ${all ? 0 : (filter.page - 1) * AUDIT_PAGE}`,
    params,
  )) as Record<string, unknown>[];
  return rows.map((r) => ({
    id: String(r.id),
    at: new Date(r.at as string | Date).toISOString(),
    actor: String(r.actor ?? ""),
    action: String(r.action),
    entity: String(r.entity),
    entityId: (r.entity_id as string | null) ?? null,
    subject: r.entity === "settings" ? settingsSubject(r.changed) : ((r.subject as string | null) ?? null),
    reason: (r.reason as string | null) ?? null,
    ip: (r.ip as string | null) ?? null,
  }));
}

/**
 * The names of the settings a `settings.update` line changed (its `detail.changed` keys, as
 * `ADMIN_SETTING_LABELS` spells them, in the settings form's order; a key no longer known as it is),
 * joined with ", "; "Settings" when none is named.
 */
function settingsSubject(changed: unknown): string {
  const keys = new Set(changed && typeof changed === "object" ? Object.keys(changed) : []);
  const known = Object.entries(ADMIN_SETTING_LABELS).filter(([key]) => keys.delete(key));
  const names = [...known.map(([, label]) => label), ...keys];
  return names.length > 0 ? names.join(", ") : "Settings";
}

/** Audit lines as CSV (RFC 4180). */
export function auditCsv(lines: AuditRow[]): string {
  return toCsv(
    ["at", "actor", "action", "entity", "entity_id", "reason", "ip", "subject"],
    lines.map((r) => [r.at, r.actor, r.action, r.entity, r.entityId, r.reason, r.ip, r.subject]),
  );
}
