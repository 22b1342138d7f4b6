/**
 * The fake API's services routes (requirements "Services", "Service log"): reads of a teacher with
 * no services yet, answered with the server's shapes, so every screen that shows the services panel
 * or the Services screen renders without a test of its own answering them. A test that needs
 * services or sessions answers the route itself (`api.on`).
 */
import type { CaseloadServiceSummary, ServiceSessionPage, ServiceSummary } from "@shared/contracts/services";
import { type FakeDb, type FakeHandler, json } from "./fake-http";

/** A range's bounds as the server echoes them (`from`/`to`, else today). */
const rangeOf = (query: URLSearchParams, db: FakeDb) => ({
  from: query.get("from") ?? db.today,
  to: query.get("to") ?? db.today,
});

/** The services routes, behind the caller's sign-in check. */
export function serviceRoutes(
  db: FakeDb,
  signedIn: (h: FakeHandler) => FakeHandler,
): [string, FakeHandler][] {
  return [
    ["GET /api/v1/students/:studentId/services", signedIn(() => json([]))],
    [
      "GET /api/v1/service-sessions",
      signedIn(() => json({ items: [], nextCursor: null } satisfies ServiceSessionPage)),
    ],
    [
      "GET /api/v1/students/:studentId/service-summary",
      signedIn(({ query }) => json({ ...rangeOf(query, db), services: [] } satisfies ServiceSummary)),
    ],
    [
      "GET /api/v1/service-summary",
      signedIn(({ query }) => json({ ...rangeOf(query, db), students: [] } satisfies CaseloadServiceSummary)),
    ],
  ];
}
