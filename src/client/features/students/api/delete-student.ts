/**
 * Deleting a student (requirements "Deleting students": the server copies the row into deleted_students, then
 * deletes it). DELETE /api/v1/students/:id → 204; 404 "Student not found" when it is already gone.
 * Either way the student leaves the cached caseload (["students"]).
 *
 * requirements "Error catalogue": "Failed to delete student. Please try again." is the caller's message on failure.
 */
import { ApiRequestError, apiRequest } from "@client/lib/api-client";
import type { Student } from "@shared/contracts/students";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { removeStudent } from "../lib/student-list";
import { STUDENTS_QUERY_KEY } from "./get-students";

/**
 * Deletes (archives) a student.
 * @throws ApiRequestError — 404 "Student not found", or NETWORK when unreachable.
 */
export async function deleteStudent(id: string): Promise<void> {
  await apiRequest<void>(`/api/v1/students/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Mutation hook for {@link deleteStudent}; removes the student from the ["students"] cache. */
export function useDeleteStudent() {
  const queryClient = useQueryClient();
  const drop = (id: string) => {
    const list = queryClient.getQueryData<Student[]>(STUDENTS_QUERY_KEY);
    if (list) queryClient.setQueryData<Student[]>(STUDENTS_QUERY_KEY, removeStudent(list, id));
  };
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: (_void, id) => drop(id),
    onError: (err, id) => {
      // A 404 means the student is already gone (another tab, another device): stop showing it.
      if (err instanceof ApiRequestError && err.status === 404) drop(id);
    },
  });
}
