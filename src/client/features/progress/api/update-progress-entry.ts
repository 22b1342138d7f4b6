/**
 * Correcting a data point (requirements "Progress entries"). PATCH /api/v1/progress-entries/:id with any
 * subset of `updateProgressEntryInput` → ProgressEntry, through the outbox (requirements "Local
 * storage"): shown at once, sent with `If-Match` = the version corrected, so an entry changed
 * elsewhere meanwhile is a conflict the teacher resolves.
 */
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import type { ProgressEntry, UpdateProgressEntryInput } from "@shared/contracts/goals";
import { progressEntryWrites } from "./progress-entry-writes";

export interface UpdateProgressEntryVariables {
  /** The entry as the teacher saw it. */
  entry: ProgressEntry;
  changes: UpdateProgressEntryInput;
}

/**
 * The correct-an-entry hook: resolves with the server's entry, or undefined while it waits.
 * @throws ApiRequestError — 400 naming the field, 404 "Progress entry not found" (refused at once).
 */
export function useUpdateProgressEntry() {
  return useQueuedMutation(
    progressEntryWrites,
    async (run, { entry, changes }: UpdateProgressEntryVariables) => {
      const result = await run<ProgressEntry, UpdateProgressEntryInput>({
        type: "progress-entries",
        kind: "update",
        id: entry.id,
        input: changes,
        basedOn: entry.updatedAt,
        label: `entry of ${entry.entryDate}`,
        parentIds: { goalId: entry.goalId },
      });
      return result.saved ? result.record : undefined;
    },
  );
}
