/**
 * Adding an IEP goal (requirements "IEP goals": "blank optional fields are stored as null").
 * POST /api/v1/goals with `createGoalInput` → 201 Goal. The new goal is cached under ["goal", id]
 * and every goal list is refetched.
 */
import { apiRequest } from "@client/lib/api-client";
import { GOALS_QUERY_PREFIX, goalQueryKey, invalidateStudentGoalStatements } from "@client/lib/goal-cache";
import type { CreateGoalInput, Goal } from "@shared/contracts/goals";
import { useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * Creates a goal.
 * @throws ApiRequestError — 400 naming the field (e.g. a target date before the baseline date),
 *   404 "Student not found", or NETWORK.
 */
export async function createGoal(input: CreateGoalInput): Promise<Goal> {
  return apiRequest<Goal>("/api/v1/goals", { method: "POST", body: input });
}

/** Mutation hook for {@link createGoal}. */
export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: async (goal) => {
      queryClient.setQueryData<Goal>(goalQueryKey(goal.id), goal);
      void invalidateStudentGoalStatements(queryClient);
      await queryClient.invalidateQueries({ queryKey: GOALS_QUERY_PREFIX });
    },
  });
}
