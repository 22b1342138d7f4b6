/**
 * Reading deadlines (requirements "Deadlines": "list by due_date ascending").
 * GET /api/v1/deadlines[?studentId&status&kind&source&from&to] → Deadline[].
 */
import { apiRequest } from "@client/lib/api-client";
import type { Deadline, DeadlineListQuery } from "@shared/contracts/deadlines";
import { useQuery } from "@tanstack/react-query";
import { deadlinesListKey } from "./query-keys";

/**
 * Fetches the teacher's deadlines, soonest first, narrowed by `query`.
 * @throws ApiRequestError on a non-2xx answer or a network failure.
 */
export async function getDeadlines(query: DeadlineListQuery = {}, signal?: AbortSignal): Promise<Deadline[]> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, String(v));
  const qs = params.toString();
  return apiRequest<Deadline[]>(`/api/v1/deadlines${qs ? `?${qs}` : ""}`, { signal });
}

/** The deadlines query (data: Deadline[] ascending by due date). */
export function useDeadlines(query: DeadlineListQuery = {}) {
  return useQuery({
    queryKey: deadlinesListKey(query),
    queryFn: ({ signal }) => getDeadlines(query, signal),
  });
}
