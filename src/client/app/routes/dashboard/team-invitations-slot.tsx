/**
 * The dashboard's invitations and transfers waiting for an answer (requirements "IEP teams",
 * "Invitations", "Transfer").
 */
import { TeamInvitationsCard } from "@client/features/teams/components/team-invitations-slot";

/** The pending invitations and incoming transfers of the signed-in teacher, answered in place. */
export function TeamInvitationsSlot() {
  return <TeamInvitationsCard />;
}
