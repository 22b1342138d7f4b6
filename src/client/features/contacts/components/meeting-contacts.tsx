/**
 * "Attempts to arrange this meeting" (requirements "Parent contact log"; 34 CFR 300.322(d): the
 * attempts to arrange a meeting are recorded — calls, correspondence, visits — with their results):
 * the contacts tied to one meeting, read from the student's contact list (so it opens offline too),
 * with "Log a contact" for this meeting.
 */
import { Alert, Button, Spinner } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { useContacts } from "../api/get-contacts";
import { contactsOfMeeting } from "../lib/contacts";
import { ContactList } from "./contact-list";

export interface MeetingContactsProps {
  studentId: string;
  meetingId: string;
  /** Opens the contact dialog for this meeting (absent: no button). */
  onLog?: () => void;
}

/** The section; a heading level 3 inside the meeting's dialog. */
export function MeetingContacts({ studentId, meetingId, onLog }: MeetingContactsProps) {
  const query = useContacts(studentId);
  const headingId = `meeting-contacts-${meetingId}`;
  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading contacts…" />;
  else if (query.isError)
    body = <Alert tone="error" title={errorMessage(query.error, "Failed to load the contacts.")} />;
  else {
    const linked = contactsOfMeeting(query.data, meetingId);
    body =
      linked.length === 0 ? (
        <p className="text-sm text-slate-700">No contacts logged for this meeting yet.</p>
      ) : (
        <ContactList contacts={linked} hideMeeting />
      );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-1 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Attempts to arrange this meeting
        </h3>
        {onLog ? (
          <Button variant="secondary" size="sm" onClick={onLog}>
            Log a contact
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
