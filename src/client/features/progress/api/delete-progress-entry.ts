/**
 * Deleting a data point (requirements "Progress entries"). DELETE /api/v1/progress-entries/:id → 204; a 404 "Progress
 * entry not found" means it is already gone. Either way it leaves the cached list, and the goal
 * views are refetched.
 */
import { ApiRequestError, apiRequest } from "@client/lib/api-client";
import { invalidateGoal, progressEntriesQueryKey } from "@client/lib/goal-cache";
import type { ProgressEntry } from "@shared/contracts/goals";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";

export interface DeleteProgressEntryVariables {
  id: string;
  /** The entry's goal, whose cached list and view change. */
  goalId: string;
}

/**
 * Deletes a progress entry.
 * @throws ApiRequestError — 404 "Progress entry not found", or NETWORK.
 */
export async function deleteProgressEntry({ id }: DeleteProgressEntryVariables): Promise<void> {
  await apiRequest<void>(`/api/v1/progress-entries/${encodeURIComponent(id)}`, { method: "DELETE" });
}

async function drop(queryClient: QueryClient, { id, goalId }: DeleteProgressEntryVariables) {
  queryClient.setQueryData<ProgressEntry[]>(progressEntriesQueryKey(goalId), (list) =>
    list?.filter((e) => e.id !== id),
  );
  await invalidateGoal(queryClient, goalId);
}

/** Mutation hook for {@link deleteProgressEntry}. */
export function useDeleteProgressEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgressEntry,
    onSuccess: (_void, vars) => drop(queryClient, vars),
    onError: async (err, vars) => {
      if (err instanceof ApiRequestError && err.status === 404) await drop(queryClient, vars);
    },
  });
}
