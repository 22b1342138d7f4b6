import { ApiRequestError, errorMessage } from "@client/lib/api-client";
import type { CreateStudentData, Student } from "@shared/contracts/students";
import { messages } from "@shared/domain/error-messages";
import { type RefObject, useState } from "react";
import type { Path, UseFormSetError } from "react-hook-form";
import { useCreateStudent } from "../api/create-student";
import { useUpdateStudent } from "../api/update-student";
import { serverFieldErrors } from "../lib/student-form-resolver";
import type { StudentFormValues } from "../lib/student-form-values";
import { changedFields, parsedStudent } from "../lib/student-form-values";

/** The alert shown above the form after a failed save. */
export interface SaveFailure {
  title: string;
  /** The server's own reason, when it differs from the title. */
  detail?: string;
}

export interface UseSaveStudentOptions {
  /** The student being edited; absent when adding. */
  student?: Student;
  /**
   * Called with the server's row, or the student as shown while the change waits in the outbox
   * ("waiting", requirements "Local storage"), or the unchanged student when nothing was edited.
   */
  onSaved: (student: Student, outcome: "created" | "updated" | "unchanged" | "waiting") => void;
  /** Opens the first tab holding one of these error paths and focuses its first invalid field. */
  showErrors: (paths: string[]) => void;
  /** The failure alert, focused when no field is to blame. */
  failureRef: RefObject<HTMLDivElement | null>;
}

/**
 * Saving the add/edit student form (requirements "Saving students"): creates the student, or
 * PATCHes only the changed fields of an edit (nothing sent when nothing changed). A failure keeps
 * everything typed and says why: "Failed to add student. Please try again." / "Failed to update
 * student. Please try again." (requirements "Error catalogue"), plus the server's field messages
 * for a 400.
 * @returns the submit handler for valid data (with the form's `setError`, which places a 400's field
 * messages on their fields), and the failure to show (null when none).
 */
export function useSaveStudent({ student, onSaved, showErrors, failureRef }: UseSaveStudentOptions) {
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const onValid = async (
    data: CreateStudentData,
    { setError }: { setError: UseFormSetError<StudentFormValues> },
  ) => {
    setFailure(null);
    const fallback = student ? messages.students.updateFailed : messages.students.addFailed;
    try {
      if (student) {
        const changes = changedFields(parsedStudent(student), data);
        if (Object.keys(changes).length === 0) {
          onSaved(student, "unchanged");
          return;
        }
        const result = await update.mutateAsync({ student, changes });
        if (result.saved && result.record) onSaved(result.record, "updated");
        else onSaved({ ...student, ...changes } as Student, "waiting");
      } else {
        const result = await create.mutateAsync(data);
        if (result.saved && result.record) onSaved(result.record, "created");
        else onSaved({ ...(data as unknown as Student), name: data.name }, "waiting");
      }
    } catch (err) {
      const detail = errorMessage(err, fallback);
      setFailure({ title: fallback, detail: detail === fallback ? undefined : detail });
      const fieldErrors = err instanceof ApiRequestError && err.status === 400 ? serverFieldErrors(err) : [];
      for (const fe of fieldErrors) {
        setError(fe.name as Path<StudentFormValues>, { type: "server", message: fe.message });
      }
      if (fieldErrors.length > 0) showErrors(fieldErrors.map((fe) => fe.name));
      else queueMicrotask(() => failureRef.current?.focus());
    }
  };

  return { failure, clearFailure: () => setFailure(null), onValid };
}
