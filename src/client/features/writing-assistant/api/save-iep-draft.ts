/**
 * Saving an IEP draft to the student (requirements "IEP draft"): POST
 * /api/v1/students/:id/iep-save {presentLevels?, iepDetails?, serviceDelivery?, accommodations?} →
 * {student, changes}. The server keeps each previous version (field history, `field-history.ts`).
 * On success the caseload (["students"]) and the student's field history are refetched.
 */
import { apiRequest } from "@client/lib/api-client";
import type { IepSaveInput, IepSaveResult } from "@shared/contracts/field-history";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldHistoryKey } from "./field-history";

/** The caseload's query key (the students feature's; a feature never imports another). */
const STUDENTS_KEY = ["students"] as const;

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
      void queryClient.invalidateQueries({ queryKey: STUDENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: fieldHistoryKey(studentId) });
    },
  });
}
