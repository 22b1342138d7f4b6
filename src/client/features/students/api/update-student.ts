/**
 * Changing a student (requirements "Saving students": "Update by id and user_id, returning the row").
 * PATCH /api/v1/students/:id with only the changed fields (`updateStudentInput`) → Student, through
 * the outbox (requirements "Local storage"): shown at once, sent with `If-Match` = the version the
 * teacher edited, so a student changed elsewhere meanwhile is a conflict the teacher resolves.
 *
 * requirements "Error catalogue": "Failed to update student. Please try again." is the caller's message on failure.
 */
import type { EnqueueResult } from "@client/lib/outbox/enqueue";
import { useQueuedWrite } from "@client/lib/outbox/use-queued-write";
import type { Student, UpdateStudentInput } from "@shared/contracts/students";
import { studentWrites } from "./student-writes";

export interface UpdateStudentVariables {
  /** The student as the teacher saw it (its id, name and version). */
  student: Pick<Student, "id" | "name" | "updatedAt">;
  /** Only the fields that change; at least one. */
  changes: UpdateStudentInput;
}

/**
 * The edit-student hook: `mutateAsync({student, changes})` resolves like `useCreateStudent`'s.
 * @throws ApiRequestError — 400 naming the field, 404 "Student not found" (refused at once).
 */
export function useUpdateStudent() {
  const { run, isPending } = useQueuedWrite(studentWrites);
  const mutateAsync = ({ student, changes }: UpdateStudentVariables): Promise<EnqueueResult<Student>> =>
    run<Student, UpdateStudentInput>({
      type: "students",
      kind: "update",
      id: student.id,
      input: changes,
      basedOn: student.updatedAt,
      label: student.name,
    });
  return { mutateAsync, isPending };
}
