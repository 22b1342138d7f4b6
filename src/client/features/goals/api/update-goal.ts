/**
 * Changing an IEP goal (requirements "IEP goals"). PATCH /api/v1/goals/:id with any subset of `updateGoalInput` →
 * Goal (its computed view recomputed: a new target changes the aimline and the decision).
 */
import { apiRequest } from "@client/lib/api-client";
import { invalidateGoal, invalidateStudentGoalStatements, writeGoalToCache } from "@client/lib/goal-cache";
import type { Goal, UpdateGoalInput } from "@shared/contracts/goals";
import { useMutation, useQueryClient } from "@tanstack/react-query";

export interface UpdateGoalVariables {
  id: string;
  /** Only the fields that change; at least one. */
  changes: UpdateGoalInput;
}

/**
 * Updates a goal.
 * @throws ApiRequestError — 400 naming the field, 404 "Goal not found", or NETWORK.
 */
export async function updateGoal({ id, changes }: UpdateGoalVariables): Promise<Goal> {
  return apiRequest<Goal>(`/api/v1/goals/${encodeURIComponent(id)}`, { method: "PATCH", body: changes });
}

/** Mutation hook for {@link updateGoal}: caches the answer, then refetches the lists. */
export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoal,
    onSuccess: async (goal) => {
      writeGoalToCache(queryClient, goal);
      void invalidateStudentGoalStatements(queryClient);
      await invalidateGoal(queryClient, goal.id);
    },
  });
}
