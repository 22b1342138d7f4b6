/**
 * The add/edit goal dialog (issue 3 "Add-goal form"): statement, area, baseline (text, value, date),
 * target (value, date), unit with suggestions, direction, measurement method, evaluation schedule and
 * the short-term objectives. react-hook-form + zod; errors sit next to their field, a server refusal
 * is shown above the buttons, and nothing the teacher typed is lost.
 */
import { Alert, Button, Dialog, Field, Input, Select, Textarea } from "@client/components/ui";
import { useCreateGoal } from "@client/features/goals/api/create-goal";
import { useUpdateGoal } from "@client/features/goals/api/update-goal";
import {
  emptyGoalForm,
  formToCreateInput,
  formToUpdateInput,
  type GoalFormValues,
  goalFormSchema,
  goalToForm,
} from "@client/features/goals/lib/goal-form-values";
import { UNIT_SUGGESTIONS } from "@client/features/goals/lib/goal-status";
import { errorMessage } from "@client/lib/api-client";
import { localIsoDate } from "@client/lib/format";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Goal } from "@shared/contracts/goals";
import type { Student } from "@shared/contracts/students";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";

export interface GoalFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this goal; absent: add a new one. */
  goal?: Goal;
  /** Adding: the student the goal is for (fixed), or absent to choose from `students`. */
  studentId?: string;
  /** The caseload, for the student choice when adding without a fixed student. */
  students?: readonly Student[];
  /** Called with the saved goal (after the dialog closes). */
  onSaved?: (goal: Goal) => void;
}

/** The goal form in a dialog; see the module docstring. */
export function GoalFormDialog({
  open,
  onOpenChange,
  goal,
  studentId,
  students,
  onSaved,
}: GoalFormDialogProps) {
  const editing = goal !== undefined;
  const title = editing ? "Edit goal" : "Add a goal";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="A measurable annual goal: where the student starts, where they should be, and by when."
      widthClass="max-w-2xl"
    >
      {open ? (
        <GoalForm
          goal={goal}
          studentId={studentId}
          students={students}
          onCancel={() => onOpenChange(false)}
          onSaved={(g) => {
            onOpenChange(false);
            onSaved?.(g);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function GoalForm({
  goal,
  studentId,
  students,
  onCancel,
  onSaved,
}: {
  goal?: Goal;
  studentId?: string;
  students?: readonly Student[];
  onCancel: () => void;
  onSaved: (goal: Goal) => void;
}) {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const [serverError, setServerError] = useState<string | null>(null);
  const unitListId = useId();
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<GoalFormValues>({
    resolver: zodResolver(goalFormSchema),
    defaultValues: goal ? goalToForm(goal) : emptyGoalForm(studentId ?? "", localIsoDate(new Date())),
  });
  const objectives = useFieldArray({ control, name: "objectives" });

  useEffect(() => {
    setFocus(goal || studentId ? "statement" : "studentId");
  }, [goal, studentId, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = goal
        ? await update.mutateAsync({ id: goal.id, changes: formToUpdateInput(values) })
        : await create.mutateAsync(formToCreateInput(values));
      onSaved(saved);
    } catch (err) {
      setServerError(
        errorMessage(
          err,
          goal ? "Failed to update goal. Please try again." : "Failed to add goal. Please try again.",
        ),
      );
    }
  });

  const chooseStudent = !goal && !studentId;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {chooseStudent ? (
        <Field label="Student" required error={errors.studentId?.message}>
          {(a) => (
            <Select {...a} {...register("studentId")}>
              <option value="">Choose a student</option>
              {(students ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <Field
        label="Goal statement"
        required
        hint="Condition, behaviour and criterion, e.g. “Given a grade-3 passage, Maya will read 90 words correct per minute.”"
        error={errors.statement?.message}
      >
        {(a) => <Textarea {...a} {...register("statement")} rows={3} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Area" hint="e.g. Reading fluency, Math, Behavior" error={errors.area?.message}>
          {(a) => <Input {...a} {...register("area")} autoComplete="off" />}
        </Field>
        <Field label="Unit" hint="What each score counts" error={errors.unit?.message}>
          {(a) => <Input {...a} {...register("unit")} list={unitListId} autoComplete="off" />}
        </Field>
        <datalist id={unitListId}>
          {UNIT_SUGGESTIONS.map((u) => (
            <option key={u} value={u} />
          ))}
        </datalist>
      </div>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Baseline</legend>
        <Field label="Baseline description" error={errors.baselineData?.message}>
          {(a) => <Textarea {...a} {...register("baselineData")} rows={2} className="min-h-16" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Baseline value" error={errors.baselineValue?.message}>
            {(a) => <Input {...a} {...register("baselineValue")} inputMode="decimal" autoComplete="off" />}
          </Field>
          <Field
            label="Baseline date"
            hint="The IEP start; the aimline begins here"
            error={errors.baselineDate?.message}
          >
            {(a) => <Input {...a} {...register("baselineDate")} type="date" />}
          </Field>
        </div>
      </fieldset>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Target</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Target value" error={errors.targetValue?.message}>
            {(a) => <Input {...a} {...register("targetValue")} inputMode="decimal" autoComplete="off" />}
          </Field>
          <Field label="Target date" error={errors.targetDate?.message}>
            {(a) => <Input {...a} {...register("targetDate")} type="date" />}
          </Field>
        </div>
        <Field
          label="Direction"
          hint="Behaviour goals often aim to decrease"
          error={errors.direction?.message}
        >
          {(a) => (
            <Select {...a} {...register("direction")}>
              <option value="increase">Increase (higher is better)</option>
              <option value="decrease">Decrease (lower is better)</option>
            </Select>
          )}
        </Field>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Measurement method"
          hint="e.g. Curriculum-based measurement probe"
          error={errors.measurementMethod?.message}
        >
          {(a) => <Input {...a} {...register("measurementMethod")} autoComplete="off" />}
        </Field>
        <Field label="Evaluation schedule" hint="e.g. Weekly" error={errors.evaluationSchedule?.message}>
          {(a) => <Input {...a} {...register("evaluationSchedule")} autoComplete="off" />}
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Short-term objectives</legend>
        {objectives.fields.length === 0 ? (
          <p className="text-sm text-slate-700">No objectives yet.</p>
        ) : (
          <ol className="space-y-2">
            {objectives.fields.map((f, i) => (
              <li key={f.id} className="flex items-end gap-2">
                <Field
                  label={`Objective ${i + 1}`}
                  className="flex-1"
                  error={errors.objectives?.[i]?.text?.message}
                >
                  {(a) => <Input {...a} {...register(`objectives.${i}.text`)} autoComplete="off" />}
                </Field>
                <Button
                  variant="ghost"
                  aria-label={`Remove objective ${i + 1}`}
                  onClick={() => objectives.remove(i)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={objectives.fields.length >= 20}
          onClick={() => objectives.append({ text: "" }, { shouldFocus: true })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add objective
        </Button>
      </fieldset>
      {serverError ? <Alert tone="error" title={serverError} /> : null}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {goal ? "Save changes" : "Add goal"}
        </Button>
      </div>
    </form>
  );
}
