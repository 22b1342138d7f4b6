/**
 * /dashboard/progress/goals/:goalId (requirements "IEP goals": "A goal's page"): the goal's details, edit (dialog) and
 * delete (after confirmation; its entries go with it, requirements "IEP goals"); the graph with its text summary and
 * data table; the fast entry form; the entries list with edit and delete; "Import data points" from a file
 * (requirements "Progress-data import"; the dialog's code loads when it is first opened).
 * On a shared student's goal (requirements "What each role may do") only what the teacher's role
 * allows is offered: edit and delete with `goals.edit` (a provider: the goals they added), recording
 * with `progress.record`, an entry's edit and delete when the grant is "all" or the entry is theirs,
 * the parent report with `team-records.read`; importing stays the owner's (the import routes act on
 * the teacher's own students only).
 */

import { AuthorLabel } from "@client/components/author-label";
import { Alert, Button, ConfirmDialog, EmptyState, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useDeleteGoal } from "@client/features/goals/api/delete-goal";
import { useGoal } from "@client/features/goals/api/get-goal";
import { GoalFormDialog } from "@client/features/goals/components/goal-form-dialog";
import { GoalGraph } from "@client/features/goals/components/goal-graph";
import { DecisionBadge, TrendBadge } from "@client/features/goals/components/goal-status-badges";
import { missingMeasures, wordList } from "@client/features/goals/lib/goal-status";
import { useProgressEntries } from "@client/features/progress/api/get-progress-entries";
import { EntryList } from "@client/features/progress/components/entry-list";
import { FastEntryForm } from "@client/features/progress/components/fast-entry-form";
import { useStudentSummaries } from "@client/features/students/api/get-students";
import { canChangeRow, canOnStudent, roleOf, writerOf } from "@client/features/students/lib/student-role";
import { ApiRequestError, errorMessage } from "@client/lib/api-client";
import { useMe } from "@client/lib/auth/get-me";
import { formatDay, formatValue } from "@client/lib/format";
import { NotAvailableOffline, useNotAvailableOffline } from "@client/lib/offline/offline-gaps";
import type { Goal } from "@shared/contracts/goals";
import type { StudentSummary } from "@shared/contracts/students";
import { ArrowLeft, FileText, Pencil, Trash2, Upload } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";

const ImportDataDialog = lazy(async () => ({
  default: (await import("@client/features/progress/components/import-data-dialog")).ImportDataDialog,
}));

