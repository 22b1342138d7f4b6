/**
 * The student's field history (requirements "IEP draft": every saved draft keeps the previous
 * version, which the teacher can restore):
 *   GET  /api/v1/students/:id/field-history → FieldHistoryEntry[] (newest first)
 *   POST /api/v1/students/:id/field-history/:entryId/restore → {student, changes}
 */

import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { apiRequest } from "@client/lib/api-client";
import type { FieldHistoryEntry, IepSaveResult } from "@shared/contracts/field-history";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fieldHistoryKey } from "./query-keys";

/** The earlier versions of one student's IEP fields. @throws ApiRequestError. */
export function useFieldHistory(studentId: string) {
  return useQuery({
    queryKey: fieldHistoryKey(studentId),
    queryFn: ({ signal }) =>
      apiRequest<FieldHistoryEntry[]>(`/api/v1/students/${encodeURIComponent(studentId)}/field-history`, {
        signal,
      }),
  });
}

/** Puts a field back to its value before `entryId`; refetches the caseload and the history. */
export function useRestoreFieldVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, entryId }: { studentId: string; entryId: string }) =>
      apiRequest<IepSaveResult>(
        `/api/v1/students/${encodeURIComponent(studentId)}/field-history/${encodeURIComponent(entryId)}/restore`,
        { method: "POST", body: {} },
      ),
    onSuccess: (_result, { studentId }) => {
      void queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: fieldHistoryKey(studentId) });
    },
  });
}
