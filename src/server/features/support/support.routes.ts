/**
 * The teacher's side of support tickets (requirements "Admin area"), under /api/v1 (session needed):
 *   GET  /support/tickets                      → Ticket[] (own tickets with replies)
 *   POST /support/tickets  NewTicket           → 201 Ticket
 *   POST /support/tickets/:ticketId/reply { body } → 204
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  newTicketSchema,
  TICKET_NOT_FOUND,
  ticketIdParam,
  ticketReplySchema,
  ticketSchema,
} from "../../../shared/contracts/support.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { listOwnTickets, openTicket, replyAsTeacher } from "./support.service.ts";

const TAG = "Support";

const listRoute = createRoute({
  method: "get",
  path: "/support/tickets",
  tags: [TAG],
  summary: "The teacher's own tickets, newest change first, with the replies",
  responses: {
    200: { description: "The tickets", content: jsonContent(z.array(ticketSchema)) },
    401: standardErrors[401],
  },
});

const openRoute = createRoute({
  method: "post",
  path: "/support/tickets",
  tags: [TAG],
  summary: "Write to IEP Workspace support",
  request: { body: { content: jsonContent(newTicketSchema), required: true } },
  responses: {
    201: { description: "The new ticket", content: jsonContent(ticketSchema) },
    ...standardErrors,
  },
});

const replyRoute = createRoute({
  method: "post",
  path: "/support/tickets/{ticketId}/reply",
  tags: [TAG],
  summary: "Answer on one's own ticket (it opens again)",
  request: { params: ticketIdParam, body: { content: jsonContent(ticketReplySchema), required: true } },
  responses: {
    204: { description: "Sent" },
    ...standardErrors,
    404: errorResponse(TICKET_NOT_FOUND),
  },
});

/** Builds the teacher's support routes; mounted under /api/v1 behind the session check (app.ts). */
export function createSupportRoutes(deps: AppDeps) {
  const app = createRouter({ notFound: TICKET_NOT_FOUND });
  // Read per request: inside an idempotent change `db` is that request's transaction.
  const db = () => deps.database.db;

  app.openapi(listRoute, async (c) => c.json(await listOwnTickets(db(), c.get("user").id), 200));
  app.openapi(openRoute, async (c) =>
    c.json(await openTicket(db(), c.get("user").id, c.req.valid("json"), deps.now()), 201),
  );
  app.openapi(replyRoute, async (c) => {
    await replyAsTeacher(
      db(),
      c.get("user").id,
      c.req.valid("param").ticketId,
      c.req.valid("json").body,
      deps.now(),
    );
    return c.body(null, 204);
  });
  return app;
}
