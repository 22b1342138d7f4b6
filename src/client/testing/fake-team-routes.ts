/**
 * The fake API's team routes (requirements "IEP teams"): the reads of a teacher whose students are
 * shared with nobody, with no invitation or transfer waiting, answered with the server's shapes, so
 * every screen that shows the team section, the transfer actions or the dashboard's invitations card
 * renders without a test of its own answering them. A test that needs a team answers the route
 * itself (`api.on`).
 */
import type { Invitation, Member, TeamActivity, Transfer } from "@shared/contracts/teams";
import { type FakeHandler, json } from "./fake-http";

/** The team routes, behind the caller's sign-in check. */
export function teamRoutes(signedIn: (h: FakeHandler) => FakeHandler): [string, FakeHandler][] {
  return [
    ["GET /api/v1/students/:studentId/members", signedIn(() => json([] satisfies Member[]))],
    ["GET /api/v1/students/:studentId/activity", signedIn(() => json([] satisfies TeamActivity[]))],
    ["GET /api/v1/invitations", signedIn(() => json([] satisfies Invitation[]))],
    ["GET /api/v1/transfers", signedIn(() => json([] satisfies Transfer[]))],
  ];
}
