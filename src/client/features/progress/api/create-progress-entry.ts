/**
 * Recording a data point (requirements "Progress entries"). POST /api/v1/progress-entries with
 * `createProgressEntryInput` → 201 ProgressEntry, through the outbox (requirements "Local storage"):
 * the entry joins the cached list at once (by date, newest first); offline it waits, marked "Not yet
 * saved", and is sent once when the connection is back. The goal views are refetched after the answer.
 */
import { newLocalId } from "@client/lib/outbox/local-ids";
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import type { CreateProgressEntryInput, ProgressEntry } from "@shared/contracts/goals";
import { draftEntry, progressEntryWrites } from "./progress-entry-writes";

/**
 * The record-an-entry hook: resolves with the server's entry, or with the drafted entry (a local id,
 * see `isLocalId`) when it waits in the outbox.
 * @throws ApiRequestError — 400 naming the field, 404 "Goal not found" (refused at once).
 */
export function useCreateProgressEntry() {
  return useQueuedMutation(
    progressEntryWrites,
    async (run, input: CreateProgressEntryInput): Promise<ProgressEntry> => {
      const id = newLocalId();
      const result = await run<ProgressEntry, CreateProgressEntryInput>({
        type: "progress-entries",
        kind: "create",
        id,
        input,
        label: `entry of ${input.entryDate}`,
      });
      if (result.saved && result.record) return result.record;
      return draftEntry({ key: "", id, input, label: "" }, new Date().toISOString());
    },
  );
}
