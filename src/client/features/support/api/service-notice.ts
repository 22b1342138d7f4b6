/**
 * The service notice staff set in the admin settings (requirements "Admin area": the maintenance
 * banner): `GET /api/service-notice` → `{ banner }` ("" = none). Read again every minute and when the
 * window regains focus, so a change reaches open tabs without a reload.
 */
import { apiRequest } from "@client/lib/api-client";
import { NOT_AN_OFFLINE_GAP } from "@client/lib/offline/offline-gap-count";
import type { ServiceNotice } from "@shared/contracts/support";
import { useQuery } from "@tanstack/react-query";
import { SERVICE_NOTICE_QUERY_KEY } from "./query-keys";

/** How often an open tab asks for the notice again (ms). */
export const SERVICE_NOTICE_REFRESH_MS = 60_000;

/** The current notice; a failed read shows no banner (the notice is never worth an error). */
export function useServiceNotice() {
  return useQuery({
    queryKey: SERVICE_NOTICE_QUERY_KEY,
    meta: NOT_AN_OFFLINE_GAP,
    queryFn: ({ signal }) => apiRequest<ServiceNotice>("/api/service-notice", { signal }),
    refetchInterval: SERVICE_NOTICE_REFRESH_MS,
    retry: false,
  });
}
