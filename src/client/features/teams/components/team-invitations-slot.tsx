/**
 * What decides whether the dashboard shows the invitations card (requirements "IEP teams",
 * "Invitations", "Transfer"): the pending invitations and incoming transfers are fetched; the card's
 * code loads only when there is one to answer, and nothing is rendered otherwise (no empty card).
 */
import { lazy, Suspense } from "react";
import { useInvitations } from "../api/get-invitations";
import { incomingPending, useTransfers } from "../api/get-transfers";

const TeamInvitations = lazy(() => import("./team-invitations"));

/** The card when something waits for an answer; otherwise nothing. */
export function TeamInvitationsCard() {
  const invitations = useInvitations();
  const transfers = useTransfers();
  const waiting = transfers.data ? incomingPending(transfers.data) : [];
  const open = invitations.data ?? [];
  if (open.length === 0 && waiting.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TeamInvitations invitations={open} transfers={waiting} />
    </Suspense>
  );
}
