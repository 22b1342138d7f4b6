/**
 * /dashboard/progress (requirements "IEP goals"): every IEP goal of the caseload with its student, latest
 * value, trend (requirements "Progress trend") and four-point decision, the goals that need attention first; filter by
 * student (`?studentId=`); add a goal; the parent progress report of the chosen student; import data
 * for several goals of the chosen student from one file (requirements "Progress-data import").
 * Students shared with the teacher (requirements "What each role may do"): their goals are listed
 * (every role reads goals); a goal is added only for a student whose role has `goals.add`; the
 * parent report needs `team-records.read`; importing stays with the teacher's own students (the
 * import routes act on those only). Recording data is on each goal's page, by the same rules.
 */

import { Alert, Button, EmptyState, Field, Select, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useGoals } from "@client/features/goals/api/get-goals";
import { GoalFormDialog } from "@client/features/goals/components/goal-form-dialog";
import { GoalSummaryList, goalPath } from "@client/features/goals/components/goal-summary-list";
import { sortByAttention } from "@client/features/goals/lib/goal-status";
import { useStudentSummaries } from "@client/features/students/api/get-students";
import { canOnStudent, roleOf } from "@client/features/students/lib/student-role";
import { errorMessage } from "@client/lib/api-client";
import { FileText, Plus, Timer, Upload } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";

const ImportDataDialog = lazy(async () => ({
  default: (await import("@client/features/progress/components/import-data-dialog")).ImportDataDialog,
}));

/** The progress overview screen. */
export default function ProgressPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const studentId = params.get("studentId") || undefined;
  const goalsQuery = useGoals();
  const { students } = useStudentSummaries();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const today = useMemo(() => new Date(), []);

  const names = useMemo(() => new Map((students ?? []).map((s) => [s.id, s.name])), [students]);
  const addable = useMemo(() => students?.filter((s) => canOnStudent(s, "goals.add")), [students]);
  const chosen = studentId ? students?.find((s) => s.id === studentId) : undefined;
  // While the caseload is unknown the chosen student counts as the teacher's own (the server decides).
  const chosenAccess = chosen ?? {};
  const mayAddHere = !studentId || canOnStudent(chosenAccess, "goals.add");
  const goals = goalsQuery.data;
  const shown = useMemo(
    () =>
      sortByAttention(
        (goals ?? []).filter((g) => !studentId || g.studentId === studentId),
        today,
      ),
    [goals, studentId, today],
  );
  const chosenName = studentId ? names.get(studentId) : undefined;

  const setStudent = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set("studentId", id);
    else next.delete("studentId");
    setParams(next, { replace: true });
  };

  let body: React.ReactNode;
  if (goalsQuery.isPending) {
    body = (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading goals…</span>
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  } else if (goalsQuery.isError) {
    body = (
      <Alert tone="error" title={errorMessage(goalsQuery.error, "Failed to load goals. Please try again.")}>
        <Button variant="secondary" className="mt-2" onClick={() => void goalsQuery.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (goals?.length === 0) {
    body = (
      <EmptyState
        title="No IEP goals yet"
        action={
          addable && addable.length > 0 ? (
            <Button onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              Add a goal
            </Button>
          ) : (
            <Button asChild>
              <Link to={paths.students}>Add a student first</Link>
            </Button>
          )
        }
      >
        Add a goal from a student's page (or here), then record data points to see the trend and a decision.
      </EmptyState>
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        title={`No goals for ${chosenName ?? "this student"} yet`}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {mayAddHere ? (
              <Button onClick={() => setAdding(true)}>
                <Plus className="size-4" aria-hidden="true" />
                Add a goal
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setStudent("")}>
              Show all goals
            </Button>
          </div>
        }
      />
    );
  } else {
    body = (
      <section aria-labelledby="goals-heading" className="space-y-3">
        <h2 id="goals-heading" className="text-lg font-semibold text-slate-900">
          {shown.length} {shown.length === 1 ? "goal" : "goals"}
          {chosenName ? ` for ${chosenName}` : ""} · most urgent first
        </h2>
        <GoalSummaryList goals={shown} studentNames={names} showAttention today={today} />
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-slate-900">Progress monitoring</h1>
          <p className="text-slate-700">
            Every IEP goal with its latest data, trend and decision. Goals that need attention come first.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" asChild>
            <Link to={paths.testAcademic}>
              <Timer className="size-4" aria-hidden="true" />
              Run a probe
            </Link>
          </Button>
          <Button onClick={() => setAdding(true)} disabled={!addable || addable.length === 0}>
            <Plus className="size-4" aria-hidden="true" />
            Add a goal
          </Button>
        </div>
      </header>

      {students && students.length > 0 ? (
        <search
          aria-label="Filter goals"
          className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <Field label="Student" className="min-w-60 flex-1">
            {(a) => (
              <Select {...a} value={studentId ?? ""} onChange={(e) => setStudent(e.target.value)}>
                <option value="">All students</option>
                {students.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {studentId ? (
            <div className="flex flex-wrap gap-2">
              {canOnStudent(chosenAccess, "team-records.read") ? (
                <Button variant="secondary" asChild>
                  <Link to={`${paths.progressReport}?studentId=${encodeURIComponent(studentId)}`}>
                    <FileText className="size-4" aria-hidden="true" />
                    Parent progress report{chosenName ? ` for ${chosenName}` : ""}
                  </Link>
                </Button>
              ) : null}
              {chosenName && shown.length > 0 && roleOf(chosenAccess) === "owner" ? (
                <Button variant="secondary" onClick={() => setImporting(true)}>
                  <Upload className="size-4" aria-hidden="true" />
                  Import data for several goals
                </Button>
              ) : null}
            </div>
          ) : (
            <p className="pb-2 text-sm text-slate-700">
              Choose a student for their parent progress report, or to import data for several goals.
            </p>
          )}
        </search>
      ) : null}

      {body}

      {importing && studentId && chosenName ? (
        <Suspense fallback={null}>
          <ImportDataDialog
            open={importing}
            onOpenChange={setImporting}
            target={{ kind: "student", studentId, studentName: chosenName }}
          />
        </Suspense>
      ) : null}
      <GoalFormDialog
        open={adding}
        onOpenChange={setAdding}
        studentId={studentId && addable?.some((s) => s.id === studentId) ? studentId : undefined}
        students={addable}
        onSaved={(g) => navigate(goalPath(g.id))}
      />
    </div>
  );
}
