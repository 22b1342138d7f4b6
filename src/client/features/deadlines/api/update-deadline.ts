/**
 * Marking a deadline done, dismissing it or putting it back to pending (requirements "Deadlines":
 * "a teacher can mark it done or dismiss it"). PATCH /api/v1/deadlines/:id `{status}` → Deadline,
 * as a queued action of the outbox (requirements "Local storage"): sent once, in order, also after
 * an offline spell. Refreshes the deadline, dashboard and notification queries.
 */
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import type { Deadline, DeadlineStatus } from "@shared/contracts/deadlines";
import { deadlineWrites, queueDeadlineAction } from "./deadline-mutations";

export interface SetDeadlineStatusVariables {
  id: string;
  status: DeadlineStatus;
}

/**
 * Sets a deadline's status; resolves with the server's deadline, or undefined while it waits.
 * @throws ApiRequestError — 404 "Deadline not found" (refused at once).
 */
export function useSetDeadlineStatus() {
  return useQueuedMutation(deadlineWrites, (run, { id, status }: SetDeadlineStatusVariables) =>
    queueDeadlineAction<Deadline>(
      run,
      id,
      { method: "PATCH", path: "/api/v1/deadlines/{id}", body: { status } },
      "deadline",
    ),
  );
}
