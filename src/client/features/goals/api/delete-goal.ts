/**
 * Deleting an IEP goal (requirements "IEP goals": "Deleting a goal deletes its progress entries (server
 * side, one transaction); the client removes them from its cache at once"). DELETE /api/v1/goals/:id
 * → 204, through the outbox (requirements "Local storage"): the goal leaves every cached list at
 * once and the delete is sent once. A 404 "Goal not found" means it is already gone.
 */
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import { useQueryClient } from "@tanstack/react-query";
import { cachedGoal, dropGoalFromCache, goalWrites } from "./goal-writes";

export { dropGoalFromCache };

/**
 * The delete-a-goal hook (`mutate(goalId)`): resolves whether the server has the delete (false: waiting).
 * @throws ApiRequestError — 404 "Goal not found" (refused at once; the outbox takes the goal out of the cache).
 */
export function useDeleteGoal() {
  const qc = useQueryClient();
  return useQueuedMutation(goalWrites, async (run, id: string) => {
    const label = (cachedGoal(qc, id)?.statement ?? "goal").slice(0, 60);
    const result = await run<void, Record<string, never>>({
      type: "goals",
      kind: "delete",
      id,
      input: {},
      label,
    });
    return result.saved;
  });
}
