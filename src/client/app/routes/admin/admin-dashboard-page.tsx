/**
 * /admin (requirements "Admin area"): the service at a glance: teachers, activity, sign-ups, trials,
 * Pro, notes this month by source, note drafts by writer, AI problems by class and open tickets
 * (every figure computed by the server in SQL).
 */

import { useAdminDashboard } from "@client/features/admin/api/admin-data";
import { AdminHeading, QueryState, Stat } from "@client/features/admin/components/admin-query-state";
import type { AdminDashboard } from "@shared/contracts/admin";

const SOURCE_LABELS: Record<string, string> = { ai: "AI", template: "Template", unknown: "Other" };

/** Staff's words for each AI error class and guard (requirements "AI errors", "AI guards"). */
const PROBLEM_LABELS: Record<string, string> = {
  bad_request: "Request rejected (400)",
  unauthorized: "Key not accepted (401)",
  forbidden: "Access refused (403)",
  not_found: "Model not found (404)",
  conflict: "Conflict (409)",
  unprocessable: "Could not process (422)",
  rate_limited: "Rate limited (429)",
  server: "Provider error (5xx)",
  connection: "Could not connect",
  timeout: "Timed out",
  aborted: "Cancelled by the teacher",
  unsupported: "Not available offline",
  unknown: "Other error",
  too_short: "Guard: reply too short",
  facts_changed: "Guard: a number, date or count changed",
  unsourced: "Guard: named something with no source",
  judgement: "Guard: a judgement word or a behaviour nobody reported",
};

/** The admin dashboard. */
export function Component() {
  const query = useAdminDashboard();
  return (
    <>
      <AdminHeading title="Dashboard" />
      <QueryState query={query} label="the dashboard">
        {(d) => (
          <>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <Stat label="Teachers" value={d.teachersTotal} />
              <Stat label="Active, last 7 days" value={d.active7} />
              <Stat label="Active, last 30 days" value={d.active30} />
              <Stat label="New sign-ups, 7 days" value={d.newSignUps7} />
              <Stat label="Trials running" value={d.trialsRunning} />
              <Stat label="Trials converted" value={d.trialsConverted} />
              <Stat label="Pro" value={d.proCount} />
              <Stat label="Open tickets" value={d.openTickets} />
            </dl>
            <NotesSection d={d} />
            <AiProblems problems={d.aiProblemsThisMonth} />
          </>
        )}
      </QueryState>
    </>
  );
}

/** Saved notes by source, and this month's drafts by who wrote them. */
function NotesSection({ d }: { d: AdminDashboard }) {
  const drafts = d.noteDraftsThisMonth;
  return (
    <>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Notes this month</h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Drafted by AI" value={drafts.ai} />
        <Stat label="Drafted by the offline drafter" value={drafts.offline} />
        <Stat label="Template fallback (AI failed)" value={drafts.fallback} />
        {d.notesThisMonthBySource.map((s) => (
          <Stat key={s.source} label={`Saved, ${SOURCE_LABELS[s.source] ?? s.source}`} value={s.notes} />
        ))}
      </dl>
    </>
  );
}

/** AI requests this month that did not use the model's text, by class, as a table. */
function AiProblems({ problems }: { problems: AdminDashboard["aiProblemsThisMonth"] }) {
  return (
    <>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">AI errors this month by class</h2>
      {problems.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No AI errors this month.</p>
      ) : (
        <table className="mt-2 w-full max-w-xl text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                Class
              </th>
              <th scope="col" className="py-2 text-right font-semibold text-slate-900">
                Requests
              </th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p) => (
              <tr key={p.problem} className="border-b border-slate-200">
                <td className="py-2 pr-4 text-slate-800">{PROBLEM_LABELS[p.problem] ?? p.problem}</td>
                <td className="py-2 text-right tabular-nums text-slate-900">{p.requests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
