/**
 * A student's IEP versions (requirements "IEP versions"): GET/POST /api/v1/students/:studentId/ieps,
 * GET/PATCH/DELETE /api/v1/ieps/:id, POST /api/v1/ieps/:id/finalize, POST /api/v1/ieps/:id/update-record,
 * GET /api/v1/ieps/:id/pdf|docx (contracts/ieps.ts). Every change refreshes the student's list and
 * the version (keys in `query-keys.ts`).
 */
import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { ApiRequestError, apiRequest, responseError, sendRequest } from "@client/lib/api-client";
import { type DownloadedFile, filenameFromDisposition } from "@client/lib/download-file";
import type {
  CreateIepInput,
  Iep,
  IepList,
  UpdateIepInput,
  UpdateRecordFromIepInput,
  UpdateRecordFromIepResult,
} from "@shared/contracts/ieps";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IEPS_QUERY_KEY, iepQueryKey, studentIepsQueryKey } from "./query-keys";

const iepPath = (id: string) => `/api/v1/ieps/${encodeURIComponent(id)}`;
const noRetryOn404 = (count: number, err: Error) =>
  !(err instanceof ApiRequestError && err.status === 404) && count < 2;

/** Query options of a student's versions (IepList; the server answers newest first). */
export function studentIepsQueryOptions(studentId: string) {
  return queryOptions({
    queryKey: studentIepsQueryKey(studentId),
    queryFn: ({ signal }) =>
      apiRequest<IepList>(`/api/v1/students/${encodeURIComponent(studentId)}/ieps`, { signal }),
    staleTime: 30_000,
    retry: noRetryOn404,
  });
}

/** A student's IEP versions. @throws ApiRequestError — 404 "Student not found", or NETWORK. */
export function useStudentIeps(studentId: string) {
  return useQuery(studentIepsQueryOptions(studentId));
}

/** One version; not fetched while `id` is null. @throws ApiRequestError — 404 "IEP not found". */
export function useIep(id: string | null) {
  return useQuery({
    queryKey: iepQueryKey(id ?? ""),
    queryFn: ({ signal }) => apiRequest<Iep>(iepPath(id ?? ""), { signal }),
    enabled: id !== null,
    retry: noRetryOn404,
  });
}

/** Puts a changed version into the cache and refreshes every IEP list (signing state included). */
function useSettle() {
  const qc = useQueryClient();
  return (iep: Iep | null, id: string) => {
    if (iep) qc.setQueryData(iepQueryKey(iep.id), iep);
    else qc.removeQueries({ queryKey: iepQueryKey(id) });
    void qc.invalidateQueries({ queryKey: IEPS_QUERY_KEY });
  };
}

/**
 * Starts a draft from the record (or, for an amendment, from the final IEP it amends).
 * @throws ApiRequestError — 409 IEP_DRAFT_EXISTS (`details.iepId`), 400 naming the field.
 */
export function useCreateIep() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ studentId, input }: { studentId: string; input: CreateIepInput }) =>
      apiRequest<Iep>(`/api/v1/students/${encodeURIComponent(studentId)}/ieps`, {
        method: "POST",
        body: input,
      }),
    onSuccess: (iep) => settle(iep, iep.id),
  });
}

/** Saves a draft. @throws ApiRequestError — 409 IEP_FINAL, 400 naming the field. */
export function useUpdateIep() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateIepInput }) =>
      apiRequest<Iep>(iepPath(id), { method: "PATCH", body: input }),
    onSuccess: (iep) => settle(iep, iep.id),
  });
}

/** Deletes a draft. @throws ApiRequestError — 409 IEP_FINAL, 404. */
export function useDeleteIep() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(iepPath(id), { method: "DELETE" }),
    onSuccess: (_r, id) => settle(null, id),
  });
}

/** Finalizes a draft (the student, whose annual review date moves, is read again). @throws ApiRequestError — 400 naming every missing item, 409 IEP_FINAL. */
export function useFinalizeIep() {
  const settle = useSettle();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Iep>(`${iepPath(id)}/finalize`, { method: "POST", body: {} }),
    onSuccess: (iep) => {
      settle(iep, iep.id);
      // The student's annual review date follows a finalized IEP (requirements "IEP versions").
      void qc.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
    },
  });
}

/** Copies the IEP's sections into the student's record (only the chosen fields that differ). */
export function useUpdateRecordFromIep() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateRecordFromIepInput }) =>
      apiRequest<UpdateRecordFromIepResult>(`${iepPath(id)}/update-record`, { method: "POST", body: input }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY }),
  });
}

/**
 * The IEP as a file (GET /api/v1/ieps/:id/pdf or /docx).
 * @throws ApiRequestError — 404 "IEP not found", or NETWORK.
 */
export async function downloadIep(id: string, format: "pdf" | "docx"): Promise<DownloadedFile> {
  const res = await sendRequest(`${iepPath(id)}/${format}`, {
    headers: {
      Accept:
        "application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/json",
    },
  });
  if (!res.ok) throw await responseError(res);
  return {
    blob: await res.blob(),
    filename: filenameFromDisposition(res.headers.get("content-disposition"), `iep.${format}`),
  };
}
