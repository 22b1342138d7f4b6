/**
 * /admin (requirements "Admin area"): the service at a glance: teachers, activity, sign-ups, trials,
 * Pro, notes this month by source and open tickets (every figure computed by the server in SQL).
 */
import { useAdminDashboard } from "@client/features/admin/api/admin-data";
import { AdminHeading, QueryState, Stat } from "@client/features/admin/components/admin-query-state";

const SOURCE_LABELS: Record<string, string> = { ai: "AI", template: "Template fallback", unknown: "Other" };

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
            <h2 className="mt-6 text-lg font-semibold text-slate-900">Notes this month by source</h2>
            {d.notesThisMonthBySource.length === 0 ? (
              <p className="text-sm text-slate-700">No notes yet this month.</p>
            ) : (
              <dl className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4">
                {d.notesThisMonthBySource.map((s) => (
                  <Stat key={s.source} label={SOURCE_LABELS[s.source] ?? s.source} value={s.notes} />
                ))}
              </dl>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
