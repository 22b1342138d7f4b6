/**
 * Marking a deadline done, dismissing it or putting it back to pending (requirements "Deadlines":
 * "a teacher can mark it done or dismiss it"). PATCH /api/v1/deadlines/:id `{status}` → Deadline.
 * Refreshes the deadline, dashboard and notification queries.
 */
import { apiRequest } from "@client/lib/api-client";
import type { Deadline, DeadlineStatus } from "@shared/contracts/deadlines";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DEADLINES_QUERY_KEY } from "./get-deadlines";

export interface SetDeadlineStatusVariables {
  id: string;
  status: DeadlineStatus;
}

/**
 * Sets a deadline's status.
 * @throws ApiRequestError — 404 "Deadline not found", or NETWORK.
 */
export async function setDeadlineStatus({ id, status }: SetDeadlineStatusVariables): Promise<Deadline> {
  return apiRequest<Deadline>(`/api/v1/deadlines/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: { status },
  });
}

/** Mutation hook for {@link setDeadlineStatus}. */
export function useSetDeadlineStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeadlineStatus,
    onSuccess: () => {
      for (const queryKey of [DEADLINES_QUERY_KEY, ["dashboard"], ["notifications"]])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
