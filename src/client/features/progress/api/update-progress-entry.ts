/**
 * Correcting a data point (requirements "Progress entries"). PATCH /api/v1/progress-entries/:id with any subset of
 * `updateProgressEntryInput` → ProgressEntry. Replaces it in the cached list, then refetches the
 * goal views (trend and decision may change).
 */
import { apiRequest } from "@client/lib/api-client";
import { invalidateGoal, progressEntriesQueryKey } from "@client/lib/goal-cache";
import type { ProgressEntry, UpdateProgressEntryInput } from "@shared/contracts/goals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sortEntriesNewestFirst } from "../lib/entries";

export interface UpdateProgressEntryVariables {
  id: string;
  changes: UpdateProgressEntryInput;
}

/**
 * Updates a progress entry.
 * @throws ApiRequestError — 400 naming the field, 404 "Progress entry not found", or NETWORK.
 */
export async function updateProgressEntry({
  id,
  changes,
}: UpdateProgressEntryVariables): Promise<ProgressEntry> {
  return apiRequest<ProgressEntry>(`/api/v1/progress-entries/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: changes,
  });
}

/** Mutation hook for {@link updateProgressEntry}. */
export function useUpdateProgressEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgressEntry,
    onSuccess: async (entry) => {
      queryClient.setQueryData<ProgressEntry[]>(progressEntriesQueryKey(entry.goalId), (list) =>
        list ? sortEntriesNewestFirst(list.map((e) => (e.id === entry.id ? entry : e))) : list,
      );
      await invalidateGoal(queryClient, entry.goalId);
    },
  });
}
