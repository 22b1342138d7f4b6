/**
 * The staff side of support tickets (requirements "Admin area"), under /api/admin behind the gate:
 *   GET  /tickets?status=open|pending|closed&page=1 → TicketQueuePage (25 a page)
 *   GET  /tickets/:ticketId                  → StaffTicket
 *   POST /tickets/:ticketId/reply  { body }  → StaffTicket (status pending; the teacher is e-mailed)
 *   POST /tickets/:ticketId/assign           → StaffTicket (assigned to the signed-in admin)
 *   POST /tickets/:ticketId/close            → StaffTicket
 * Each change writes one audit line.
 */
import { Hono } from "hono";
import { z } from "zod";
import { TICKET_STATUSES, ticketReplySchema } from "../../../shared/contracts/support.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { auditAdmin } from "../admin/admin-audit.ts";
import type { AdminEnv } from "../admin/admin-guard.ts";
import { getStaffTicket, listQueue, replyAsStaff, updateTicket } from "./support.service.ts";

const queueQuery = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const uuid = z.string().uuid();

/** Builds the staff ticket routes. */
export function createAdminTicketRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const ticketId = (raw: string) => {
    const parsed = uuid.safeParse(raw);
    return parsed.success ? parsed.data : "00000000-0000-0000-0000-000000000000";
  };
  return new Hono<AdminEnv>()
    .get("/tickets", async (c) => {
      const { status, page } = queueQuery.parse(c.req.query());
      return c.json(await listQueue(db, status, page));
    })
    .get("/tickets/:ticketId", async (c) =>
      c.json(await getStaffTicket(db, ticketId(c.req.param("ticketId")))),
    )
    .post("/tickets/:ticketId/reply", async (c) => {
      const id = ticketId(c.req.param("ticketId"));
      const { body } = ticketReplySchema.parse(await c.req.json());
      await db.transaction(async (tx) => {
        const row = await replyAsStaff(tx, deps.mailer, id, body, deps.now());
        await auditAdmin(tx, c, {
          action: "ticket.reply",
          entity: "ticket",
          entityId: id,
          detail: { teacherId: row.userId },
        });
      });
      return c.json(await getStaffTicket(db, id));
    })
    .post("/tickets/:ticketId/:change{assign|close}", async (c) => {
      const id = ticketId(c.req.param("ticketId"));
      const change = c.req.param("change");
      await db.transaction(async (tx) => {
        const row = await updateTicket(
          tx,
          id,
          change === "close" ? { status: "closed" } : { assignedTo: c.get("admin").admin.id },
          deps.now(),
        );
        await auditAdmin(tx, c, {
          action: `ticket.${change}`,
          entity: "ticket",
          entityId: id,
          detail: { teacherId: row.userId },
        });
      });
      return c.json(await getStaffTicket(db, id));
    });
}
