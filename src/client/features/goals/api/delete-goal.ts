/**
 * Deleting an IEP goal (requirements "IEP goals": "Deleting a goal deletes its progress entries (server side, one
 * transaction); the client removes them from its cache at once (requirements "IEP goals")").
 * DELETE /api/v1/goals/:id → 204; 404 "Goal not found" when it is already gone — either way the
 * goal and its entries leave the cache.
 */
import { ApiRequestError, apiRequest } from "@client/lib/api-client";
import {
  GOALS_QUERY_PREFIX,
  goalQueryKey,
  invalidateStudentGoalStatements,
  progressEntriesQueryKey,
} from "@client/lib/goal-cache";
import type { Goal } from "@shared/contracts/goals";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * Deletes a goal and its entries.
 * @throws ApiRequestError — 404 "Goal not found", or NETWORK.
 */
export async function deleteGoal(id: string): Promise<void> {
  await apiRequest<void>(`/api/v1/goals/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Removes a goal, its entries and its place in every cached list (requirements "IEP goals": at once). */
export function dropGoalFromCache(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: progressEntriesQueryKey(id), exact: true });
  queryClient.removeQueries({ queryKey: goalQueryKey(id), exact: true });
  queryClient.setQueriesData<Goal[]>({ queryKey: GOALS_QUERY_PREFIX }, (list) =>
    list?.filter((g) => g.id !== id),
  );
}

/** Mutation hook for {@link deleteGoal}. */
export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: (_void, id) => {
      dropGoalFromCache(queryClient, id);
      // Not awaited: the caller (leaving the goal page) need not wait for the students.
      void invalidateStudentGoalStatements(queryClient);
    },
    onError: (err, id) => {
      // Already gone (another tab or device): stop showing it.
      if (err instanceof ApiRequestError && err.status === 404) dropGoalFromCache(queryClient, id);
    },
  });
}
