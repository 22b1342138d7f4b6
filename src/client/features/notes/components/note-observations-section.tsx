import { TEXT_LIMITS } from "@shared/contracts/common";
import type { Student } from "@shared/contracts/students";
import { judgementWordQuestion, judgementWordsIn } from "@shared/domain/note-drafting/judgement-words";
import {
  unrecordedConditions,
  unrecordedConditionsWarning,
} from "@shared/domain/note-drafting/named-conditions";
import { firstName } from "@shared/domain/note-drafting/note-facts";
import { useWatch } from "react-hook-form";
import { Alert, Card, Field, Textarea } from "../../../components/ui";
import type { NoteAssist } from "./note-assist";
import type { NoteForm } from "./note-form-types";

export interface NoteObservationsSectionProps {
  form: NoteForm;
  student?: Student;
  /** True while a note is being generated: the assistant is turned off. */
  pending: boolean;
  /** The writing assistant's suggestions and "Improve wording", from the page. */
  assist?: NoteAssist;
}

/**
 * "Observations" with its character count (requirements "Note fields"), the writing assistant's
 * suggestions around the textarea and "Improve wording" under it (requirements "Writing assistant"),
 * a warning before saving when the text names a disability the student's record does not list,
 * and, for each judgement word the text uses ("lazy"), the question what the student did instead
 * (requirements "Note generation"; the drafter leaves the word out). Both are checked in the
 * browser on the shared lists, online and offline alike; nothing typed is changed.
 */
export function NoteObservationsSection({ form, student, pending, assist }: NoteObservationsSectionProps) {
  const { register, setValue, formState, control } = form;
  // Read with useWatch: a key press re-renders this section only, not the whole form (decision 022).
  const observations = useWatch({ control, name: "observations" }) ?? "";
  const noteType = useWatch({ control, name: "type" });
  const subject = useWatch({ control, name: "subject" })?.trim() || undefined;
  const unrecorded = student ? unrecordedConditions(observations, student.disabilities) : [];
  const judged = judgementWordsIn(observations);
  const replace = (next: string) =>
    setValue("observations", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <Card>
      <Field
        label="Observations"
        required
        hint={
          <>
            Write what you saw, with the numbers — they are kept exactly.{" "}
            <span className="tabular-nums">
              {observations.length.toLocaleString("en-US")} /{" "}
              {TEXT_LIMITS.observations.toLocaleString("en-US")} characters
            </span>
          </>
        }
        error={formState.errors.observations?.message}
      >
        {(a) => {
          const textarea = (combo?: object) => (
            <Textarea {...a} {...register("observations")} {...combo} rows={8} className="min-h-48" />
          );
          return assist?.suggestions
            ? assist.suggestions({
                value: observations,
                disabled: pending,
                request: {
                  fieldType: "observations",
                  ...(student
                    ? { studentId: student.id, studentName: student.name, grade: student.grade ?? undefined }
                    : {}),
                  noteType,
                  subject,
                },
                onAccept: replace,
                children: textarea,
              })
            : textarea();
        }}
      </Field>
      {student && unrecorded.length > 0 ? (
        <Alert tone="warning" className="mt-3">
          {unrecordedConditionsWarning(unrecorded, firstName(student.name))}
        </Alert>
      ) : null}
      {judged.length > 0 ? (
        <Alert
          tone="info"
          className="mt-3"
          title="The note leaves out words that judge rather than describe."
        >
          <ul className="list-disc space-y-1 pl-5">
            {judged.map((word) => (
              // The record holds no pronoun: "the student" (requirements "Note generation").
              <li key={word}>{judgementWordQuestion(word)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {assist?.improveWording ? (
        <div className="mt-3">
          {assist.improveWording({
            text: observations,
            fieldType: "enhance_observations",
            fieldLabel: "Observations",
            studentId: student?.id,
            disabled: pending,
            onReplace: replace,
          })}
        </div>
      ) : null}
    </Card>
  );
}
