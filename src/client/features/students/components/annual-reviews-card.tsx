/**
 * "Upcoming annual IEP reviews": overdue reviews and those due in the next 60 days, soonest first,
 * at most 5 listed (requirements "Student fields": annualMeetingDueDate; 34 CFR §300.324(b) annual review).
 */

import { CardListBody } from "@client/components/card-list-body";
import { Card, EmptyState } from "@client/components/ui";
import { paths } from "@client/config/paths";
import {
  ANNUAL_REVIEW_WINDOW_DAYS,
  annualReviewsDue,
  describeDue,
} from "@client/features/students/lib/annual-reviews";
import { cn } from "@client/lib/cn";
import { formatShortWeekdayDay } from "@client/lib/date-labels";
import type { StudentSummary } from "@shared/contracts/students";
import { messages } from "@shared/domain/error-messages";
import { parseISO } from "date-fns";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";

/** How many reviews the card lists. */
export const ANNUAL_REVIEWS_SHOWN = 5;

export function AnnualReviewsCard({
  students,
  loading,
  failed,
  retrying,
  onRetry,
  today,
}: {
  students: StudentSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  today: Date;
}) {
  const reviews = students ? annualReviewsDue(students, today) : [];
  const shown = reviews.slice(0, ANNUAL_REVIEWS_SHOWN);
  return (
    <Card aria-labelledby="reviews-title" role="region" className="space-y-4">
      <div className="flex items-center gap-2">
        <CalendarClock className="size-5 text-indigo-700" aria-hidden="true" />
        <h2 id="reviews-title" className="text-lg font-semibold text-slate-900">
          Upcoming annual IEP reviews
        </h2>
      </div>
      <CardListBody
        data={students}
        loading={loading}
        failed={failed}
        retrying={retrying}
        onRetry={onRetry}
        failedTitle={messages.students.loadFailed}
        skeletonClassName="h-12 w-full"
      >
        {(students) =>
          shown.length === 0 ? (
            <EmptyState title={`No annual reviews due in the next ${ANNUAL_REVIEW_WINDOW_DAYS} days`}>
              {students.length === 0
                ? "Add students with their annual review date to see them here."
                : "Reviews appear here when a student's annual review date is near. Add the date on the student's record."}
            </EmptyState>
          ) : (
            <>
              <ul className="divide-y divide-slate-100">
                {shown.map((r) => (
                  <li key={r.studentId} className="flex items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <Link
                        to={`${paths.students}?${new URLSearchParams({ student: r.studentId })}`}
                        className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                      >
                        {r.name}
                      </Link>
                      <p className="text-sm text-slate-700">
                        {r.grade ? `Grade ${r.grade} · ` : ""}
                        <time dateTime={r.dueDate}>{formatShortWeekdayDay(parseISO(r.dueDate))}</time>
                      </p>
                    </div>
                    <span
                      className={cn(
                        "shrink-0 rounded-full px-3 py-1 text-sm font-medium",
                        r.daysUntil < 0
                          ? "bg-red-100 text-red-900"
                          : r.daysUntil <= 28
                            ? "bg-amber-100 text-amber-900"
                            : "bg-slate-100 text-slate-800",
                      )}
                    >
                      {describeDue(r.daysUntil)}
                    </span>
                  </li>
                ))}
              </ul>
              {reviews.length > shown.length ? (
                <p className="text-sm text-slate-700">
                  And {reviews.length - shown.length} more.{" "}
                  <Link
                    className="font-medium text-indigo-700 underline underline-offset-2"
                    to={paths.students}
                  >
                    See all students
                  </Link>
                </p>
              ) : null}
            </>
          )
        }
      </CardListBody>
    </Card>
  );
}
