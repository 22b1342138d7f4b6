/**
 * The goal writes of the outbox (requirements "IEP goals", "Local storage"; decision 008): adding,
 * changing and deleting a goal are queued, shown at once in the cached goal lists (["goals", …])
 * and the goal's own entry (["goal", id]), and sent to /api/v1/goals exactly once. A goal added
 * offline has no computed view yet ("insufficient data") until the server answers.
 */
import { progressEntriesQueryKey } from "@client/features/progress/api/query-keys";
import { invalidateGoal, invalidateStudentGoalStatements } from "@client/lib/goal-cache";
import { isLocalId, resolveId } from "@client/lib/outbox/local-ids";
import type { QueuedVariables, RecordType } from "@client/lib/outbox/queued-write";
import { recordWrites } from "@client/lib/outbox/record-writes";
import { pendingChangeCount } from "@client/lib/outbox/use-pending";
import type { CreateGoalInput, Goal, UpdateGoalInput } from "@shared/contracts/goals";
import type { QueryClient } from "@tanstack/react-query";
import { GOALS_QUERY_PREFIX, goalQueryKey, goalsQueryKey } from "./query-keys";

/** A goal shown before the server has it: the typed fields, no entries, no computed view yet. */
export function draftGoal(vars: QueuedVariables<CreateGoalInput>, now: string): Goal {
  const i = vars.input;
  return {
    id: vars.id,
    studentId: i.studentId,
    statement: i.statement,
    area: i.area ?? null,
    baselineData: i.baselineData ?? null,
    baselineValue: i.baselineValue ?? null,
    baselineDate: i.baselineDate ?? now.slice(0, 10),
    targetValue: i.targetValue ?? null,
    unit: i.unit ?? null,
    direction: i.direction ?? "increase",
    measurementMethod: i.measurementMethod ?? null,
    evaluationSchedule: i.evaluationSchedule ?? null,
    targetDate: i.targetDate ?? null,
    objectives: i.objectives ?? [],
    createdAt: now,
    updatedAt: now,
    trend: "insufficient_data",
    trendline: null,
    aimline: null,
    decision: {
      action: "insufficient_data",
      message: "Not yet saved: the progress view appears once it is.",
    },
    latestEntry: null,
    entryCount: 0,
  };
}

/** The goal as cached now: its own entry, else the first list holding it. */
export function cachedGoal(qc: QueryClient, id: string): Goal | undefined {
  const own = qc.getQueryData<Goal>(goalQueryKey(id));
  if (own) return own;
  for (const [, list] of qc.getQueriesData<Goal[]>({ queryKey: GOALS_QUERY_PREFIX })) {
    const found = list?.find((g) => g.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Removes a goal, its entries and its place in every cached list (requirements "IEP goals": at once). */
export function dropGoalFromCache(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: progressEntriesQueryKey(id), exact: true });
  queryClient.removeQueries({ queryKey: goalQueryKey(id), exact: true });
  queryClient.setQueriesData<Goal[]>({ queryKey: GOALS_QUERY_PREFIX }, (list) =>
    list?.filter((g) => g.id !== id),
  );
}

/** Goals in the outbox. */
export const goalRecordType: RecordType<Goal, CreateGoalInput, UpdateGoalInput> = {
  name: "goals",
  path: "/api/v1/goals",
  noun: "goal",
  cache: {
    find: (qc, id) => cachedGoal(qc, id),
    draft: draftGoal,
    merge: (goal, changes) => ({ ...goal, ...(changes as Partial<Goal>) }),
    put: (qc, goal, replacesId) => {
      qc.setQueryData<Goal>(goalQueryKey(goal.id), goal);
      if (replacesId && replacesId !== goal.id) qc.setQueryData<Goal>(goalQueryKey(replacesId), goal);
      if (isLocalId(goal.id)) qc.setQueryData(progressEntriesQueryKey(goal.id), []);
      for (const key of [goalsQueryKey(goal.studentId), goalsQueryKey()]) {
        qc.setQueryData<Goal[]>(key, (list) =>
          list ? [...list.filter((g) => g.id !== goal.id && g.id !== replacesId), goal] : list,
        );
      }
    },
    remove: (qc, id) => {
      qc.setQueriesData<Goal[]>({ queryKey: GOALS_QUERY_PREFIX }, (list) => list?.filter((g) => g.id !== id));
      // The goal's own entries go once the screen showing it has moved on (it navigates away when
      // the delete is answered or waits), so a mounted goal page never rebuilds them mid-render.
      setTimeout(() => dropGoalFromCache(qc, id), 0);
    },
    refresh: async (qc, vars) => {
      // While other changes wait, refetched lists would hide their drafts.
      if (pendingChangeCount(qc) > 1) return;
      void invalidateStudentGoalStatements(qc);
      if (isLocalId(vars.id) && resolveId(vars.id) === vars.id) return;
      await invalidateGoal(qc, resolveId(vars.id));
    },
  },
};

/** Its writes, as the screens that change records register them at the first change. */
export const goalWrites = recordWrites(goalRecordType);
