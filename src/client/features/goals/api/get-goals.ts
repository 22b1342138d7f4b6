/**
 * A teacher's IEP goals (requirements "IEP goals"). GET /api/v1/goals[?studentId=] →
 * Goal[] in the record's order (oldest first), each with its computed view (requirements "Aimline, trendline and decision rules": trend, trendline, aimline, decision,
 * latest entry). Key ["goals", studentId ?? "all"].
 */
import { apiRequest } from "@client/lib/api-client";
import type { Goal } from "@shared/contracts/goals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { goalsQueryKey } from "./query-keys";

/**
 * Fetches the goals of one student, or of the whole caseload.
 * @throws ApiRequestError — 404 "Student not found" for a foreign student, or NETWORK.
 */
export async function getGoals(studentId?: string, signal?: AbortSignal): Promise<Goal[]> {
  const query = studentId ? `?studentId=${encodeURIComponent(studentId)}` : "";
  return apiRequest<Goal[]>(`/api/v1/goals${query}`, { signal });
}

/** Query options for a goal list; a minute fresh (entries change it, and mutations invalidate it). */
export function goalsQueryOptions(studentId?: string) {
  return queryOptions({
    queryKey: goalsQueryKey(studentId),
    queryFn: ({ signal }) => getGoals(studentId, signal),
    staleTime: 60_000,
  });
}

/** The goal list query (data: Goal[] in the record's order). */
export function useGoals(studentId?: string) {
  return useQuery(goalsQueryOptions(studentId));
}
