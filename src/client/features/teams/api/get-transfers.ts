/**
 * A teacher's transfers of students (requirements "IEP teams", "Transfer"):
 *   GET /api/v1/transfers → Transfer[], those the teacher sent and those waiting for their answer
 * In the dashboard's first load: no zod here (architecture "Layout").
 */
import { apiRequest } from "@client/lib/api-client";
import { NOT_AN_OFFLINE_GAP } from "@client/lib/offline/offline-gap-count";
import type { Transfer } from "@shared/contracts/teams";
import { useQuery } from "@tanstack/react-query";
import { TRANSFERS_QUERY_KEY } from "./query-keys";

/** The teacher's transfers, sent and incoming (shown only once loaded: not an offline gap). */
export function useTransfers() {
  return useQuery({
    queryKey: TRANSFERS_QUERY_KEY,
    meta: NOT_AN_OFFLINE_GAP,
    queryFn: ({ signal }) => apiRequest<Transfer[]>("/api/v1/transfers", { signal }),
  });
}

/** The transfers waiting for the signed-in teacher's answer. */
export function incomingPending(transfers: readonly Transfer[]): Transfer[] {
  return transfers.filter((t) => t.incoming && t.status === "pending");
}
