/**
 * Deleting a data point (requirements "Progress entries"). DELETE /api/v1/progress-entries/:id → 204,
 * through the outbox (requirements "Local storage"): the entry leaves the cached list at once and the
 * delete is sent once. A 404 "Progress entry not found" means it is already gone.
 */
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import { progressEntryWrites } from "./progress-entry-writes";

export interface DeleteProgressEntryVariables {
  id: string;
  /** The entry's goal, whose cached list and view change. */
  goalId: string;
  /** The entry's date, naming it in messages. */
  entryDate?: string;
}

/**
 * The delete-an-entry hook: resolves whether the server has the delete (false: waiting).
 * @throws ApiRequestError — 404 "Progress entry not found" (refused at once).
 */
export function useDeleteProgressEntry() {
  return useQueuedMutation(
    progressEntryWrites,
    async (run, { id, goalId, entryDate }: DeleteProgressEntryVariables) => {
      const result = await run<void, Record<string, never>>({
        type: "progress-entries",
        kind: "delete",
        id,
        input: {},
        label: entryDate ? `entry of ${entryDate}` : "entry",
        parentIds: { goalId },
      });
      return result.saved;
    },
  );
}
