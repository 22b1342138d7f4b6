/**
 * Manual deadlines (requirements "Deadlines": the teacher adds their own): add (POST
 * /api/v1/deadlines → 201 Deadline), change (PATCH /:id → 200 Deadline) and delete (DELETE /:id →
 * 204). A computed deadline accepts only a status (`update-deadline.ts`) and is never deleted.
 * Every change is a queued action of the outbox (requirements "Local storage"): kept while
 * offline, sent once, in order; each answer refreshes the deadline, dashboard and notification
 * queries. Each hook resolves with the server's deadline, or undefined while the change waits.
 */

import { NOTIFICATIONS_QUERY_KEY } from "@client/features/notifications/api/query-keys";
import { type ActionInput, type ActionType, actionWrites } from "@client/lib/outbox/action-writes";
import { type RunWrite, useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import type { CreateDeadlineInput, Deadline, UpdateDeadlineInput } from "@shared/contracts/deadlines";
import { DASHBOARD_QUERY_KEY, DEADLINES_QUERY_KEY } from "./query-keys";

/** Deadlines in the outbox: every answer refreshes the deadline, dashboard and notification queries. */
export const deadlineActionType: ActionType = {
  name: "deadlines",
  noun: "deadline",
  refresh: (qc) => {
    for (const queryKey of [DEADLINES_QUERY_KEY, DASHBOARD_QUERY_KEY, NOTIFICATIONS_QUERY_KEY])
      void qc.invalidateQueries({ queryKey });
  },
};

/** Its writes, as the screens that change them register them at the first change. */
export const deadlineWrites = actionWrites(deadlineActionType);

/** Queues one deadline request; resolves with the server's answer, or undefined while it waits. */
export async function queueDeadlineAction<T>(
  run: RunWrite,
  id: string | undefined,
  input: ActionInput,
  label: string,
): Promise<T | undefined> {
  const result = await run<T, ActionInput>({ type: "deadlines", kind: "action", id, input, label });
  return result.saved ? result.record : undefined;
}

export interface UpdateDeadlineVariables {
  id: string;
  input: UpdateDeadlineInput;
}

/**
 * Adds a manual deadline.
 * @throws ApiRequestError — 400 naming the field, 404 "Student not found" (refused at once).
 */
export function useCreateDeadline() {
  return useQueuedMutation(deadlineWrites, (run, input: CreateDeadlineInput) =>
    queueDeadlineAction<Deadline>(
      run,
      undefined,
      { method: "POST", path: "/api/v1/deadlines", body: input },
      input.title,
    ),
  );
}

/**
 * Changes a manual deadline's title, kind or due date.
 * @throws ApiRequestError — 400 (a bad field, or COMPUTED_DEADLINE), 404 "Deadline not found".
 */
export function useUpdateDeadline() {
  return useQueuedMutation(deadlineWrites, (run, { id, input }: UpdateDeadlineVariables) =>
    queueDeadlineAction<Deadline>(
      run,
      id,
      { method: "PATCH", path: "/api/v1/deadlines/{id}", body: input },
      input.title ?? "deadline",
    ),
  );
}

/**
 * Deletes a manual deadline.
 * @throws ApiRequestError — 400 COMPUTED_DEADLINE, 404 "Deadline not found".
 */
export function useDeleteDeadline() {
  return useQueuedMutation(deadlineWrites, (run, id: string) =>
    queueDeadlineAction<void>(run, id, { method: "DELETE", path: "/api/v1/deadlines/{id}" }, "deadline"),
  );
}
