/**
 * Adding a student (requirements "Saving students": "Insert a student"). POST /api/v1/students with the
 * contract body `createStudentInput` → 201 Student, through the outbox (requirements "Local storage"):
 * the student joins the cached caseload at once; offline, it waits with a "Not yet saved" badge and
 * is sent (once) when the connection is back.
 *
 * requirements "Error catalogue": "Failed to add student. Please try again." is the caller's message
 * when the server refuses; the form stays open with what the teacher typed.
 */
import type { EnqueueResult } from "@client/lib/outbox/enqueue";
import { useQueuedWrite } from "@client/lib/outbox/use-queued-write";
import type { CreateStudentInput, Student } from "@shared/contracts/students";
import { studentWrites } from "./student-writes";

/**
 * The add-student hook: `mutateAsync(input)` resolves `{saved: true, record}` with the server's row,
 * or `{saved: false}` when the student waits in the outbox.
 * @throws ApiRequestError — 400 VALIDATION_ERROR naming the field (refused at once).
 */
export function useCreateStudent() {
  const { run, isPending } = useQueuedWrite(studentWrites);
  const mutateAsync = (input: CreateStudentInput): Promise<EnqueueResult<Student>> =>
    run<Student, CreateStudentInput>({ type: "students", kind: "create", input, label: input.name });
  return { mutateAsync, isPending };
}
