/**
 * Adding an IEP goal (requirements "IEP goals": "blank optional fields are stored as null").
 * POST /api/v1/goals with `createGoalInput` → 201 Goal, through the outbox (requirements "Local
 * storage"): the goal shows at once in the cached lists; offline it waits, marked "Not yet saved".
 */
import { newLocalId } from "@client/lib/outbox/local-ids";
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import type { CreateGoalInput, Goal } from "@shared/contracts/goals";
import { draftGoal, goalWrites } from "./goal-writes";

/**
 * The add-a-goal hook: resolves with the server's goal, or the drafted one (a local id) while it waits.
 * @throws ApiRequestError — 400 naming the field (e.g. a target date before the baseline date),
 *   404 "Student not found" (refused at once).
 */
export function useCreateGoal() {
  return useQueuedMutation(goalWrites, async (run, input: CreateGoalInput): Promise<Goal> => {
    const id = newLocalId();
    const result = await run<Goal, CreateGoalInput>({
      type: "goals",
      kind: "create",
      id,
      input,
      label: input.statement.slice(0, 60),
    });
    if (result.saved && result.record) return result.record;
    return draftGoal({ key: "", id, input, label: "" }, new Date().toISOString());
  });
}
