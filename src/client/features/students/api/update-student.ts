/**
 * Changing a student (requirements "Saving students": "Update by id and user_id, returning the row").
 * PATCH /api/v1/students/:id with any subset of the contract fields (`updateStudentInput`) →
 * Student. On success the cached caseload (["students"]) holds the returned row.
 *
 * requirements "Error catalogue": "Failed to update student. Please try again." is the caller's message on failure.
 */
import { apiRequest } from "@client/lib/api-client";
import type { Student, UpdateStudentInput } from "@shared/contracts/students";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { upsertStudent } from "../lib/student-list";
import { STUDENTS_QUERY_KEY } from "./get-students";

export interface UpdateStudentVariables {
  id: string;
  /** Only the fields that change; at least one. */
  changes: UpdateStudentInput;
}

/**
 * Updates a student.
 * @throws ApiRequestError — 400 naming the field, 404 "Student not found", or NETWORK.
 */
export async function updateStudent({ id, changes }: UpdateStudentVariables): Promise<Student> {
  return apiRequest<Student>(`/api/v1/students/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: changes,
  });
}

/** Mutation hook for {@link updateStudent}; replaces the student in the ["students"] cache. */
export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: (student) => {
      const list = queryClient.getQueryData<Student[]>(STUDENTS_QUERY_KEY);
      if (list) queryClient.setQueryData<Student[]>(STUDENTS_QUERY_KEY, upsertStudent(list, student));
      else void queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
    },
  });
}
