/**
 * "Contact support" (requirements "Admin area"): subject, message, the page the question is about
 * (optional) and consent to be asked for a screenshot. Used on the Support screen and wherever the
 * app offers help.
 */
import { CheckboxField, Form, FormError, InputField, TextareaField } from "@client/components/form";
import { Alert, Button } from "@client/components/ui";
import { newTicketSchema } from "@shared/contracts/support";
import { useOpenTicket } from "../api/support";

export interface ContactSupportFormProps {
  /** Prefills "Page" (e.g. the screen the teacher came from). */
  page?: string;
  /** Called after the ticket was opened. */
  onSent?: () => void;
}

/** The form; on success it empties itself (the page stays) and says so. */
export function ContactSupportForm({ page = "", onSent }: ContactSupportFormProps) {
  const open = useOpenTicket();
  return (
    <Form
      className="space-y-4"
      aria-labelledby="contact-support-title"
      schema={newTicketSchema}
      defaultValues={{ subject: "", message: "", page, screenshotConsent: false }}
      // The problems are said in the form's one alert, where the server's refusal is said too.
      errorsAt="summary"
      submitError="Your message was not sent. Try again."
      onSubmit={async (ticket, { reset, getValues }) => {
        await open.mutateAsync({ ...ticket, page: ticket.page || undefined });
        reset({ ...getValues(), subject: "", message: "", screenshotConsent: false });
        onSent?.();
      }}
    >
      <h2 id="contact-support-title" className="text-lg font-semibold text-slate-900">
        Contact support
      </h2>
      <p className="text-sm text-slate-700">
        Do not include student names or records: describe the problem, not the student.
      </p>
      <InputField name="subject" label="Subject" required maxLength={200} />
      <TextareaField name="message" label="Message" required rows={5} maxLength={5000} />
      <InputField
        name="page"
        label="Page (optional)"
        hint="The screen your question is about, e.g. /dashboard/generate."
        maxLength={300}
      />
      <CheckboxField
        name="screenshotConsent"
        label="Support may ask me for a screenshot of this page."
        className="items-start text-slate-900"
        inputClassName="mt-1"
      />
      <FormError variant="text" />
      {open.isSuccess ? <Alert tone="success">Sent. We answer here and by e-mail.</Alert> : null}
      <Button type="submit" loading={open.isPending}>
        Send to support
      </Button>
    </Form>
  );
}
