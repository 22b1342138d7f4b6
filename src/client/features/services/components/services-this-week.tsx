/**
 * "Services this week" (requirements "Service log"): every student's services with the week's
 * required and delivered minutes, the status and the minutes owed, who is behind first. A table on
 * wide screens, stacked rows below `sm` (architecture "show a wide table").
 */
import type { CaseloadServiceRow } from "../lib/caseload-log";
import { ComplianceStatus } from "./compliance-status";

/** See the module docstring. */
export function ServicesThisWeek({ rows }: { rows: readonly CaseloadServiceRow[] }) {
  if (rows.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        No services this week. Add them from a student's Edit → Services &amp; placement.
      </p>
    );
  }
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <caption className="sr-only">Services this week, minutes owed and behind first</caption>
      <thead className="text-slate-700 max-sm:sr-only">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            Student
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Service
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Required
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Delivered
          </th>
          <th scope="col" className="py-2 font-medium">
            Status
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 max-sm:block">
        {rows.map((r) => (
          <tr key={r.serviceId} className="max-sm:block max-sm:py-2">
            <th scope="row" className="py-2 pr-4 font-medium text-slate-900 max-sm:block max-sm:p-0">
              {r.studentName}
            </th>
            <td className="py-2 pr-4 wrap-anywhere max-sm:block max-sm:p-0">{r.serviceName}</td>
            <td className="py-2 pr-4 whitespace-nowrap max-sm:inline max-sm:p-0">
              <span className="sm:sr-only">Required </span>
              {r.requiredMinutes} min
            </td>
            <td className="py-2 pr-4 whitespace-nowrap max-sm:inline max-sm:p-0 max-sm:pl-3">
              <span className="sm:sr-only">Delivered </span>
              {r.deliveredMinutes} min
            </td>
            <td className="py-2 max-sm:block max-sm:p-0 max-sm:pt-1">
              <ComplianceStatus compliance={r.compliance} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
