/**
 * The teams feature's public module (decision 020): the router `app.ts` mounts (requirements "IEP
 * teams": a student's members, invitations, transfers, who did what). The access gate that applies
 * the roles to every route is `lib/team-gate.ts`, below every feature.
 */

export { shortName, studentLink } from "./team-notices.ts";
export { createTeamRoutes } from "./teams.routes.ts";
