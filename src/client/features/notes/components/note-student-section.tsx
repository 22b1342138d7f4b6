import { StudentOptions } from "@client/components/student-options";
import { TEXT_LIMITS } from "@shared/contracts/common";
import { NOTE_TYPES } from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import { useId, useMemo } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Card, Field, Input, Select } from "../../../components/ui";
import { NOTE_TYPE_LABELS } from "../lib/note-format";
import type { NoteForm } from "./note-form-types";

/** Common subjects offered as suggestions; the teacher may type any subject. */
const SUBJECT_SUGGESTIONS = ["Reading", "Writing", "Math", "Behavior", "Communication", "Social skills"];

export interface NoteStudentSectionProps {
  form: NoteForm;
  students: readonly Student[];
  /** The chosen student, if any (their goal and tool subjects are offered too). */
  student?: Student;
  /** The Student select's registered props (see `useStudentSwitch`). */
  studentField: UseFormRegisterReturn<"studentId">;
}

/** "Student and note": student, note type, subject and date (requirements "Note fields"). */
export function NoteStudentSection({ form, students, student, studentField }: NoteStudentSectionProps) {
  const { register, formState } = form;
  const errors = formState.errors;
  const ids = useId();
  const subjectOptions = useMemo(() => {
    const fromStudent = student
      ? [...Object.keys(student.iepGoalTargets), ...Object.keys(student.assessmentTools)]
      : [];
    return [...new Set([...SUBJECT_SUGGESTIONS, ...fromStudent.map(capitalize)])];
  }, [student]);

  return (
    <Card className="space-y-4">
      <h2 className="text-base font-semibold text-slate-900">Student and note</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Student" required error={errors.studentId?.message}>
          {(a) => (
            <Select {...a} {...studentField}>
              <StudentOptions students={students} />
            </Select>
          )}
        </Field>
        <Field label="Note type" error={errors.type?.message}>
          {(a) => (
            <Select {...a} {...register("type")}>
              {NOTE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {NOTE_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Subject"
          hint="For example Reading or Behavior. Optional."
          error={errors.subject?.message}
        >
          {(a) => (
            <>
              <Input
                {...a}
                {...register("subject")}
                list={`${ids}-subjects`}
                maxLength={TEXT_LIMITS.short}
                autoComplete="off"
              />
              <datalist id={`${ids}-subjects`}>
                {subjectOptions.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label="Date" hint="The day you observed. Defaults to today." error={errors.date?.message}>
          {(a) => (
            <Input
              {...a}
              type="date"
              {...register("date", { setValueAs: (v: string) => (v ? v : undefined) })}
            />
          )}
        </Field>
      </div>
    </Card>
  );
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
