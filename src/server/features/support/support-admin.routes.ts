/**
 * The staff side of support tickets (requirements "Admin area"), under /api/admin behind the admin
 * gate (app.ts mounts it beside the admin feature's routes; this feature never imports admin):
 *   GET  /tickets?status=open|pending|closed&page=1 → TicketQueuePage (25 a page)
 *   GET  /tickets/:ticketId                  → StaffTicket (audited)
 *   POST /tickets/:ticketId/reply  { body }  → StaffTicket (status pending; the teacher is e-mailed)
 *   POST /tickets/:ticketId/assign           → StaffTicket (assigned to the signed-in admin)
 *   POST /tickets/:ticketId/close            → StaffTicket
 * Each change, and each read of one ticket, writes one audit line for the staff actor the gate set.
 */
import { createRoute } from "@hono/zod-openapi";
import {
  staffTicketSchema,
  TICKET_NOT_FOUND,
  ticketIdParam,
  ticketQueuePageSchema,
  ticketQueueQuerySchema,
  ticketReplySchema,
} from "../../../shared/contracts/support.ts";
import {
  createRouter,
  errorResponse,
  jsonContent,
  staffErrors,
  standardErrors,
} from "../../lib/create-router.ts";
import type { AppDeps, StaffEnv } from "../../lib/hono-env.ts";
import {
  changeTicket,
  listQueue,
  replyAsStaff,
  type TicketChange,
  viewStaffTicket,
} from "./support.service.ts";

const TAG = "Admin tickets";
const ticketAnswer = { description: "The ticket as staff see it", content: jsonContent(staffTicketSchema) };
const ticket404 = { 404: errorResponse(TICKET_NOT_FOUND) };

const queueRoute = createRoute({
  method: "get",
  path: "/tickets",
  tags: [TAG],
  summary: "One page of the ticket queue (every status when omitted), oldest change first",
  request: { query: ticketQueueQuerySchema },
  responses: {
    200: { description: "The page with the total", content: jsonContent(ticketQueuePageSchema) },
    400: standardErrors[400],
    ...staffErrors,
  },
});

const ticketRoute = createRoute({
  method: "get",
  path: "/tickets/{ticketId}",
  tags: [TAG],
  summary: "One ticket with its messages, the teacher's address and the assignee; each view is audited",
  request: { params: ticketIdParam },
  responses: { 200: ticketAnswer, ...staffErrors, ...ticket404 },
});

const replyRoute = createRoute({
  method: "post",
  path: "/tickets/{ticketId}/reply",
  tags: [TAG],
  summary: "Reply to the teacher (e-mailed; the ticket waits for the teacher; audited)",
  request: { params: ticketIdParam, body: { content: jsonContent(ticketReplySchema), required: true } },
  responses: { 200: ticketAnswer, 400: standardErrors[400], ...staffErrors, ...ticket404 },
});

/** `POST /tickets/{ticketId}/assign` and `/close`: no body. */
const changeRoute = (change: TicketChange, summary: string) =>
  createRoute({
    method: "post",
    path: `/tickets/{ticketId}/${change}`,
    tags: [TAG],
    summary,
    request: { params: ticketIdParam },
    responses: { 200: ticketAnswer, ...staffErrors, ...ticket404 },
  });

/** Builds the staff ticket routes (mounted under /api/admin behind the admin gate, app.ts). */
export function createAdminTicketRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const app = createRouter<StaffEnv>({ notFound: TICKET_NOT_FOUND });

  app.openapi(queueRoute, async (c) => {
    const { status, page } = c.req.valid("query");
    return c.json(await listQueue(db, status, page), 200);
  });
  app.openapi(ticketRoute, async (c) =>
    c.json(await viewStaffTicket(db, c.get("actor"), c.req.valid("param").ticketId), 200),
  );
  app.openapi(replyRoute, async (c) =>
    c.json(
      await replyAsStaff(
        db,
        deps.mailer,
        c.get("actor"),
        c.req.valid("param").ticketId,
        c.req.valid("json").body,
        deps.now(),
      ),
      200,
    ),
  );
  const changes: [TicketChange, string][] = [
    ["assign", "Assign the ticket to the signed-in staff member (audited)"],
    ["close", "Close the ticket (audited)"],
  ];
  for (const [change, summary] of changes) {
    app.openapi(changeRoute(change, summary), async (c) =>
      c.json(await changeTicket(db, c.get("actor"), c.req.valid("param").ticketId, change, deps.now()), 200),
    );
  }
  return app;
}
