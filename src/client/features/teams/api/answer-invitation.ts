/**
 * Answering an invitation (requirements "IEP teams", "Invitations"):
 *   POST /api/v1/invitations/:id/accept → 200 Member (active) | /decline → 204
 */
import { apiRequest } from "@client/lib/api-client";
import type { Invitation } from "@shared/contracts/teams";
import { useMutation } from "@tanstack/react-query";
import { INVITATIONS_QUERY_KEY } from "./query-keys";
import { useRefreshCaseload } from "./refresh-caseload";

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
