/**
 * /admin/tickets (requirements "Admin area"): the support queue by status (open, answered and waiting
 * for the teacher, closed), 25 a page, oldest change first; each ticket opens its thread.
 */
import { Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useTickets } from "@client/features/admin/api/admin-data";
import { AdminHeading, QueryState } from "@client/features/admin/components/admin-query-state";
import { Paged } from "@client/features/admin/components/pager";
import { shortDate } from "@client/features/admin/components/teacher-table";
import { ticketStatusLabel } from "@client/features/support/components/ticket-thread";
import { TICKET_STATUSES, type TicketStatus } from "@shared/contracts/support";
import { Link, useSearchParams } from "react-router";

/** The ticket queue screen. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const status = (params.get("status") as TicketStatus | null) ?? "open";
  const page = Number(params.get("page") ?? "1") || 1;
  const query = useTickets(status, page);
  return (
    <>
      <AdminHeading title="Support tickets" />
      <fieldset className="mb-4 flex gap-2">
        <legend className="sr-only">Status</legend>
        {TICKET_STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? "primary" : "secondary"}
            aria-pressed={s === status}
            onClick={() => setParams({ status: s })}
          >
            {ticketStatusLabel(s)}
          </Button>
        ))}
      </fieldset>
      <QueryState query={query} label="tickets">
        {(queue) =>
          queue.total === 0 ? (
            <p className="text-sm text-slate-700">No {ticketStatusLabel(status).toLowerCase()} tickets.</p>
          ) : (
            <Paged
              total={queue.total}
              page={queue.page}
              pageSize={queue.pageSize}
              noun={["ticket", "tickets"]}
              onPage={(p) => setParams({ status, page: String(p) })}
            >
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {queue.rows.map((t) => (
                  <li key={t.id} className="p-3 text-sm">
                    <Link
                      className="font-semibold text-indigo-700 underline underline-offset-2"
                      to={`${paths.adminTickets}/${t.id}`}
                    >
                      {t.subject}
                    </Link>
                    <p className="text-slate-700">
                      {t.teacherEmail} · {shortDate(t.createdAt)} · {t.messages.length} repl
                      {t.messages.length === 1 ? "y" : "ies"}
                      {t.assignedTo ? " · assigned" : ""}
                    </p>
                  </li>
                ))}
              </ul>
            </Paged>
          )
        }
      </QueryState>
    </>
  );
}
