/**
 * The goals part of the add/edit student form (requirements "Student fields", "IEP goals"): the
 * student's structured goals — the same ones progress monitoring, notes, the IEP draft and the
 * parent report use (decision 017) — with add, edit and remove. Each change is saved at once
 * through the goals API (the student form's own Save does not carry goals). Removing a goal that has
 * progress entries asks first, naming how many entries go with it. (While a student is being added,
 * the form takes goal statements instead: they become structured goals when the student is saved.)
 */
import { AuthorLabel } from "@client/components/author-label";
import { Alert, Button, ConfirmDialog, Skeleton } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { formatDay, formatValue } from "@client/lib/format";
import type { Goal } from "@shared/contracts/goals";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useDeleteGoal } from "../api/delete-goal";
import { useGoals } from "../api/get-goals";
import { missingMeasures, wordList } from "../lib/goal-status";
import { GoalFormDialog } from "./goal-form-dialog";

export interface StudentGoalsEditorProps {
  /** The student being edited. */
  studentId: string;
  studentName: string;
}

/** Oldest first: the order the teacher wrote them, as on the IEP. */
const byCreation = (a: Goal, b: Goal) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The part; a group labelled "Measurable annual goals". */
export function StudentGoalsEditor({ studentId, studentName }: StudentGoalsEditorProps) {
  return (
    // The goal dialog's form is portalled, but React events still bubble to the student form:
    // a goal's submit must not submit the student.
    <fieldset
      className="space-y-3"
      onSubmit={(e) => e.stopPropagation()}
      aria-describedby="student-goals-editor-hint"
    >
      <legend className="text-sm font-medium text-slate-900">Measurable annual goals</legend>
      <p id="student-goals-editor-hint" className="text-sm text-slate-600">
        One goal per entry, with its baseline, target and how it is measured. These are the goals progress
        monitoring, notes, the IEP draft and the parent report use. Changes here are saved at once.
      </p>
      <GoalsOfStudent studentId={studentId} studentName={studentName} />
    </fieldset>
  );
}

function GoalsOfStudent({ studentId, studentName }: { studentId: string; studentName: string }) {
  const query = useGoals(studentId);
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState<Goal | "new" | null>(null);
  const [confirming, setConfirming] = useState<Goal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const doRemove = (goal: Goal) => {
    setFailure(null);
    remove.mutate(goal.id, {
      onSuccess: () => setConfirming(null),
      onError: (err) => {
        setConfirming(null);
        setFailure(errorMessage(err, "Failed to remove the goal. Please try again."));
      },
    });
  };
  const askRemove = (goal: Goal) => (goal.entryCount > 0 ? setConfirming(goal) : doRemove(goal));

  if (query.isPending) return <Skeleton className="h-16" />;
  if (query.isError) {
    return (
      <Alert tone="error" title={errorMessage(query.error, "Failed to load goals. Please try again.")}>
        <Button variant="secondary" size="sm" className="mt-1" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const goals = [...query.data].sort(byCreation);
  return (
    <>
      {goals.length === 0 ? (
        <p className="text-sm text-slate-700">{studentName} has no goals yet.</p>
      ) : (
        <ol className="space-y-2">
          {goals.map((g, i) => (
            <GoalRow
              key={g.id}
              goal={g}
              n={i + 1}
              onEdit={() => setEditing(g)}
              onRemove={() => askRemove(g)}
              removing={remove.isPending && remove.variables === g.id}
            />
          ))}
        </ol>
      )}
      {failure ? <Alert tone="error" title={failure} /> : null}
      <Button variant="secondary" size="sm" onClick={() => setEditing("new")}>
        <Plus className="size-4" aria-hidden="true" />
        Add goal
      </Button>
      <GoalFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        goal={editing === "new" || editing === null ? undefined : editing}
        studentId={studentId}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Remove this goal?"
        description={
          confirming
            ? `“${confirming.statement}” has ${confirming.entryCount} progress ${confirming.entryCount === 1 ? "entry" : "entries"}. Removing the goal deletes ${confirming.entryCount === 1 ? "it" : "them"} too; this cannot be undone.`
            : ""
        }
        confirmLabel="Remove goal and entries"
        busy={remove.isPending}
        onConfirm={() => confirming && doRemove(confirming)}
      />
    </>
  );
}

/** One goal: statement, what it measures, and Edit / Remove. */
function GoalRow({
  goal,
  n,
  onEdit,
  onRemove,
  removing,
}: {
  goal: Goal;
  n: number;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const missing = missingMeasures(goal);
  const measure = [
    goal.area,
    goal.baselineValue !== null ? `baseline ${formatValue(goal.baselineValue, goal.unit)}` : null,
    goal.targetValue !== null ? `target ${formatValue(goal.targetValue, goal.unit)}` : null,
    goal.targetDate ? `by ${formatDay(goal.targetDate)}` : null,
    goal.entryCount > 0 ? `${goal.entryCount} progress ${goal.entryCount === 1 ? "entry" : "entries"}` : null,
  ].filter(Boolean);
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <p className="break-words text-sm text-slate-900">
        <span className="font-medium">Goal {n}: </span>
        {goal.statement}
      </p>
      <AuthorLabel authorId={goal.authorId} authorName={goal.authorName} className="mt-1 block" />
      {measure.length ? <p className="mt-1 text-xs text-slate-600">{measure.join(" · ")}</p> : null}
      {missing.length ? <p className="mt-1 text-xs text-amber-800">No {wordList(missing)} yet.</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit goal ${n}`}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onRemove}
          loading={removing}
          aria-label={`Remove goal ${n}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}