/** The goal screen. */
export default function GoalPage() {
  const { goalId = "" } = useParams();
  const goalQuery = useGoal(goalId);
  const { students } = useStudentSummaries();
  // Offline with no saved copy: say so instead of loading for ever (architecture "Offline rules").
  const goalUnavailable = useNotAvailableOffline(goalQuery);
  const back = (
    <nav aria-label="Breadcrumb">
      <Link
        to={paths.progress}
        className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All goals
      </Link>
    </nav>
  );

  if (goalUnavailable) {
    return (
      <div className="mx-auto max-w-4xl space-y-6">
        {back}
        <h1 className="text-2xl font-bold text-slate-900">IEP goal</h1>
        <NotAvailableOffline what="This goal" />
      </div>
    );
  }
  if (goalQuery.isPending) {
    return (
      <div className="mx-auto max-w-4xl space-y-6" aria-busy="true">
        {back}
        <h1 className="text-2xl font-bold text-slate-900">IEP goal</h1>
        <span className="sr-only">Loading the goal…</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-80" />
      </div>
    );
  }
  if (goalQuery.isError) {
    const notFound = goalQuery.error instanceof ApiRequestError && goalQuery.error.status === 404;
    return (
      <div className="mx-auto max-w-4xl space-y-6">
        {back}
        <h1 className="text-2xl font-bold text-slate-900">{notFound ? "Goal not found" : "IEP goal"}</h1>
        {notFound ? (
          <EmptyState
            title="This goal does not exist or was deleted"
            action={
              <Button asChild>
                <Link to={paths.progress}>See all goals</Link>
              </Button>
            }
          />
        ) : (
          <Alert
            tone="error"
            title={errorMessage(goalQuery.error, "Failed to load the goal. Please try again.")}
          >
            <Button variant="secondary" className="mt-2" onClick={() => void goalQuery.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
      </div>
    );
  }
  const goal = goalQuery.data;
  const student = students?.find((s) => s.id === goal.studentId);
  return <GoalView goal={goal} student={student} back={back} />;
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

const NotRecorded = () => <span className="text-slate-600 italic">Not recorded</span>;

/**
 * A goal kept from the record's old text list has only its statement (requirements "IEP goals"):
 * say plainly what it lacks and offer to add it, instead of an empty graph with no reason.
 */
function MissingMeasures({ goal, onAdd }: { goal: Goal; onAdd?: () => void }) {
  const missing = missingMeasures(goal);
  if (missing.length === 0) return null;
  return (
    <Alert tone="warning" title={`This goal has no ${wordList(missing)} yet.`}>
      <p>
        Without them there is no aimline to compare the data with, so the decision rule cannot advise. Entries
        can still be recorded.
      </p>
      {onAdd ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onAdd}>
          <Pencil className="size-4" aria-hidden="true" />
          Add {wordList(missing)}
        </Button>
      ) : null}
    </Alert>
  );
}

/**
 * The goal's view. `student` (its list summary) tells whether it is shared with the teacher and in
 * which role; while the caseload is not known yet, the teacher is taken for the owner (the server
 * refuses a member's change their role does not allow anyway).
 */
function GoalView({ goal, student, back }: { goal: Goal; student?: StudentSummary; back: ReactNode }) {
  const studentName = student?.name;
  const me = useMe().data?.id;
  const sharing = student ?? {};
  const mayEditGoal = canChangeRow(sharing, "goals.edit", writerOf(goal), me);
  const mayRecord = canOnStudent(sharing, "progress.record");
  const mayImport = mayRecord && roleOf(sharing) === "owner";
  const mayReport = canOnStudent(sharing, "team-records.read");
  const navigate = useNavigate();
  const entriesQuery = useProgressEntries(goal.id);
  const entriesUnavailable = useNotAvailableOffline(entriesQuery);
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [importing, setImporting] = useState(false);

  const confirmDelete = () =>
    remove.mutate(goal.id, {
      onSuccess: () => {
        toast.success("Goal deleted");
        navigate(paths.progress, { replace: true });
      },
      onError: (err) => {
        setConfirming(false);
        toast.error(errorMessage(err, "Failed to delete goal. Please try again."));
      },
    });

  const area = goal.area ?? "IEP goal";
  const title = studentName ? `${studentName}: ${area}` : area;
  return (
    <article aria-labelledby="goal-title" className="mx-auto max-w-4xl space-y-6">
      {back}
      <header className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 space-y-1">
            <h1 id="goal-title" className="text-2xl font-bold text-slate-900">
              {title}
            </h1>
            <p className="text-base break-words text-slate-800">{goal.statement}</p>
            <AuthorLabel authorId={goal.authorId} authorName={goal.authorName} className="block text-sm" />
          </div>
          <div className="flex flex-wrap gap-2">
            {mayReport ? (
              <Button variant="secondary" asChild>
                <Link to={`${paths.progressReport}?studentId=${encodeURIComponent(goal.studentId)}`}>
                  <FileText className="size-4" aria-hidden="true" />
                  Parent report
                </Link>
              </Button>
            ) : null}
            {mayImport ? (
              <Button variant="secondary" onClick={() => setImporting(true)}>
                <Upload className="size-4" aria-hidden="true" />
                Import data points
              </Button>
            ) : null}
            {mayEditGoal ? (
              <>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit goal
                </Button>
                <Button
                  variant="secondary"
                  className="text-red-800 hover:bg-red-50"
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete goal
                </Button>
              </>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2" aria-live="polite">
          <TrendBadge trend={goal.trend} />
          <DecisionBadge action={goal.decision.action} />
          {goal.decision.message ? <p className="text-sm text-slate-800">{goal.decision.message}</p> : null}
        </div>
      </header>

      <MissingMeasures goal={goal} onAdd={mayEditGoal ? () => setEditing(true) : undefined} />

      <section
        aria-labelledby="goal-details"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="goal-details" className="text-lg font-semibold text-slate-900">
          Goal details
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2">
          <Item label="Baseline">
            {goal.baselineValue !== null ? formatValue(goal.baselineValue, goal.unit) : <NotRecorded />} on{" "}
            {formatDay(goal.baselineDate)}
            {goal.baselineData ? <span className="block text-slate-700">{goal.baselineData}</span> : null}
          </Item>
          <Item label="Target">
            {goal.targetValue !== null ? formatValue(goal.targetValue, goal.unit) : <NotRecorded />}
            {goal.targetDate ? ` by ${formatDay(goal.targetDate)}` : ""}
          </Item>
          <Item label="Unit">{goal.unit ?? <NotRecorded />}</Item>
          <Item label="Direction">
            {goal.direction === "increase" ? "Increase (higher is better)" : "Decrease (lower is better)"}
          </Item>
          <Item label="Measurement method">{goal.measurementMethod ?? <NotRecorded />}</Item>
          <Item label="Evaluation schedule">{goal.evaluationSchedule ?? <NotRecorded />}</Item>
          <Item label="Short-term objectives" wide>
            {goal.objectives.length === 0 ? (
              <NotRecorded />
            ) : (
              <ol className="list-decimal space-y-1 pl-5">
                {goal.objectives.map((o, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: read-only list; objectives may repeat
                  <li key={i}>{o}</li>
                ))}
              </ol>
            )}
          </Item>
        </dl>
      </section>

      {mayRecord ? <FastEntryForm goal={goal} /> : null}

      {entriesUnavailable ? (
        <NotAvailableOffline what="This goal's entries" />
      ) : entriesQuery.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">Loading entries…</span>
          <Skeleton className="h-80" />
        </div>
      ) : entriesQuery.isError ? (
        <Alert
          tone="error"
          title={errorMessage(entriesQuery.error, "Failed to load entries. Please try again.")}
        >
          <Button variant="secondary" className="mt-2" onClick={() => void entriesQuery.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <GoalGraph goal={goal} entries={entriesQuery.data} />
          <section
            aria-labelledby="entries-heading"
            className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="entries-heading" className="text-lg font-semibold text-slate-900">
              Entries ({entriesQuery.data.length})
            </h2>
            <EntryList
              goal={goal}
              entries={entriesQuery.data}
              canChange={(entry) => canChangeRow(sharing, "progress.record", entry.enteredBy, me)}
            />
          </section>
        </>
      )}

      <GoalFormDialog open={editing} onOpenChange={setEditing} goal={goal} />
      {importing ? (
        <Suspense fallback={null}>
          <ImportDataDialog
            open={importing}
            onOpenChange={setImporting}
            target={{ kind: "goal", goal, entries: entriesQuery.data ?? [] }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this goal?"
        description={`The goal and its ${goal.entryCount} ${goal.entryCount === 1 ? "entry" : "entries"} will be removed for good.`}
        confirmLabel="Delete goal"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </article>
  );
}
