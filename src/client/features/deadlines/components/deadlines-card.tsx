/**
 * The dashboard's "Deadlines" card (requirements "Deadlines"): overdue deadlines first, under the
 * heading "Overdue" and each labelled "Overdue by N days" in red, then those due in the next 7 days
 * (at most 10), as the server computed them in the teacher's time zone. Loading, failure with
 * "Try again", and an empty state that says what will appear.
 */
import { CardListBody } from "@client/components/card-list-body";
import { Card, EmptyState } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { notify as toast } from "@client/lib/notify";
import type { Dashboard } from "@shared/contracts/dashboard";
import { UPCOMING_DEADLINE_DAYS } from "@shared/contracts/deadline-codes";
import { ListChecks } from "lucide-react";
import { Link } from "react-router";
import { DeadlineItem } from "./deadline-item";

export interface DeadlinesCardProps {
  summary: Dashboard | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /**
   * Whether the teacher may change `studentId`'s deadlines (false: a team member whose role only
   * reads them, requirements "What each role may do"; listed without buttons). Default: every one.
   */
  canEdit?: (studentId: string) => boolean;
}

const notify = (message: string, ok: boolean) => (ok ? toast.success(message) : toast.error(message));

/** The card; a region labelled "Deadlines". */
export function DeadlinesCard({ summary, canEdit = () => true, ...load }: DeadlinesCardProps) {
  return (
    <Card aria-labelledby="deadlines-title" role="region" className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="deadlines-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ListChecks className="size-5 text-indigo-700" aria-hidden="true" />
          Deadlines
        </h2>
        <Link
          className="text-sm font-medium text-indigo-700 underline underline-offset-2"
          to={`${paths.meetings}?view=deadlines`}
        >
          All deadlines
        </Link>
      </div>
      <CardListBody
        data={summary}
        failedTitle="Failed to load deadlines. Please try again."
        skeletonClassName="h-12 w-full"
        {...load}
      >
        {(s) =>
          s.overdueDeadlines.length === 0 && s.upcomingDeadlines.length === 0 ? (
            <EmptyState title={`Nothing due in the next ${UPCOMING_DEADLINE_DAYS} days`}>
              Annual reviews, reevaluations and progress reports appear here as they come due.
            </EmptyState>
          ) : (
            <div className="space-y-4">
              {s.overdueDeadlines.length > 0 ? (
                <section aria-labelledby="overdue-title">
                  <h3 id="overdue-title" className="text-sm font-semibold text-red-800">
                    Overdue ({s.overdueDeadlines.length})
                  </h3>
                  <ul className="divide-y divide-slate-100">
                    {s.overdueDeadlines.map((d) => (
                      <DeadlineItem
                        key={d.id}
                        deadline={d}
                        today={s.today}
                        withActions={canEdit(d.studentId)}
                        onChanged={notify}
                      />
                    ))}
                  </ul>
                </section>
              ) : null}
              <section aria-labelledby="due-soon-title">
                <h3 id="due-soon-title" className="text-sm font-semibold text-slate-900">
                  Due in the next {UPCOMING_DEADLINE_DAYS} days
                </h3>
                {s.upcomingDeadlines.length === 0 ? (
                  <p className="py-2 text-sm text-slate-700">Nothing else is due this week.</p>
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {s.upcomingDeadlines.map((d) => (
                      <DeadlineItem
                        key={d.id}
                        deadline={d}
                        today={s.today}
                        withActions={canEdit(d.studentId)}
                        onChanged={notify}
                      />
                    ))}
                  </ul>
                )}
              </section>
            </div>
          )
        }
      </CardListBody>
    </Card>
  );
}
