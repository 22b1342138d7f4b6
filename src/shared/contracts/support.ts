/**
 * Support tickets (requirements "Admin area"): a teacher writes to staff from the app; staff answer,
 * assign and close; the teacher reads the replies in the app and by e-mail.
 */
import { z } from "zod";
import { text } from "./common.ts";

export const TICKET_STATUSES = ["open", "pending", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const newTicketSchema = z.object({
  subject: text().trim().min(3, "Give a subject of at least 3 characters.").max(200),
  message: text().trim().min(10, "Tell us a little more (at least 10 characters).").max(5000),
  /** The app page the question is about, e.g. "/dashboard/generate". */
  page: text().trim().max(300).optional(),
  screenshotConsent: z.boolean().default(false),
});
export type NewTicket = z.input<typeof newTicketSchema>;

export const ticketReplySchema = z.object({ body: text().trim().min(1).max(5000) });

/** The message of a missing ticket, another teacher's, or an id that is not a UUID. */
export const TICKET_NOT_FOUND = "Ticket not found";
export const ticketIdParam = z.object({ ticketId: z.uuid({ message: TICKET_NOT_FOUND }) });

export const ticketMessageSchema = z.object({
  id: z.string(),
  author: z.enum(["teacher", "staff"]),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  page: z.string().nullable(),
  screenshotConsent: z.boolean(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(ticketMessageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A ticket in the staff queue: the teacher's address and who it is assigned to. */
export const staffTicketSchema = ticketSchema.extend({
  teacherId: z.string(),
  teacherEmail: z.string(),
  assignedTo: z.string().nullable(),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

/** Tickets a page of the staff queue holds. */
export const TICKET_PAGE_SIZE = 25;

/** `GET /api/admin/tickets?status&page`: which tickets (every status when omitted) and which page. */
export const ticketQueueQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `GET /api/admin/tickets?status&page`: one page of the queue, oldest change first. */
export const ticketQueuePageSchema = z.object({
  rows: z.array(staffTicketSchema),
  /** Tickets with that status in all. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TicketQueuePage = z.infer<typeof ticketQueuePageSchema>;

/** `GET /api/service-notice`: the maintenance banner staff set ("" = none; requirements "Admin area"). */
export const serviceNoticeSchema = z.object({ banner: z.string() });
export type ServiceNotice = z.infer<typeof serviceNoticeSchema>;
