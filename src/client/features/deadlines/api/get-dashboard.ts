/**
 * The week at a glance (requirements "Meetings", "Deadlines"): GET /api/v1/dashboard → Dashboard —
 * the next 5 open meetings, pending deadlines due in the next 7 days (at most 10) and the overdue
 * ones, computed by the server in the teacher's time zone, plus counts. The dashboard screen passes
 * the meetings on to the meetings feature's card.
 */
import { apiRequest } from "@client/lib/api-client";
import type { Dashboard } from "@shared/contracts/dashboard";
import { useQuery } from "@tanstack/react-query";
import { DASHBOARD_QUERY_KEY } from "./query-keys";

/** The dashboard summary query. @throws ApiRequestError through the query's error. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<Dashboard>("/api/v1/dashboard", { signal }),
  });
}
