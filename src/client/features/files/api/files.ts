/**
 * A student's attachments (requirements "Attachments"): the list (GET
 * /api/v1/students/:studentId/files, `?iepId=` for one IEP's), the upload (multipart POST, field
 * `file` with `category` and `iepId`) and the delete (DELETE /api/v1/files/:id). A download is a plain
 * link to /api/v1/files/:id (the session cookie goes with it).
 */
import { ApiRequestError, apiRequest } from "@client/lib/api-client";
import type { FileCategory, StudentFile, StudentFileList } from "@shared/contracts/files";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FILES_QUERY_KEY, studentFilesQueryKey } from "./query-keys";

const studentFilesUrl = (studentId: string) => `/api/v1/students/${encodeURIComponent(studentId)}/files`;

/** Where a file is downloaded from. */
export const fileDownloadUrl = (id: string) => `/api/v1/files/${encodeURIComponent(id)}`;

/** Query options of a student's files (one IEP's with `iepId`), newest first; a 404 is final. */
export function studentFilesQueryOptions(studentId: string, iepId?: string) {
  return queryOptions({
    queryKey: studentFilesQueryKey(studentId, iepId),
    queryFn: ({ signal }) =>
      apiRequest<StudentFileList>(
        `${studentFilesUrl(studentId)}${iepId ? `?iepId=${encodeURIComponent(iepId)}` : ""}`,
        { signal },
      ),
    staleTime: 60_000,
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 2,
  });
}

/** The files query (data: StudentFileList). */
export function useStudentFiles(studentId: string, iepId?: string) {
  return useQuery(studentFilesQueryOptions(studentId, iepId));
}

/** What an upload sends. */
export interface FileUpload {
  file: File;
  category: FileCategory;
  iepId?: string;
}

/** Every list of the student's files is read again after a change (the IEP's and the whole list). */
const refreshStudentFiles = (client: ReturnType<typeof useQueryClient>, studentId: string) =>
  client.invalidateQueries({ queryKey: [...FILES_QUERY_KEY, "student", studentId] });

/**
 * The upload hook: resolves with the stored file.
 * @throws ApiRequestError — 413 FILE_TOO_LARGE, 415 FILE_TYPE, 404 (student or IEP), NETWORK.
 */
export function useUploadFile(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, category, iepId }: FileUpload) => {
      const form = new FormData();
      form.set("file", file, file.name);
      form.set("category", category);
      if (iepId) form.set("iepId", iepId);
      return apiRequest<StudentFile>(studentFilesUrl(studentId), { method: "POST", body: form });
    },
    onSuccess: () => refreshStudentFiles(client, studentId),
  });
}

/** The delete hook. @throws ApiRequestError — 404 "File not found", NETWORK. */
export function useDeleteFile(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: StudentFile) => apiRequest<void>(fileDownloadUrl(file.id), { method: "DELETE" }),
    onSuccess: () => refreshStudentFiles(client, studentId),
  });
}
