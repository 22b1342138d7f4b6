/**
 * Support tickets (requirements "Admin area"): a teacher writes to staff from the app; staff answer,
 * assign and close; the teacher reads the replies in the app and by e-mail.
 */
import { z } from "zod";

export const TICKET_STATUSES = ["open", "pending", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const newTicketSchema = z.object({
  subject: z.string().trim().min(3, "Give a subject of at least 3 characters.").max(200),
  message: z.string().trim().min(10, "Tell us a little more (at least 10 characters).").max(5000),
  /** The app page the question is about, e.g. "/dashboard/generate". */
  page: z.string().trim().max(300).optional(),
  screenshotConsent: z.boolean().default(false),
});
export type NewTicket = z.input<typeof newTicketSchema>;

export const ticketReplySchema = z.object({ body: z.string().trim().min(1).max(5000) });

export interface TicketMessage {
  id: string;
  author: "teacher" | "staff";
  body: string;
  createdAt: string;
}

export interface Ticket {
  id: string;
  subject: string;
  message: string;
  page: string | null;
  screenshotConsent: boolean;
  status: TicketStatus;
  createdAt: string;
  updatedAt: string;
  messages: TicketMessage[];
}

/** A ticket in the staff queue: the teacher's address and who it is assigned to. */
export interface StaffTicket extends Ticket {
  teacherId: string;
  teacherEmail: string;
  assignedTo: string | null;
}

/** Tickets a page of the staff queue holds. */
export const TICKET_PAGE_SIZE = 25;

/** `GET /api/admin/tickets?status&page`: one page of the queue, oldest change first. */
export interface TicketQueuePage {
  rows: StaffTicket[];
  /** Tickets with that status in all. */
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/service-notice`: the maintenance banner staff set ("" = none; requirements "Admin area"). */
export interface ServiceNotice {
  banner: string;
}
