/**
 * Cache updates of progress monitoring, shared by the goals and progress features (a new or changed
 * progress entry changes its goal's trend and decision, so the progress feature refreshes the goal
 * too; requirements "IEP goals", requirements "Progress entries"). The keys are their owners'
 * (architecture "Query keys"): goal lists and one goal the goals feature's, a goal's entries the
 * progress feature's, the caseload the students feature's. Every mutation invalidates the keys it
 * touches, so the overview, the goal page and the student's page agree.
 */
import { GOALS_QUERY_PREFIX, goalQueryKey } from "@client/features/goals/api/query-keys";
import { progressEntriesQueryKey } from "@client/features/progress/api/query-keys";
import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import type { Goal } from "@shared/contracts/goals";
import type { QueryClient } from "@tanstack/react-query";

/**
 * After any change to a goal or its entries: the goal's computed view (trend, trendline, decision,
 * latest entry) changes on the server, so refetch every goal list, the goal and its entries.
 */
export async function invalidateGoal(queryClient: QueryClient, goalId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: GOALS_QUERY_PREFIX }),
    queryClient.invalidateQueries({ queryKey: goalQueryKey(goalId) }),
    queryClient.invalidateQueries({ queryKey: progressEntriesQueryKey(goalId) }),
  ]);
}

/** Puts `goal` into its own cache entry and replaces it in any cached list that holds it. */
export function writeGoalToCache(queryClient: QueryClient, goal: Goal): void {
  queryClient.setQueryData<Goal>(goalQueryKey(goal.id), goal);
  queryClient.setQueriesData<Goal[]>({ queryKey: GOALS_QUERY_PREFIX }, (list) =>
    list?.map((g) => (g.id === goal.id ? goal : g)),
  );
}

/**
 * After a goal is added, reworded or removed: refetch the students (every query under the caseload's
 * key), whose `iepGoals` lists the statements (decision 017).
 */
export async function invalidateStudentGoalStatements(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
}
