/**
 * The import API as the import screens call it (requirements "Import"; contract
 * `@shared/contracts/imports`): upload a file (multipart, field `file`), preview it with a mapping,
 * commit it, or discard it. Every call throws `ApiRequestError` with the server's sentence on a
 * non-2xx answer (e.g. 415 "not a CSV or Excel file", 422 a formula, 404 "Import not found").
 */

import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { apiRequest } from "@client/lib/api-client";
import type {
  ImportCommitInput,
  ImportCommitResult,
  ImportMapping,
  ImportPreview,
} from "@shared/contracts/imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";

const importPath = (importId: string) => `/api/v1/imports/${encodeURIComponent(importId)}`;

/**
 * Uploads a roster (POST /api/v1/imports/students, multipart field `file`).
 * @returns the pending import: columns, the server's guessed mapping and every row previewed.
 */
export function uploadRoster(file: File, signal?: AbortSignal): Promise<ImportPreview> {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiRequest<ImportPreview>("/api/v1/imports/students", { method: "POST", body: form, signal });
}

/** Every row of a pending import as it would be imported with `mapping` (nothing written). */
export function previewImport(importId: string, mapping: ImportMapping): Promise<ImportPreview> {
  return apiRequest<ImportPreview>(`${importPath(importId)}/preview`, {
    method: "POST",
    body: { mapping },
  });
}

/** Imports every row without errors (one transaction); the answer lists the rows left out. */
export function commitImport(importId: string, input: ImportCommitInput): Promise<ImportCommitResult> {
  return apiRequest<ImportCommitResult>(`${importPath(importId)}/commit`, { method: "POST", body: input });
}

/** Forgets a pending import (the teacher cancelled; nothing was written). */
export function discardImport(importId: string): Promise<void> {
  return apiRequest<void>(importPath(importId), { method: "DELETE" });
}

/** Upload mutation for the roster screen. */
export function useUploadRoster() {
  return useMutation({ mutationFn: (file: File) => uploadRoster(file) });
}

/** Preview mutation (a changed mapping). */
export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ importId, mapping }: { importId: string; mapping: ImportMapping }) =>
      previewImport(importId, mapping),
  });
}

/**
 * Commit mutation for a roster: on success the caseload and its summaries (every query under
 * ["students"]) are invalidated, so the students screen shows the imported students at once.
 */
export function useCommitRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, input }: { importId: string; input: ImportCommitInput }) =>
      commitImport(importId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY }),
  });
}

/** Discard mutation (Cancel). */
export function useDiscardImport() {
  return useMutation({ mutationFn: (importId: string) => discardImport(importId) });
}
