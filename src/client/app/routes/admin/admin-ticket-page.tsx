/**
 * /admin/tickets/:ticketId (requirements "Admin area"): the thread, the teacher and the page it is
 * about, and staff's reply (e-mailed to the teacher), assign to me, close. Each change is audited.
 */
import { Form, FormError, TextareaField } from "@client/components/form";
import { Alert, Button, Card } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useTicket, useTicketChange } from "@client/features/admin/api/admin-data";
import { AdminHeading, QueryState } from "@client/features/admin/components/admin-query-state";
import { TicketThread, ticketStatusLabel } from "@client/features/support/components/ticket-thread";
import { errorMessage } from "@client/lib/api-client";
import { ticketReplySchema } from "@shared/contracts/support";
import { Link, useParams } from "react-router";

/** The ticket screen. */
export function Component() {
  const { ticketId = "" } = useParams();
  const query = useTicket(ticketId);
  const change = useTicketChange(ticketId);
  return (
    <QueryState query={query} label="the ticket">
      {(t) => (
        <>
          <p className="mb-2 text-sm">
            <Link className="text-indigo-700 underline underline-offset-2" to={paths.adminTickets}>
              All tickets
            </Link>
          </p>
          <AdminHeading title={t.subject}>
            {ticketStatusLabel(t.status)} · from{" "}
            <Link className="text-indigo-700 underline" to={`${paths.adminTeachers}/${t.teacherId}`}>
              {t.teacherEmail}
            </Link>
            {t.page ? ` · about ${t.page}` : ""}
            {t.screenshotConsent ? " · may be asked for a screenshot" : ""}
            {t.assignedTo ? " · assigned" : ""}
          </AdminHeading>
          <div className="grid gap-4 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <TicketThread ticket={t} viewer="staff" />
            </div>
            <Card className="space-y-3 p-4">
              <Form
                className="space-y-3"
                schema={ticketReplySchema}
                defaultValues={{ body: "" }}
                // Problems are said in one alert; a refused change in the card's own alert below.
                errorsAt="summary"
                onSubmit={({ body }, { reset }) =>
                  change.mutate({ change: "reply", body }, { onSuccess: () => reset({ body: "" }) })
                }
              >
                <TextareaField
                  name="body"
                  label="Reply"
                  required
                  hint="The teacher reads it in the app and by e-mail."
                  rows={5}
                />
                <FormError variant="text" />
                <Button type="submit" loading={change.isPending && change.variables?.change === "reply"}>
                  Send reply
                </Button>
              </Form>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => change.mutate({ change: "assign" })}>
                  Assign to me
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={t.status === "closed"}
                  onClick={() => change.mutate({ change: "close" })}
                >
                  Close ticket
                </Button>
              </div>
              {change.isError ? (
                <Alert tone="error">{errorMessage(change.error, "That did not work.")}</Alert>
              ) : null}
            </Card>
          </div>
        </>
      )}
    </QueryState>
  );
}
