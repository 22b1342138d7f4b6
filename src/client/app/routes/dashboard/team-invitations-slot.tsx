/**
 * The dashboard's invitations and transfers waiting for an answer (requirements "IEP teams",
 * "Invitations", "Transfer"). Filled by the teams feature.
 */

/** The pending invitations and incoming transfers of the signed-in teacher, answered in place. */
export function TeamInvitationsSlot() {
  return null;
}
