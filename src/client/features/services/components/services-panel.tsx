/**
 * The Services panel of the student page (requirements "Service log", "Service compliance"): per
 * service its requirement, status (On track / Behind / N minutes owed), a bar of required against
 * delivered minutes for the current period and the last ended ones, its sessions (newest first) and
 * "Log a session"; under them the service log's CSV and PDF downloads for a chosen range. Offline it
 * shows the copy saved on this device.
 */
import { Alert, Button, Skeleton } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { localIsoDate } from "@client/lib/format";
import { NotAvailableOffline, useNotAvailableOffline } from "@client/lib/offline/offline-gaps";
import { usePendingIds } from "@client/lib/outbox/use-pending";
import type { Service, ServiceCompliance, ServiceSession } from "@shared/contracts/services";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { downloadStudentServiceLog } from "../api/download-service-log";
import { useServiceSessions } from "../api/get-service-sessions";
import { useServiceSummary } from "../api/get-service-summary";
import { useServices } from "../api/get-services";
import { lastThirtyDays, recentPeriods } from "../lib/ranges";
import { requirementText, serviceDetails } from "../lib/service-words";
import { ComplianceBar, periodText } from "./compliance-bar";
import { ComplianceStatus } from "./compliance-status";
import { ServiceLogExport } from "./service-log-export";
import { type GoalChoice, SessionFormDialog } from "./session-form-dialog";
import { SessionList } from "./session-list";

/** Ended periods shown under the current one. */
const ENDED_SHOWN = 3;

export interface ServicesPanelProps {
  studentId: string;
  studentName: string;
  /** The student's goals, offered as "goals worked on". */
  goals: readonly GoalChoice[];
  /** Offer "Log a session" (false for a team member whose role does not log sessions). Default true. */
  canLog?: boolean;
  /** Whether the teacher may edit or delete one session (see `SessionList`). Default: every one. */
  canChangeSession?: (session: ServiceSession) => boolean;
}

/** See the module docstring. */
export function ServicesPanel({
  studentId,
  studentName,
  goals,
  canLog = true,
  canChangeSession,
}: ServicesPanelProps) {
  const today = localIsoDate(new Date());
  const range = recentPeriods(today);
  const services = useServices(studentId);
  const summary = useServiceSummary(studentId, range.from, range.to);
  const offlineGap = useNotAvailableOffline(services);
  const byService = useMemo(
    () => new Map((summary.data?.services ?? []).map((c) => [c.serviceId, c])),
    [summary.data],
  );
  const exportRange = lastThirtyDays(today);

  let body: React.ReactNode;
  if (offlineGap) body = <NotAvailableOffline what={`${studentName}'s services`} />;
  else if (services.isPending) body = <Skeleton className="h-24" />;
  else if (services.isError)
    body = (
      <Alert tone="error" title={errorMessage(services.error, "Failed to load services. Please try again.")}>
        <Button variant="secondary" size="sm" className="mt-1" onClick={() => void services.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (services.data.length === 0)
    body = (
      <p className="text-sm text-slate-700">
        No services yet. Add them in Edit student → Services &amp; placement.
      </p>
    );
  else
    body = (
      <ul className="space-y-4">
        {services.data.map((s) => (
          <ServiceCard
            key={s.id}
            service={s}
            compliance={byService.get(s.id)}
            goals={goals}
            canLog={canLog}
            canChangeSession={canChangeSession}
          />
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby="student-services-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="student-services-heading" className="text-base font-semibold text-slate-900">
        Services
      </h2>
      {summary.isError && !services.isError ? (
        <Alert tone="error" title={errorMessage(summary.error, "Failed to load the service minutes.")} />
      ) : null}
      {body}
      {services.data?.length ? (
        <ServiceLogExport
          what={`${studentName}'s service log`}
          formats={["csv", "pdf"]}
          defaultFrom={exportRange.from}
          defaultTo={exportRange.to}
          fetchFile={(from, to, format) => downloadStudentServiceLog(studentId, from, to, format)}
        />
      ) : null}
    </section>
  );
}

function ServiceCard({
  service,
  compliance,
  goals,
  canLog,
  canChangeSession,
}: {
  service: Service;
  compliance: ServiceCompliance | undefined;
  goals: readonly GoalChoice[];
  canLog: boolean;
  canChangeSession?: (session: ServiceSession) => boolean;
}) {
  const sessions = useServiceSessions(service.id);
  const pendingServices = usePendingIds("services");
  const [dialog, setDialog] = useState<ServiceSession | "new" | null>(null);
  const loaded = useMemo(() => sessions.data?.pages.flatMap((p) => p.items) ?? [], [sessions.data]);
  const current = compliance?.periods.find((p) => !p.ended);
  const ended = (compliance?.periods.filter((p) => p.ended) ?? []).slice(-ENDED_SHOWN).reverse();
  const headingId = `service-${service.id}-heading`;
  return (
    <li className="space-y-3 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-medium text-slate-900">
            {service.name}: {requirementText(service)}
          </h3>
          <p className="break-words text-xs text-slate-600">{serviceDetails(service)}</p>
        </div>
        {compliance ? <ComplianceStatus compliance={compliance} /> : null}
      </div>
      {compliance ? (
        <div className="space-y-1">
          {current ? (
            <ComplianceBar
              label={periodText(current)}
              current
              requiredMinutes={current.requiredMinutes}
              deliveredMinutes={current.deliveredMinutes}
              excusedMinutes={current.excusedMinutes}
            />
          ) : null}
          {ended.map((p) => (
            <ComplianceBar
              key={p.start}
              label={periodText(p)}
              requiredMinutes={p.requiredMinutes}
              deliveredMinutes={p.deliveredMinutes}
              excusedMinutes={p.excusedMinutes}
            />
          ))}
          {compliance.makeupMinutes ? (
            <p className="text-xs text-slate-600">Make-up sessions: {compliance.makeupMinutes} minutes.</p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-medium text-slate-900">Sessions</h4>
        {canLog ? (
          <Button size="sm" onClick={() => setDialog("new")} disabled={pendingServices.has(service.id)}>
            <Plus className="size-4" aria-hidden="true" />
            Log a session
            <span className="sr-only"> of {service.name}</span>
          </Button>
        ) : null}
      </div>
      <SessionList
        serviceName={service.name}
        onEdit={(s) => setDialog(s)}
        canChange={canChangeSession}
        pages={{
          sessions: loaded,
          isPending: sessions.isPending,
          error: sessions.error,
          hasNextPage: sessions.hasNextPage,
          isFetchingNextPage: sessions.isFetchingNextPage,
          fetchNextPage: () => void sessions.fetchNextPage(),
          refetch: () => void sessions.refetch(),
        }}
      />
      {dialog !== null ? (
        <SessionFormDialog
          onClose={() => setDialog(null)}
          service={service}
          session={dialog === "new" ? undefined : dialog}
          lastMinutes={loaded[0]?.minutes}
          goals={goals}
        />
      ) : null}
    </li>
  );
}
