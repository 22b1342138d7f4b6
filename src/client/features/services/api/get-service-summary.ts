/**
 * Service compliance computed by the server in the teacher's time zone (requirements "Service
 * compliance"): GET /api/v1/students/:studentId/service-summary?from=&to= → ServiceSummary and
 * GET /api/v1/service-summary?from=&to= → CaseloadServiceSummary. Dates are inclusive `YYYY-MM-DD`.
 */
import { apiRequest } from "@client/lib/api-client";
import type { CaseloadServiceSummary, ServiceSummary } from "@shared/contracts/services";
import { useQuery } from "@tanstack/react-query";
import { caseloadServiceSummaryKey, studentServiceSummaryKey } from "./query-keys";

const range = (from: string, to: string) => new URLSearchParams({ from, to }).toString();

/**
 * One student's summary over [from, to].
 * @throws ApiRequestError — 404 "Student not found", 400 for a bad range, or NETWORK.
 */
export function getServiceSummary(studentId: string, from: string, to: string, signal?: AbortSignal) {
  return apiRequest<ServiceSummary>(
    `/api/v1/students/${encodeURIComponent(studentId)}/service-summary?${range(from, to)}`,
    { signal },
  );
}

/** The student's summary query (fresh for 30 s; session writes invalidate it); `enabled` false asks nothing. */
export function useServiceSummary(studentId: string, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: studentServiceSummaryKey(studentId, from, to),
    queryFn: ({ signal }) => getServiceSummary(studentId, from, to, signal),
    staleTime: 30_000,
    enabled,
  });
}

/**
 * The caseload's summary over [from, to].
 * @throws ApiRequestError — 400 for a bad range, or NETWORK.
 */
export function getCaseloadServiceSummary(from: string, to: string, signal?: AbortSignal) {
  return apiRequest<CaseloadServiceSummary>(`/api/v1/service-summary?${range(from, to)}`, { signal });
}

/** The caseload summary query (fresh for 30 s; session writes invalidate it). */
export function useCaseloadServiceSummary(from: string, to: string) {
  return useQuery({
    queryKey: caseloadServiceSummaryKey(from, to),
    queryFn: ({ signal }) => getCaseloadServiceSummary(from, to, signal),
    staleTime: 30_000,
  });
}
