/**
 * /dashboard/support (requirements "Admin area"): the teacher writes to staff and reads the replies
 * (also e-mailed), and may answer on an open thread.
 */
import { Form, FormError, TextareaField } from "@client/components/form";
import { Alert, Button, Card, Spinner } from "@client/components/ui";
import { useMyTickets, useReplyToTicket } from "@client/features/support/api/support";
import { ContactSupportForm } from "@client/features/support/components/contact-support-form";
import { TicketThread, ticketStatusLabel } from "@client/features/support/components/ticket-thread";
import { errorMessage } from "@client/lib/api-client";
import { type Ticket, ticketReplySchema } from "@shared/contracts/support";

function TicketCard({ ticket }: { ticket: Ticket }) {
  const reply = useReplyToTicket(ticket.id);
  return (
    <Card className="space-y-3 p-4">
      <h3 className="font-semibold text-slate-900">
        {ticket.subject}{" "}
        <span className="text-sm font-normal text-slate-700">· {ticketStatusLabel(ticket.status)}</span>
      </h3>
      <TicketThread ticket={ticket} viewer="teacher" />
      {ticket.status !== "closed" ? (
        <Form
          className="space-y-2"
          schema={ticketReplySchema}
          defaultValues={{ body: "" }}
          errorsAt="summary"
          submitError="Not sent. Try again."
          onSubmit={async ({ body }, { reset }) => {
            await reply.mutateAsync(body);
            reset({ body: "" });
          }}
        >
          {({ watch }) => (
            <>
              <TextareaField name="body" label="Your answer" rows={2} />
              <FormError variant="text" />
              <Button
                type="submit"
                size="sm"
                variant="secondary"
                loading={reply.isPending}
                disabled={!watch("body").trim()}
              >
                Send answer
              </Button>
            </>
          )}
        </Form>
      ) : null}
    </Card>
  );
}

/** The support screen (default export, lazily loaded by the router). */
export default function SupportPage() {
  const tickets = useMyTickets();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Support</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4">
          <ContactSupportForm />
        </Card>
        <section aria-labelledby="my-tickets" className="space-y-3">
          <h2 id="my-tickets" className="text-lg font-semibold text-slate-900">
            Your questions
          </h2>
          {tickets.isPending ? <Spinner label="Loading your questions…" /> : null}
          {tickets.isError ? (
            <Alert tone="error">{errorMessage(tickets.error, "Failed to load your questions.")}</Alert>
          ) : null}
          {tickets.data?.length === 0 ? <p className="text-sm text-slate-700">No questions yet.</p> : null}
          {tickets.data?.map((t) => (
            <TicketCard key={t.id} ticket={t} />
          ))}
        </section>
      </div>
    </div>
  );
}
