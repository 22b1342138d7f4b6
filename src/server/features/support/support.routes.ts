/**
 * The teacher's side of support tickets (requirements "Admin area"), under /api/v1 (session needed):
 *   GET  /support/tickets                      → Ticket[] (own tickets with replies)
 *   POST /support/tickets  NewTicket           → 201 Ticket
 *   POST /support/tickets/:ticketId/reply { body } → 204
 */
import { Hono } from "hono";
import { z } from "zod";
import { ticketReplySchema } from "../../../shared/contracts/support.ts";
import { notFound } from "../../lib/app-error.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { listOwnTickets, openTicket, replyAsTeacher } from "./support.service.ts";

/** Builds the teacher's support routes. */
export function createSupportRoutes(deps: AppDeps) {
  // Read per request: inside an idempotent change `db` is that request's transaction.
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get("/support/tickets", async (c) => c.json(await listOwnTickets(db(), c.get("user").id)))
    .post("/support/tickets", async (c) =>
      c.json(await openTicket(db(), c.get("user").id, await c.req.json(), deps.now()), 201),
    )
    .post("/support/tickets/:ticketId/reply", async (c) => {
      const id = z.string().uuid().safeParse(c.req.param("ticketId"));
      if (!id.success) throw notFound("Ticket not found");
      const { body } = ticketReplySchema.parse(await c.req.json());
      await replyAsTeacher(db(), c.get("user").id, id.data, body, deps.now());
      return c.body(null, 204);
    });
}
