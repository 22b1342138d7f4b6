import { firstListMessage } from "@client/components/form";
import type { Student } from "@shared/contracts/students";
import { Controller } from "react-hook-form";
import { Card } from "../../../components/ui";
import { CheckboxListField } from "./checkbox-list-field";
import type { NoteForm } from "./note-form-types";

/** "Goals addressed": the student's IEP goals to tick, or a goal typed in (requirements "Note fields"). */
export function NoteGoalsSection({ form, student }: { form: NoteForm; student?: Student }) {
  return (
    <Card>
      <Controller
        control={form.control}
        name="goalsAddressed"
        render={({ field }) => (
          <CheckboxListField
            legend="Goals addressed"
            hint={
              student
                ? `Tick the IEP goals this note reports on, or add one.`
                : "Choose a student to see their IEP goals, or add a goal here."
            }
            options={student?.iepGoals ?? []}
            value={field.value ?? []}
            onChange={field.onChange}
            addLabel="Add a goal that is not listed"
            addButtonText="Add goal"
            emptyText={student ? `${student.name} has no IEP goals on file yet.` : undefined}
            error={firstListMessage(form.formState.errors.goalsAddressed)}
          />
        )}
      />
    </Card>
  );
}
