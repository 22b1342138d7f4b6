/**
 * Deleting a student (requirements "Deleting students": the server copies the row into deleted_students,
 * then deletes it). DELETE /api/v1/students/:id → 204, through the outbox (requirements "Local
 * storage"): the student leaves the cached caseload at once; offline, the delete waits and is sent
 * once. A 404 means the student is already gone; they leave the list either way.
 *
 * requirements "Error catalogue": "Failed to delete student. Please try again." is the caller's message on failure.
 */
import type { EnqueueResult } from "@client/lib/outbox/enqueue";
import { useQueuedWrite } from "@client/lib/outbox/use-queued-write";
import type { Student } from "@shared/contracts/students";
import { studentWrites } from "./student-writes";

/**
 * The delete-student hook: `mutateAsync(student)` resolves `{saved: true}` or `{saved: false}` (waiting).
 * @throws ApiRequestError — 404 "Student not found" (refused at once; the student leaves the list).
 */
export function useDeleteStudent() {
  const { run, isPending } = useQueuedWrite(studentWrites);
  const mutateAsync = (student: Pick<Student, "id" | "name">): Promise<EnqueueResult<void>> =>
    run<void, Record<string, never>>({
      type: "students",
      kind: "delete",
      id: student.id,
      input: {},
      label: student.name,
    });
  return { mutateAsync, isPending };
}
