import { firstListMessage } from "@client/components/form";
import type { Student } from "@shared/contracts/students";
import { Controller } from "react-hook-form";
import { Card } from "../../../components/ui";
import { CheckboxListField } from "./checkbox-list-field";
import type { NoteForm } from "./note-form-types";

/**
 * The goals a note may address: the student's structured goals (`statements`, the one source of
 * goals; decision 017), each once (compared without case, spaces or a closing full stop).
 */
export function goalOptions(statements: readonly string[]): string[] {
  const key = (g: string) =>
    g
      .toLowerCase()
      .replace(/\s+/g, " ")
      .replace(/[.\s]+$/, "")
      .trim();
  const seen = new Set<string>();
  return statements.filter((g) => {
    const k = key(g);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * "Goals addressed": the student's IEP goals (the structured goals progress monitoring uses) to
 * tick, or a goal typed in (requirements "Note fields").
 */
export function NoteGoalsSection({
  form,
  student,
  options,
}: {
  form: NoteForm;
  student?: Student;
  /** The goals to offer (`goalOptions`). */
  options: string[];
}) {
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
            options={options}
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
