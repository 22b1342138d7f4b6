/**
 * "Contact support" (requirements "Admin area"): subject, message, the page the question is about
 * (optional) and consent to be asked for a screenshot. Used on the Support screen and wherever the
 * app offers help.
 */
import { Alert, Button, Field, Input, Textarea } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { type FormEvent, useState } from "react";
import { useOpenTicket } from "../api/support";

export interface ContactSupportFormProps {
  /** Prefills "Page" (e.g. the screen the teacher came from). */
  page?: string;
  /** Called after the ticket was opened. */
  onSent?: () => void;
}

/** The form; on success it empties itself and says so. */
export function ContactSupportForm({ page: initialPage = "", onSent }: ContactSupportFormProps) {
  const open = useOpenTicket();
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [page, setPage] = useState(initialPage);
  const [consent, setConsent] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    open.mutate(
      { subject, message, page: page || undefined, screenshotConsent: consent },
      {
        onSuccess: () => {
          setSubject("");
          setMessage("");
          setConsent(false);
          onSent?.();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="contact-support-title">
      <h2 id="contact-support-title" className="text-lg font-semibold text-slate-900">
        Contact support
      </h2>
      <p className="text-sm text-slate-700">
        Do not include student names or records: describe the problem, not the student.
      </p>
      <Field label="Subject" required>
        {(ids) => (
          <Input {...ids} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
        )}
      </Field>
      <Field label="Message" required>
        {(ids) => (
          <Textarea
            {...ids}
            rows={5}
            value={message}
            maxLength={5000}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </Field>
      <Field label="Page (optional)" hint="The screen your question is about, e.g. /dashboard/generate.">
        {(ids) => <Input {...ids} value={page} maxLength={300} onChange={(e) => setPage(e.target.value)} />}
      </Field>
      <label className="flex items-start gap-2 text-sm text-slate-900">
        <input
          type="checkbox"
          className="mt-1"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
        Support may ask me for a screenshot of this page.
      </label>
      {open.isError ? (
        <Alert tone="error">{errorMessage(open.error, "Your message was not sent. Try again.")}</Alert>
      ) : null}
      {open.isSuccess ? <Alert tone="success">Sent. We answer here and by e-mail.</Alert> : null}
      <Button type="submit" loading={open.isPending}>
        Send to support
      </Button>
    </form>
  );
}
