/**
 * The dashboard's "Services behind" card (requirements "Service compliance"), beside the deadlines:
 * how many of the caseload's services are behind or owe make-up minutes over the last 8 weeks, the
 * minutes owed, and the students concerned (most minutes owed first), as the server computed them in
 * the teacher's time zone. Links to "Services this week". Loading, failure with "Try again", and two
 * empty states: no services entered yet, or all on track. Types only from the contracts: no zod in the
 * dashboard's first load (architecture "Layout").
 */
import { CardListBody, type CardListLoad } from "@client/components/card-list-body";
import { Card, EmptyState } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { preloadScreen } from "@client/lib/preload";
import type { DashboardServiceStudent, DashboardServices } from "@shared/contracts/dashboard";
import { countOf } from "@shared/domain/plural";
import { Clock } from "lucide-react";
import { Link } from "react-router";

export interface ServicesBehindCardProps extends CardListLoad {
  /** The dashboard's `servicesBehind`; undefined until the dashboard has loaded. */
  services: DashboardServices | undefined;
}

/** "1 behind · 2 owe 45 minutes" for a student's row. */
function studentLine(s: DashboardServiceStudent): string {
  const parts: string[] = [];
  if (s.behind > 0) parts.push(`${countOf(s.behind, "service")} behind`);
  if (s.owed > 0) parts.push(`${countOf(s.owedMinutes, "minute")} owed`);
  return parts.join(" · ");
}

/** The card; a region labelled "Services behind". */
export function ServicesBehindCard({ services, ...load }: ServicesBehindCardProps) {
  return (
    <Card aria-labelledby="services-behind-title" role="region" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="services-behind-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <Clock className="size-5 text-indigo-700" aria-hidden="true" />
          Services behind
        </h2>
        <Link
          className="text-sm font-medium text-indigo-700 underline underline-offset-2"
          to={paths.services}
          onMouseEnter={() => preloadScreen("services")}
          onFocus={() => preloadScreen("services")}
        >
          Services this week
        </Link>
      </div>
      <CardListBody
        data={services}
        failedTitle="Failed to load the services. Please try again."
        skeletonClassName="h-10 w-full"
        {...load}
      >
        {(s) =>
          s.services === 0 ? (
            <EmptyState title="No services logged yet">
              Add the services of a student's IEP to see here whether their minutes are delivered.
            </EmptyState>
          ) : s.behind + s.owed === 0 ? (
            <EmptyState title="All services on track">
              {countOf(s.services, "service")} on track over the last 8 weeks.
            </EmptyState>
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-slate-800">
                {[
                  s.behind > 0 ? `${countOf(s.behind, "service")} behind this period` : null,
                  s.owed > 0
                    ? `${countOf(s.owed, "service")} ${s.owed === 1 ? "owes" : "owe"} ${countOf(s.owedMinutes, "minute")} of make-up`
                    : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              <ul className="divide-y divide-slate-100">
                {s.students.map((student) => (
                  <li
                    key={student.studentId}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
                  >
                    <Link
                      className="font-medium text-indigo-700 underline underline-offset-2"
                      to={`${paths.students}?${new URLSearchParams({ student: student.studentId })}`}
                    >
                      {student.studentName}
                    </Link>
                    <span className={`text-sm ${student.owed > 0 ? "text-red-800" : "text-amber-900"}`}>
                      {studentLine(student)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      </CardListBody>
    </Card>
  );
}
