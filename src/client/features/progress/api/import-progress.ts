/**
 * Progress-data import (requirements "Progress-data import"): upload a CSV or .xlsx for one goal or
 * several goals of a student, preview it with another mapping, commit it, or cancel it. Needs the
 * connection (an upload is never queued in the outbox); after a commit the goal views and their
 * entries are refetched.
 *
 *   POST   /api/v1/imports/progress          multipart `file` + `goalId` | `studentId` → ImportPreview
 *   POST   /api/v1/imports/:importId/preview {mapping} → ImportPreview
 *   POST   /api/v1/imports/:importId/commit  {mapping, duplicates} → ImportCommitResult
 *   DELETE /api/v1/imports/:importId         → 204
 */
import { GOAL_QUERY_PREFIX, GOALS_QUERY_PREFIX } from "@client/features/goals/api/query-keys";
import { apiRequest } from "@client/lib/api-client";
import type {
  ImportCommitInput,
  ImportCommitResult,
  ImportMapping,
  ImportPreview,
} from "@shared/contracts/imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PROGRESS_ENTRIES_QUERY_PREFIX } from "./query-keys";

/** What the data points are for: one goal, or several goals of one student (a Goal column). */
export type ProgressImportTarget = { goalId: string } | { studentId: string };

/** Uploads `file` for `target`. @throws ApiRequestError (400/404/413/415/422 with a sentence). */
export function uploadProgressFile(file: File, target: ProgressImportTarget): Promise<ImportPreview> {
  const form = new FormData();
  form.set("file", file);
  if ("goalId" in target) form.set("goalId", target.goalId);
  else form.set("studentId", target.studentId);
  return apiRequest<ImportPreview>("/api/v1/imports/progress", { method: "POST", body: form });
}

/** Every row again with `mapping`. */
export function previewProgressImport(importId: string, mapping: ImportMapping): Promise<ImportPreview> {
  return apiRequest<ImportPreview>(`/api/v1/imports/${encodeURIComponent(importId)}/preview`, {
    method: "POST",
    body: { mapping },
  });
}

/** Forgets the import (the teacher cancelled; nothing was written). */
export function discardProgressImport(importId: string): Promise<void> {
  return apiRequest<void>(`/api/v1/imports/${encodeURIComponent(importId)}`, { method: "DELETE" });
}

/** The commit, refetching every goal view and entry list after it. */
export function useCommitProgressImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, ...body }: ImportCommitInput & { importId: string }) =>
      apiRequest<ImportCommitResult>(`/api/v1/imports/${encodeURIComponent(importId)}/commit`, {
        method: "POST",
        body,
      }),
    onSuccess: async () => {
      await Promise.all(
        [PROGRESS_ENTRIES_QUERY_PREFIX, GOALS_QUERY_PREFIX, GOAL_QUERY_PREFIX].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
