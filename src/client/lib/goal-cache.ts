/**
 * Query keys and cache updates of progress monitoring, shared by the goals and progress features (a
 * new or changed progress entry changes its goal's trend and decision, so the progress feature
 * refreshes the goal too; requirements "IEP goals", requirements "Progress entries").
 * Keys: goal lists ["goals", studentId | "all"], one goal ["goal", id], a goal's entries
 * ["progress-entries", goalId]. Every mutation invalidates the keys it touches, so the overview, the
 * goal page and the student's page agree.
 */
import type { Goal } from "@shared/contracts/goals";
import type { QueryClient } from "@tanstack/react-query";

/** Prefix of every goal list (per student and the whole caseload). */
export const GOALS_QUERY_PREFIX = ["goals"] as const;
/** Key of the goal list of one student, or of the whole caseload when `studentId` is absent. */
export const goalsQueryKey = (studentId?: string) => ["goals", studentId ?? "all"] as const;
/** Key of one goal (with its computed progress view). */
export const goalQueryKey = (id: string) => ["goal", id] as const;
/** Key of a goal's progress entries (entry_date descending). */
export const progressEntriesQueryKey = (goalId: string) => ["progress-entries", goalId] as const;

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

/** Prefix of the students queries: a student's `iepGoals` is its goals' statements (decision 017). */
const STUDENTS_QUERY_PREFIX = ["students"] as const;

/** After a goal is added, reworded or removed: refetch the students, whose `iepGoals` lists the statements. */
export async function invalidateStudentGoalStatements(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_PREFIX });
}
