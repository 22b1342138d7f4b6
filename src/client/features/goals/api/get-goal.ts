/**
 * One IEP goal with its computed progress view (requirements "IEP goals"). GET /api/v1/goals/:id → Goal; key
 * ["goal", id]. A missing or another teacher's goal answers 404 "Goal not found" and is not retried.
 */
import { ApiRequestError, apiRequest } from "@client/lib/api-client";
import { isLocalId } from "@client/lib/outbox/local-ids";
import type { Goal } from "@shared/contracts/goals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { goalQueryKey } from "./query-keys";

/**
 * Fetches one goal.
 * @throws ApiRequestError — 404 "Goal not found", or NETWORK.
 */
export async function getGoal(id: string, signal?: AbortSignal): Promise<Goal> {
  return apiRequest<Goal>(`/api/v1/goals/${encodeURIComponent(id)}`, { signal });
}

/** Query options for one goal; a 404 is final (no retry); a goal not yet saved is only in the cache. */
export function goalQueryOptions(id: string) {
  return queryOptions({
    queryKey: goalQueryKey(id),
    queryFn: ({ signal }) => getGoal(id, signal),
    staleTime: 60_000,
    enabled: !isLocalId(id),
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 2,
  });
}

/** The goal query. */
export function useGoal(id: string) {
  return useQuery(goalQueryOptions(id));
}
