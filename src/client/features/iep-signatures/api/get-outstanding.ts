/**
 * The dashboard's unsigned IEPs and outstanding consent (requirements "Signatures and consent"):
 * GET /api/v1/signatures/outstanding → OutstandingIeps. Types only, so the dashboard's first load holds no
 * zod (architecture "Layout": the signed-in dashboard's JavaScript budget).
 */
import { OUTSTANDING_IEPS_QUERY_KEY } from "@client/features/ieps/api/query-keys";
import { apiRequest } from "@client/lib/api-client";
import type { OutstandingIeps } from "@shared/contracts/ieps";
import { useQuery } from "@tanstack/react-query";

/** The outstanding list; `data` undefined while loading or after a failure. */
export function useOutstandingIeps() {
  return useQuery({
    queryKey: OUTSTANDING_IEPS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<OutstandingIeps>("/api/v1/signatures/outstanding", { signal }),
  });
}

/** Whether anything waits: an unsigned IEP or a consent not answered. */
export const hasOutstanding = (data: OutstandingIeps | undefined): data is OutstandingIeps =>
  !!data && (data.unsigned.length > 0 || data.consentOutstanding.length > 0);
