/**
 * A goal's progress entries (requirements "Progress entries"). GET /api/v1/progress-entries?goalId= →
 * ProgressEntry[] by entry_date descending. Key ["progress-entries", goalId].
 */
import { ApiRequestError, apiRequest } from "@client/lib/api-client";
import { isLocalId } from "@client/lib/outbox/local-ids";
import type { ProgressEntry } from "@shared/contracts/goals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { progressEntriesQueryKey } from "./query-keys";

/**
 * Fetches a goal's entries, newest first.
 * @throws ApiRequestError — 404 "Goal not found", or NETWORK.
 */
export async function getProgressEntries(goalId: string, signal?: AbortSignal): Promise<ProgressEntry[]> {
  return apiRequest<ProgressEntry[]>(`/api/v1/progress-entries?goalId=${encodeURIComponent(goalId)}`, {
    signal,
  });
}

/** Query options for a goal's entries; a 404 is final (no retry); a goal not yet saved is not fetched. */
export function progressEntriesQueryOptions(goalId: string) {
  return queryOptions({
    queryKey: progressEntriesQueryKey(goalId),
    queryFn: ({ signal }) => getProgressEntries(goalId, signal),
    staleTime: 60_000,
    enabled: !isLocalId(goalId),
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 2,
  });
}

/** The entries query (data: ProgressEntry[] by entry date, newest first). */
export function useProgressEntries(goalId: string) {
  return useQuery(progressEntriesQueryOptions(goalId));
}
