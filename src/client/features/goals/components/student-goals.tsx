/**
 * The "Goals" section of a student's page (requirements "IEP goals": "Students' pages show their goals and the
 * latest status of each"): each IEP goal with its latest value, trend (requirements "Progress trend") and four-point
 * decision, a link to the goal's page, "Add goal", and the student's parent progress report. The goals
 * are in the record's order, as the server lists them (requirements "IEP goals": one goal order everywhere).
 */

import { Alert, Button, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useGoals } from "@client/features/goals/api/get-goals";
import { GoalFormDialog } from "@client/features/goals/components/goal-form-dialog";
import { GoalSummaryList, goalPath } from "@client/features/goals/components/goal-summary-list";
import { errorMessage } from "@client/lib/api-client";
import { FileText, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";

export interface StudentGoalsProps {
  studentId: string;
  studentName: string;
  /** Offer "Add goal" (false for a team member whose role may not add goals). Default true. */
  canAdd?: boolean;
  /** Offer the parent progress report (false for a role that does not read it). Default true. */
  canReport?: boolean;
}

/** The section; a landmark labelled by its h2 "Goals". */
export function StudentGoals({ studentId, studentName, canAdd = true, canReport = true }: StudentGoalsProps) {
  const query = useGoals(studentId);
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const today = useMemo(() => new Date(), []);
  const goals = query.data;

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading goals…</span>
        <Skeleton className="h-24" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <Alert tone="error" title={errorMessage(query.error, "Failed to load goals. Please try again.")}>
        <Button variant="secondary" size="sm" className="mt-1" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!goals || goals.length === 0) {
    body = (
      <p className="text-sm text-slate-700">
        No goals tracked yet. Add a measurable goal to record data points and see the trend.
      </p>
    );
  } else {
    body = <GoalSummaryList goals={goals} today={today} showAttention />;
  }

  return (
    <section
      aria-labelledby="student-section-tracked-goals"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="student-section-tracked-goals" className="text-base font-semibold text-slate-900">
          Goals
        </h2>
        <div className="flex flex-wrap gap-2">
          {canReport && goals && goals.length > 0 ? (
            <Button variant="secondary" size="sm" asChild>
              <Link to={`${paths.progressReport}?studentId=${encodeURIComponent(studentId)}`}>
                <FileText className="size-4" aria-hidden="true" />
                Parent report
              </Link>
            </Button>
          ) : null}
          {canAdd ? (
            <Button size="sm" aria-label={`Add goal for ${studentName}`} onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              Add goal
            </Button>
          ) : null}
        </div>
      </div>
      {body}
      <GoalFormDialog
        open={adding}
        onOpenChange={setAdding}
        studentId={studentId}
        onSaved={(g) => navigate(goalPath(g.id))}
      />
    </section>
  );
}
