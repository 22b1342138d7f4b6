/**
 * /admin/analytics (requirements "Admin area"): daily sign-ups, active teachers, notes, the share
 * written by the template, the AI fallback rate and the AI latency over 30, 90 or 365 days, computed
 * by the server in SQL; the CSV export holds every series (p95 latency included).
 */
import { Field, Select } from "@client/components/ui";
import { useAnalytics } from "@client/features/admin/api/admin-data";
import { AdminHeading, QueryState } from "@client/features/admin/components/admin-query-state";
import { SeriesChart } from "@client/features/admin/components/series-chart";
import { useState } from "react";

/** The analytics screen. */
export function Component() {
  const [days, setDays] = useState(30);
  const query = useAnalytics(days);
  return (
    <>
      <AdminHeading title="Analytics" />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <Field label="Period">
          {(ids) => (
            <Select {...ids} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              <option value={30}>Last 30 days</option>
              <option value={90}>Last 90 days</option>
              <option value={365}>Last 365 days</option>
            </Select>
          )}
        </Field>
        <a
          className="text-sm text-indigo-700 underline underline-offset-2"
          href={`/api/admin/analytics?days=${days}&format=csv`}
          download
        >
          Download CSV
        </a>
      </div>
      <QueryState query={query} label="analytics">
        {(s) => (
          <div className="grid gap-4 md:grid-cols-2">
            <SeriesChart
              title="Sign-ups per day"
              points={s.days.map((d) => ({ day: d.day, value: d.signUps }))}
            />
            <SeriesChart
              title="Active teachers per day"
              points={s.days.map((d) => ({ day: d.day, value: d.activeTeachers }))}
            />
            <SeriesChart title="Notes per day" points={s.days.map((d) => ({ day: d.day, value: d.notes }))} />
            <SeriesChart
              title="Notes written by the template"
              percent
              points={s.days.map((d) => ({ day: d.day, value: d.notes ? d.fallbackNotes / d.notes : 0 }))}
            />
            <SeriesChart
              title="AI fallback rate (requests that ended in the fallback)"
              percent
              points={s.days.map((d) => ({
                day: d.day,
                value: d.aiRequests ? d.aiFallbacks / d.aiRequests : 0,
              }))}
            />
            <SeriesChart
              title="AI latency, median (ms)"
              points={s.days.map((d) => ({ day: d.day, value: d.aiLatencyP50Ms ?? 0 }))}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
