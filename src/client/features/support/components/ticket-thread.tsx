/**
 * One support ticket as a conversation (requirements "Admin area"): the teacher's message, then each
 * reply in order, marked "You" / "Support" (teacher's view) or "Teacher" / "Staff" (staff's view).
 */
import type { Ticket } from "@shared/contracts/support";
import { formatDateTime } from "@shared/domain/date-format";

const STATUS_LABELS: Record<string, string> = {
  open: "Open",
  pending: "Answered",
  closed: "Closed",
};

/** The label of a ticket status. */
export const ticketStatusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/** The thread of `ticket`; `viewer` picks the author labels. */
export function TicketThread({ ticket, viewer }: { ticket: Ticket; viewer: "teacher" | "staff" }) {
  const label = (author: "teacher" | "staff") =>
    viewer === "teacher"
      ? author === "teacher"
        ? "You"
        : "Support"
      : author === "teacher"
        ? "Teacher"
        : "Staff";
  const entries = [
    {
      id: `${ticket.id}-first`,
      author: "teacher" as const,
      body: ticket.message,
      createdAt: ticket.createdAt,
    },
    ...ticket.messages,
  ];
  return (
    <ol className="space-y-2" aria-label={`Messages of “${ticket.subject}”`}>
      {entries.map((m) => (
        <li
          key={m.id}
          className={
            m.author === "staff"
              ? "rounded-md border border-indigo-200 bg-indigo-50 p-3 text-sm"
              : "rounded-md border border-slate-200 bg-white p-3 text-sm"
          }
        >
          <p className="font-semibold text-slate-900">
            {label(m.author)}{" "}
            <span className="font-normal text-slate-700">
              · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </span>
          </p>
          <p className="mt-1 whitespace-pre-wrap text-slate-900">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
