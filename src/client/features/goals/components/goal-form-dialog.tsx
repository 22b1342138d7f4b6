/**
 * The add/edit goal dialog (requirements "IEP goals"): statement, area, baseline (text, value, date),
 * target (value, date), unit with suggestions, direction, measurement method, evaluation schedule and
 * the short-term objectives. react-hook-form + zod; errors sit next to their field, a server refusal
 * is shown above the buttons, and nothing the teacher typed is lost.
 */
import { Alert, Button, Dialog, Field, Select, Textarea } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { localIsoDate } from "@client/lib/format";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Goal } from "@shared/contracts/goals";
import type { StudentSummary } from "@shared/contracts/students";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useCreateGoal } from "../api/create-goal";
import { useUpdateGoal } from "../api/update-goal";
import {
  emptyGoalForm,
  formToCreateInput,
  formToUpdateInput,
  type GoalFormValues,
  goalFormSchema,
  goalToForm,
} from "../lib/goal-form-values";
import {
  AreaAndUnitFields,
  BaselineFields,
  MeasurementFields,
  ObjectivesField,
  TargetFields,
} from "./goal-form-fields";

export interface GoalFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this goal; absent: add a new one. */
  goal?: Goal;
  /** Adding: the student the goal is for (fixed), or absent to choose from `students`. */
  studentId?: string;
  /** The caseload, for the student choice when adding without a fixed student. */
  students?: readonly StudentSummary[];
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
  students?: readonly StudentSummary[];
  onCancel: () => void;
  onSaved: (goal: Goal) => void;
}) {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<GoalFormValues>({
    resolver: zodResolver(goalFormSchema),
    defaultValues: goal ? goalToForm(goal) : emptyGoalForm(studentId ?? "", localIsoDate(new Date())),
  });
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

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
      <AreaAndUnitFields form={form} />
      <BaselineFields form={form} />
      <TargetFields form={form} />
      <MeasurementFields form={form} />
      <ObjectivesField form={form} />
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
