/**
 * The teacher's side of support tickets (requirements "Admin area"), under /api/v1 (session needed):
 *   GET  /support/tickets                      → Ticket[] (own tickets with replies)
 *   POST /support/tickets  NewTicket           → 201 Ticket
 *   POST /support/tickets/:ticketId/reply { body } → 204
 * A teacher opens at most `TICKETS_PER_HOUR` tickets an hour (requirements "Rate limits"), counted in
 * the database before the ticket is written, so parallel requests cannot open more.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  newTicketSchema,
  TICKET_NOT_FOUND,
  ticketIdParam,
  ticketReplySchema,
  ticketSchema,
} from "../../../shared/contracts/support.ts";
import { AppError } from "../../lib/app-error.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { DatabaseRateLimiter, spendTry } from "../../lib/rate-limiter.ts";
import { listOwnTickets, openTicket, replyAsTeacher } from "./support.service.ts";

const TAG = "Support";

/** New tickets a teacher may open per window (requirements "Rate limits", "Constants"). */
export const TICKETS_PER_HOUR = 10;
/** The window of `TICKETS_PER_HOUR`: one hour, in milliseconds. */
export const TICKET_WINDOW_MS = 60 * 60_000;

/** Over the ticket limit: 429 RATE_LIMITED with `Retry-After` (seconds). */
const tooManyTickets = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    429,
    ErrorCode.RATE_LIMITED,
    `You can send up to ${TICKETS_PER_HOUR} support requests an hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds: seconds },
  );
};

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
    429: errorResponse(
      `More than ${TICKETS_PER_HOUR} tickets this hour (RATE_LIMITED); Retry-After says when to try again`,
    ),
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
  // Over the handle of app start, never a request's transaction: a counted ticket stays counted.
  const tickets = new DatabaseRateLimiter(deps.database.db, "tickets:", TICKETS_PER_HOUR, TICKET_WINDOW_MS);

  app.openapi(listRoute, async (c) => c.json(await listOwnTickets(db(), c.get("user").id), 200));
  app.openapi(openRoute, async (c) => {
    const userId = c.get("user").id;
    // A ticket takes a try before it is written and keeps it only when it was written.
    const ticket = await spendTry(
      tickets,
      userId,
      deps.now().getTime(),
      () => openTicket(db(), userId, c.req.valid("json"), deps.now()),
      { keep: (opened) => opened.ok, refused: tooManyTickets },
    );
    return c.json(ticket, 201);
  });
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
