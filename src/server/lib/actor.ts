/**
 * Who did a staff action (requirements "Admin area", "Audit log"; decision 013): the one value every
 * staff service and the admin audit writer take instead of the HTTP context. The admin gate builds it
 * once per request from the admin session and the client address (`admin-guard.ts`); a command run
 * on the server builds the system actor.
 */

/** The staff member (or the system) behind an action, as the audit line records it. */
export interface Actor {
  /** The staff account's id (`admin_users.id`), or `SYSTEM_ACTOR_ID` for a command run on the server. */
  id: string;
  /** The staff member's address, or `system:<command>`: the "actor" column of the audit log. */
  email: string;
  /** The client address of the request (`lib/client-address.ts`); null when unknown or for the system. */
  ip: string | null;
}

/** The audit `user_id` of an action no signed-in staff member took. */
export const SYSTEM_ACTOR_ID = "system";

/**
 * The system actor: someone with access to the server's machine and its database ran `command`
 * (e.g. "billing:grant-pro", the npm script name) outside the admin area, so there is no staff
 * session, no staff address and no client address. Its audit lines read `system:<command>`.
 */
export function systemActor(command: string): Actor {
  return { id: SYSTEM_ACTOR_ID, email: `system:${command}`, ip: null };
}
