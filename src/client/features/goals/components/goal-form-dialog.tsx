/**
 * The add/edit goal dialog (requirements "IEP goals"): statement, area, baseline (text, value, date),
 * target (value, date), unit with suggestions, direction, measurement method, evaluation schedule and
 * the short-term objectives; the measures the statement already states are offered under it
 * (`SuggestedMeasures`). react-hook-form + zod; errors sit next to their field, a server refusal
 * is shown above the buttons, and nothing the teacher typed is lost.
 */
import { SelectField, TextareaField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { localIsoDate } from "@client/lib/format";
import type { Goal } from "@shared/contracts/goals";
import type { StudentSummary } from "@shared/contracts/students";
import { useCreateGoal } from "../api/create-goal";
import { useUpdateGoal } from "../api/update-goal";
import {
  emptyGoalForm,
  formToCreateInput,
  formToUpdateInput,
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
import { SuggestedMeasures } from "./suggested-measures";

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
  const create = useCreateGoal();
  const update = useUpdateGoal();
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={goal ? "Edit goal" : "Add a goal"}
      description="A measurable annual goal: where the student starts, where they should be, and by when."
      widthClass="max-w-2xl"
      schema={goalFormSchema}
      defaultValues={goal ? goalToForm(goal) : emptyGoalForm(studentId ?? "", localIsoDate(new Date()))}
      initialFocus={goal || studentId ? "statement" : "studentId"}
      onSubmit={async (values) => {
        const saved = goal
          ? await update.mutateAsync({ id: goal.id, changes: formToUpdateInput(values) })
          : await create.mutateAsync(formToCreateInput(values));
        onOpenChange(false);
        onSaved?.(saved);
      }}
      submitError={
        goal ? "Failed to update goal. Please try again." : "Failed to add goal. Please try again."
      }
      submitLabel={goal ? "Save changes" : "Add goal"}
    >
      {!goal && !studentId ? (
        <SelectField name="studentId" label="Student" required>
          <option value="">Choose a student</option>
          {(students ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextareaField
        name="statement"
        label="Goal statement"
        required
        hint="Condition, behaviour and criterion, e.g. “Given a grade-3 passage, Maya will read 90 words correct per minute.”"
        rows={3}
      />
      <SuggestedMeasures />
      <AreaAndUnitFields />
      <BaselineFields />
      <TargetFields />
      <MeasurementFields />
      <ObjectivesField />
    </FormDialog>
  );
}
