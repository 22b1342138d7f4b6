/**
 * The invitations a teacher answers (requirements "IEP teams", "Invitations"):
 *   GET  /api/v1/invitations → Invitation[] (matched by the teacher's address, so one sent before the
 *        account existed shows after sign-up)
 *   POST /api/v1/invitations/:id/accept | /decline → 200
 * On the dashboard's first load: no zod and no toast library here (architecture "Layout").
 */
import { apiRequest } from "@client/lib/api-client";
import { NOT_AN_OFFLINE_GAP } from "@client/lib/offline/offline-gap-count";
import type { Invitation } from "@shared/contracts/teams";
import { useMutation, useQuery } from "@tanstack/react-query";
import { INVITATIONS_QUERY_KEY } from "./query-keys";
import { useRefreshCaseload } from "./refresh-caseload";

/** The signed-in teacher's pending invitations (shown only once loaded: not an offline gap). */
export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_QUERY_KEY,
    meta: NOT_AN_OFFLINE_GAP,
    queryFn: ({ signal }) => apiRequest<Invitation[]>("/api/v1/invitations", { signal }),
  });
}

/** An answer to an invitation. */
export type InvitationAnswer = "accept" | "decline";

/**
 * Accepts or declines one invitation; on accept the student joins the caseload at once (the
 * students list, its summaries and the dashboard are fetched again).
 * @throws ApiRequestError — 404 "Invitation not found" (withdrawn, or answered elsewhere), NETWORK.
 */
export function useAnswerInvitation() {
  const refresh = useRefreshCaseload();
  return useMutation({
    mutationFn: ({ invitation, answer }: { invitation: Invitation; answer: InvitationAnswer }) =>
      apiRequest<unknown>(`/api/v1/invitations/${encodeURIComponent(invitation.id)}/${answer}`, {
        method: "POST",
      }),
    onSettled: () => refresh(INVITATIONS_QUERY_KEY),
  });
}
