/**
 * The Services screen's body (requirements "Service log"): "Services this week" (who is behind and
 * the minutes owed), logging today's sessions for the caseload, a group session, and the caseload's
 * service log as CSV. Student names come from the screen (the students feature owns them).
 */
import { Alert, Button, Card, Skeleton } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { localIsoDate } from "@client/lib/format";
import { NotAvailableOffline, useNotAvailableOffline } from "@client/lib/offline/offline-gaps";
import { addDays, format, parseISO } from "date-fns";
import { useMemo } from "react";
import { downloadCaseloadServiceLog } from "../api/download-service-log";
import { useRecentSessions } from "../api/get-service-sessions";
import { useCaseloadServiceSummary } from "../api/get-service-summary";
import { caseloadRows, prefilledMinutes } from "../lib/caseload-log";
import { lastThirtyDays, recentPeriods, weekOf } from "../lib/ranges";
import { GroupSessionForm } from "./group-session-form";
import { QuickLogTable } from "./quick-log-table";
import { ServiceLogExport } from "./service-log-export";
import { ServicesThisWeek } from "./services-this-week";

export interface CaseloadServicesProps {
  /** A student's name by id ("A student" when unknown). */
  nameOf: (studentId: string) => string;
}

/** See the module docstring. */
export function CaseloadServices({ nameOf }: CaseloadServicesProps) {
  const today = localIsoDate(new Date());
  const week = weekOf(today);
  const summary = useCaseloadServiceSummary(week.from, week.to);
  // Minutes owed over the same range as the student page's (the week alone has no ended period yet).
  const longer = recentPeriods(today);
  const owed = useCaseloadServiceSummary(longer.from, longer.to);
  const recent = useRecentSessions(format(addDays(parseISO(today), -28), "yyyy-MM-dd"));
  const offlineGap = useNotAvailableOffline(summary);
  const rows = useMemo(
    () => (summary.data ? caseloadRows(summary.data, nameOf, owed.data) : []),
    [summary.data, nameOf, owed.data],
  );
  // The quick log goes by student, so a row does not move when its status changes.
  const byStudent = useMemo(
    () =>
      [...rows].sort(
        (a, b) => a.studentName.localeCompare(b.studentName) || a.serviceName.localeCompare(b.serviceName),
      ),
    [rows],
  );
  const lastMinutes = useMemo(() => {
    const last = new Map<string, number>();
    // Newest first: the first session seen of each service is its last.
    for (const s of recent.data?.items ?? []) if (!last.has(s.serviceId)) last.set(s.serviceId, s.minutes);
    return last;
  }, [recent.data]);
  const exportRange = lastThirtyDays(today);

  if (offlineGap) return <NotAvailableOffline what="This week's services" />;
  if (summary.isPending) return <Skeleton className="h-40" />;
  if (summary.isError) {
    return (
      <Alert
        tone="error"
        title={errorMessage(summary.error, "Failed to load this week's services. Please try again.")}
      >
        <Button variant="secondary" size="sm" className="mt-1" onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <Card>
        <section aria-labelledby="services-week-heading" className="space-y-3">
          <h2 id="services-week-heading" className="text-lg font-semibold text-slate-900">
            Services this week
          </h2>
          <ServicesThisWeek rows={rows} />
        </section>
      </Card>
      {rows.length ? (
        <Card>
          <section aria-labelledby="services-quick-heading" className="space-y-3">
            <h2 id="services-quick-heading" className="text-lg font-semibold text-slate-900">
              Log today's sessions
            </h2>
            <p className="text-sm text-slate-700">
              Tick “Log” (or change the minutes) on each session held, then save them all at once.
            </p>
            {/* Waits for the last sessions' minutes only while they are being fetched (offline: without). */}
            {recent.isPending && recent.fetchStatus === "fetching" ? (
              <Skeleton className="h-24" />
            ) : (
              <QuickLogTable
                key={byStudent.map((r) => r.serviceId).join()}
                rows={byStudent}
                today={today}
                minutesOf={(r) => prefilledMinutes(r, lastMinutes.get(r.serviceId))}
              />
            )}
          </section>
        </Card>
      ) : null}
      {rows.length > 1 ? (
        <Card>
          <section aria-labelledby="services-group-heading" className="space-y-3">
            <h2 id="services-group-heading" className="text-lg font-semibold text-slate-900">
              Log a group session
            </h2>
            <GroupSessionForm rows={byStudent} today={today} />
          </section>
        </Card>
      ) : null}
      <Card>
        <ServiceLogExport
          what="the caseload's service log"
          formats={["csv"]}
          defaultFrom={exportRange.from}
          defaultTo={exportRange.to}
          fetchFile={(from, to) => downloadCaseloadServiceLog(from, to)}
        />
      </Card>
    </div>
  );
}
