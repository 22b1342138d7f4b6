/**
 * Adding a student (requirements "Saving students": "Insert a student"). POST /api/v1/students with the
 * contract body `createStudentInput` → 201 Student. On success the new student joins the cached
 * caseload in name order (query key ["students"]).
 *
 * requirements "Error catalogue": "Failed to add student. Please try again." is the caller's message on failure; the
 * form stays open with what the teacher typed (the "keeps what the user typed").
 */
import { apiRequest } from "@client/lib/api-client";
import type { CreateStudentInput, Student } from "@shared/contracts/students";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { upsertStudent } from "../lib/student-list";
import { STUDENTS_QUERY_KEY } from "./get-students";

/**
 * Creates a student.
 * @param input contract fields only (the server refuses unknown fields).
 * @throws ApiRequestError — 400 VALIDATION_ERROR naming the field, or NETWORK when unreachable.
 */
export async function createStudent(input: CreateStudentInput): Promise<Student> {
  return apiRequest<Student>("/api/v1/students", { method: "POST", body: input });
}

/** Mutation hook for {@link createStudent}; adds the answer to the ["students"] cache. */
export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: (student) => {
      const list = queryClient.getQueryData<Student[]>(STUDENTS_QUERY_KEY);
      if (list) queryClient.setQueryData<Student[]>(STUDENTS_QUERY_KEY, upsertStudent(list, student));
      else void queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
    },
  });
}
