/**
 * /dashboard (requirements "Screens and routes"): greeting, plan and notes used this month, caseload count,
 * deadlines (overdue and the next 7 days) beside the services behind (requirements "Deadlines", "Service
 * compliance"), the next meetings (requirements "Meetings"),
 * upcoming annual IEP reviews, recent notes, and the two quick actions "Add a student" (opens the
 * students page with its add dialog, `?add=1`) and "Write a progress note". Each panel loads, fails and retries on its own; a failed list falls back
 * to the browser copy (requirements "Error catalogue") like the full screens do.
 */

import { greetingFor } from "@client/app/routes/dashboard/greeting";
import { OutstandingIepsSlot } from "@client/app/routes/dashboard/outstanding-ieps-slot";
import { PlanCard } from "@client/app/routes/dashboard/plan-card";
import { ServicesBehindCard } from "@client/app/routes/dashboard/services-behind-card";
import { TeamInvitationsSlot } from "@client/app/routes/dashboard/team-invitations-slot";
import { Alert, Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useDashboardSummary } from "@client/features/deadlines/api/get-dashboard";
import { DeadlinesCard } from "@client/features/deadlines/components/deadlines-card";
import { UpcomingMeetingsCard } from "@client/features/meetings/components/upcoming-meetings-card";
import { useNotesWithFallback } from "@client/features/notes/api/get-notes";
import { RecentNotesCard } from "@client/features/notes/components/recent-notes-card";
import { useStudentSummaries } from "@client/features/students/api/get-students";
import { AnnualReviewsCard } from "@client/features/students/components/annual-reviews-card";
import { CaseloadCard } from "@client/features/students/components/caseload-card";
import { annualReviewsDue } from "@client/features/students/lib/annual-reviews";
import { mayOnStudentId } from "@client/features/students/lib/student-role";
import { useMe } from "@client/lib/auth/get-me";
import { formatWeekdayMonthDay } from "@client/lib/date-labels";
import { SavedCopyTime } from "@client/lib/offline/saved-copy-time";
import { preloadScreen } from "@client/lib/preload";
import type { Profile } from "@shared/contracts/me";
import { PenLine, UserPlus } from "lucide-react";
import { Link } from "react-router";

/**
 * The dashboard home (default export: loaded lazily by the router). The session can end while it is
 * shown (any answer 401): the profile is then gone a moment before the guard moves to sign-in, and
 * the screen shows nothing meanwhile instead of failing.
 */
export default function DashboardPage() {
  const profile = useMe().data;
  return profile ? <DashboardHome profile={profile} /> : null;
}

function DashboardHome({ profile }: { profile: Profile }) {
  const today = new Date();
  const students = useStudentSummaries();
  const notes = useNotesWithFallback();
  const summary = useDashboardSummary();
  const summaryLoad = {
    loading: summary.isPending,
    failed: summary.isError,
    retrying: summary.isFetching,
    onRetry: () => void summary.refetch(),
  };
  const firstName = profile.firstName || profile.name.split(" ")[0] || "";
  const reviewsSoon = students.students
    ? annualReviewsDue(students.students, today).filter((r) => r.daysUntil <= 28).length
    : 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
            {greetingFor(today.getHours())}
            {firstName ? `, ${firstName}` : ""}
          </h1>
          {/* Two lines kept on a phone, where the count wraps, so the caseload's arrival moves nothing (decision 022). */}
          <p className="mt-1 min-h-12 text-slate-700 sm:min-h-6">
            {formatWeekdayMonthDay(today)}
            {reviewsSoon > 0
              ? ` · ${reviewsSoon} annual ${reviewsSoon === 1 ? "review needs" : "reviews need"} attention within 4 weeks`
              : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link
              to={`${paths.students}?add=1`}
              onMouseEnter={() => preloadScreen("students")}
              onFocus={() => preloadScreen("students")}
            >
              <UserPlus className="size-4" aria-hidden="true" />
              Add a student
            </Link>
          </Button>
          <Button asChild>
            <Link
              to={paths.generate}
              onMouseEnter={() => preloadScreen("generate")}
              onFocus={() => preloadScreen("generate")}
            >
              <PenLine className="size-4" aria-hidden="true" />
              Write a progress note
            </Link>
          </Button>
        </div>
      </div>

      <TeamInvitationsSlot />
      <OutstandingIepsSlot />

      {students.usingStoredCopy || notes.usingStoredCopy ? (
        <Alert tone="warning" title="Showing the copy saved on this device">
          The server could not be reached, so some lists below may be out of date.
          <SavedCopyTime at={students.query.dataUpdatedAt || notes.query.dataUpdatedAt} />
        </Alert>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <PlanCard plan={profile.plan} today={today} />
        <CaseloadCard
          students={students.students}
          loading={students.query.isPending}
          failed={students.query.isError}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <DeadlinesCard
          summary={summary.data}
          canEdit={mayOnStudentId(students.students, "deadlines.edit")}
          {...summaryLoad}
        />
        <ServicesBehindCard services={summary.data?.servicesBehind} {...summaryLoad} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <UpcomingMeetingsCard meetings={summary.data?.upcomingMeetings} {...summaryLoad} />
        <AnnualReviewsCard
          students={students.students}
          loading={students.query.isPending}
          failed={students.query.isError}
          retrying={students.query.isFetching}
          onRetry={() => void students.query.refetch()}
          today={today}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <RecentNotesCard
          notes={notes.notes}
          loading={notes.query.isPending}
          failed={notes.query.isError}
          retrying={notes.query.isFetching}
          onRetry={() => void notes.query.refetch()}
        />
      </div>
    </div>
  );
}
