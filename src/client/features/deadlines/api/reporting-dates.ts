/**
 * The teacher's progress-report dates (requirements "Deadlines"): GET /api/v1/reporting-dates →
 * ReportingDates; PATCH {dates} → ReportingDates. Saving moves the pending progress-report deadlines,
 * so the deadline, dashboard and notification queries are refreshed.
 */
import { apiRequest } from "@client/lib/api-client";
import type { ReportingDates } from "@shared/contracts/deadlines";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DASHBOARD_QUERY_KEY, DEADLINES_QUERY_KEY, REPORTING_DATES_QUERY_KEY } from "./query-keys";

/** The dates query (quarterly until the teacher sets them). */
export function useReportingDates() {
  return useQuery({
    queryKey: REPORTING_DATES_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<ReportingDates>("/api/v1/reporting-dates", { signal }),
  });
}

/**
 * Saves the dates `MM-DD`.
 * @throws ApiRequestError — 400 naming the field, or NETWORK.
 */
export async function saveReportingDates(dates: readonly string[]): Promise<ReportingDates> {
  return apiRequest<ReportingDates>("/api/v1/reporting-dates", { method: "PATCH", body: { dates } });
}

/** Mutation hook for {@link saveReportingDates}; the answer replaces the cached dates. */
export function useSaveReportingDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReportingDates,
    onSuccess: (answer) => {
      queryClient.setQueryData(REPORTING_DATES_QUERY_KEY, answer);
      for (const queryKey of [DEADLINES_QUERY_KEY, DASHBOARD_QUERY_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
