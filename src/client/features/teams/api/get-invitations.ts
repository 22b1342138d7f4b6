/**
 * The invitations a teacher has not answered (requirements "IEP teams", "Invitations"):
 *   GET /api/v1/invitations → Invitation[] (matched by the teacher's address, so one sent before the
 *       account existed shows after sign-up)
 * In the dashboard's first load: no zod and nothing else here (architecture "Layout").
 */
import { apiRequest } from "@client/lib/api-client";
import { NOT_AN_OFFLINE_GAP } from "@client/lib/offline/offline-gap-count";
import type { Invitation } from "@shared/contracts/teams";
import { useQuery } from "@tanstack/react-query";
import { INVITATIONS_QUERY_KEY } from "./query-keys";

/** The signed-in teacher's pending invitations (shown only once loaded: not an offline gap). */
export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_QUERY_KEY,
    meta: NOT_AN_OFFLINE_GAP,
    queryFn: ({ signal }) => apiRequest<Invitation[]>("/api/v1/invitations", { signal }),
  });
}
