/**
 * Recording a data point (requirements "Progress entries"). POST /api/v1/progress-entries with
 * `createProgressEntryInput` → 201 ProgressEntry. The entry joins the cached list at once (by date,
 * newest first); the goal and every goal list are refetched because trend and decision change.
 */
import { apiRequest } from "@client/lib/api-client";
import { invalidateGoal, progressEntriesQueryKey } from "@client/lib/goal-cache";
import type { CreateProgressEntryInput, ProgressEntry } from "@shared/contracts/goals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sortEntriesNewestFirst } from "../lib/entries";

/**
 * Creates a progress entry.
 * @throws ApiRequestError — 400 naming the field (a value that is not a finite number, a date that
 *   does not parse), 404 "Goal not found", or NETWORK.
 */
export async function createProgressEntry(input: CreateProgressEntryInput): Promise<ProgressEntry> {
  return apiRequest<ProgressEntry>("/api/v1/progress-entries", { method: "POST", body: input });
}

/** Mutation hook for {@link createProgressEntry}. */
export function useCreateProgressEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgressEntry,
    onSuccess: async (entry) => {
      queryClient.setQueryData<ProgressEntry[]>(progressEntriesQueryKey(entry.goalId), (list) =>
        list ? sortEntriesNewestFirst([...list.filter((e) => e.id !== entry.id), entry]) : list,
      );
      await invalidateGoal(queryClient, entry.goalId);
    },
  });
}
