/**
 * The services in the parent progress report on screen (requirements "Parent progress report",
 * "Services"; 34 CFR 300.320(a)(7)): the services in effect during the report's period, each in the
 * line the PDF prints (`shared/domain/report-services.ts`) with the minutes delivered in the period
 * from the server's summary (requirements "Service compliance"). Nothing when the student has none.
 */

import { type ReportService, reportServiceLine } from "@shared/domain/report-services";
import { fitsSummaryRange } from "@shared/domain/service-compliance";
import { useId } from "react";
import { useServiceSummary } from "../api/get-service-summary";
import { useServices } from "../api/get-services";

/** The report's services section for `studentId` over [from, to] (`YYYY-MM-DD`, inclusive). */
export function ReportServices({ studentId, from, to }: { studentId: string; from: string; to: string }) {
  const headingId = useId();
  const services = useServices(studentId);
  // A period longer than the summary's longest range shows no minutes.
  const withMinutes = fitsSummaryRange(from, to);
  const summary = useServiceSummary(studentId, from, to, withMinutes);
  const inPeriod = (services.data ?? []).filter((s) => s.startDate <= to && s.endDate >= from);
  if (inPeriod.length === 0) return null;
  const byId = new Map(summary.data?.services.map((c) => [c.serviceId, c]));
  const lines: ReportService[] = inPeriod.map((s) => {
    const minutes = byId.get(s.id);
    return {
      name: s.name,
      minutes: s.minutes,
      period: s.period,
      setting: s.setting,
      providerName: s.providerName,
      providerRole: s.providerRole,
      deliveredMinutes: minutes ? minutes.deliveredMinutes : null,
      makeupMinutes: minutes ? minutes.makeupMinutes : null,
    };
  });
  return (
    <section aria-labelledby={headingId} className="space-y-2 break-inside-avoid">
      <h2 id={headingId} className="text-lg font-semibold text-indigo-800">
        Special education and related services
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two services may share a name
          <li key={i}>{reportServiceLine(line)}</li>
        ))}
      </ul>
    </section>
  );
}
