/**
 * Saving an IEP draft to the student (requirements "IEP draft"): POST
 * /api/v1/students/:id/iep-save {presentLevels?, iepDetails?, serviceDelivery?, accommodations?} →
 * {student, changes}. The server keeps each previous version (field history, `field-history.ts`).
 * On success the caseload (the students feature's `STUDENTS_QUERY_KEY`) and the student's field history are refetched.
 */

import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { apiRequest } from "@client/lib/api-client";
import type { IepSaveInput, IepSaveResult } from "@shared/contracts/field-history";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldHistoryKey } from "./query-keys";

/**
 * Saves the draft's fields.
 * @throws ApiRequestError — 400 naming the field, 404 "Student not found", or NETWORK.
 */
export async function saveIepDraft(variables: {
  studentId: string;
  changes: IepSaveInput;
}): Promise<IepSaveResult> {
  return apiRequest<IepSaveResult>(`/api/v1/students/${encodeURIComponent(variables.studentId)}/iep-save`, {
    method: "POST",
    body: variables.changes,
  });
}

/** Mutation hook for {@link saveIepDraft}. */
export function useSaveIepDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIepDraft,
    onSuccess: (_result, { studentId }) => {
      void queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: fieldHistoryKey(studentId) });
    },
  });
}
