/**
 * Changing an IEP goal (requirements "IEP goals"). PATCH /api/v1/goals/:id with any subset of
 * `updateGoalInput` → Goal (its computed view recomputed), through the outbox (requirements "Local
 * storage"): shown at once, sent with `If-Match` = the version edited.
 */
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import type { Goal, UpdateGoalInput } from "@shared/contracts/goals";
import { useQueryClient } from "@tanstack/react-query";
import { cachedGoal, goalWrites } from "./goal-writes";

export interface UpdateGoalVariables {
  id: string;
  /** Only the fields that change; at least one. */
  changes: UpdateGoalInput;
}

/**
 * The change-a-goal hook: resolves with the server's goal, or the goal as shown while it waits.
 * @throws ApiRequestError — 400 naming the field, 404 "Goal not found" (refused at once).
 */
export function useUpdateGoal() {
  const qc = useQueryClient();
  return useQueuedMutation(goalWrites, async (run, { id, changes }: UpdateGoalVariables): Promise<Goal> => {
    const before = cachedGoal(qc, id);
    const result = await run<Goal, UpdateGoalInput>({
      type: "goals",
      kind: "update",
      id,
      input: changes,
      basedOn: before?.updatedAt,
      label: (changes.statement ?? before?.statement ?? "goal").slice(0, 60),
    });
    if (result.saved && result.record) return result.record;
    return (cachedGoal(qc, id) ?? { ...before, ...changes }) as Goal;
  });
}
