/**
 * Logged sessions one keyset page at a time (requirements "Service log"): GET
 * /api/v1/service-sessions?serviceId=&limit=&cursor= → {items, nextCursor}, newest session date
 * first. `useServiceSessions` is a TanStack infinite query ("Show more" fetches the next page); the
 * session writes of the outbox put their drafts into its loaded pages (`service-writes.ts`).
 */
import { apiRequest } from "@client/lib/api-client";
import type { ServiceSessionPage } from "@shared/contracts/services";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { recentSessionsKey, serviceSessionsKey } from "./query-keys";

/** Sessions per page on the student page. */
export const SESSIONS_SHOWN = 5;

/** The filters of one page request (all optional; dates inclusive `YYYY-MM-DD`). */
export interface SessionPageFilters {
  studentId?: string;
  serviceId?: string;
  from?: string;
  to?: string;
  limit?: number;
}

/**
 * Fetches one page after `cursor` (null = the newest).
 * @throws ApiRequestError — 404 "Service not found"/"Student not found", 400 for a bad cursor, or NETWORK.
 */
export function getServiceSessionPage(
  filters: SessionPageFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ServiceSessionPage> {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined) q.set(k, String(v));
  if (cursor) q.set("cursor", cursor);
  return apiRequest<ServiceSessionPage>(`/api/v1/service-sessions?${q}`, { signal });
}

/** One service's sessions as loaded pages (fresh for 30 s). */
export function useServiceSessions(serviceId: string) {
  return useInfiniteQuery({
    queryKey: serviceSessionsKey(serviceId),
    queryFn: ({ pageParam, signal }) =>
      getServiceSessionPage({ serviceId, limit: SESSIONS_SHOWN }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });
}

/** The caseload's sessions since `from` (one page of up to 200): the quick log's prefilled minutes. */
export function useRecentSessions(from: string) {
  return useQuery({
    queryKey: recentSessionsKey(from),
    queryFn: ({ signal }) => getServiceSessionPage({ from, limit: 200 }, null, signal),
    staleTime: 60_000,
  });
}
