/**
 * The meetings screen's part of the parent contact log (requirements "Parent contact log"; 34 CFR
 * 300.322(d)): a meeting's details list the contacts tied to it ("Attempts to arrange this meeting"),
 * and after a meeting is scheduled, rescheduled or cancelled the screen offers, without blocking, to
 * log the notice sent — the contact dialog opens with purpose "Meeting notice", the meeting linked
 * and a summary naming it. Composes the contacts feature with the meetings' dialogs (a feature never
 * imports another).
 */
import { ContactFormDialog } from "@client/features/contacts/components/contact-form-dialog";
import { MeetingContacts } from "@client/features/contacts/components/meeting-contacts";
import { NoticeOffer } from "@client/features/contacts/components/notice-offer";
import { type MeetingChangeKind, newContactValues } from "@client/features/contacts/lib/contact-values";
import type { MeetingDialogsOptions } from "@client/features/meetings/hooks/use-meeting-dialogs";
import { formatMeetingTime, meetingTitle } from "@client/features/meetings/lib/meeting-labels";
import { localIsoDate } from "@client/lib/format";
import { MEETING_TYPE_LABELS } from "@shared/contracts/meeting-codes";
import type { Meeting } from "@shared/contracts/meetings";
import type { Student } from "@shared/contracts/students";
import { useState } from "react";
import { toast } from "sonner";

const OFFER_WORDS: Record<MeetingChangeKind, (m: Meeting) => string> = {
  scheduled: (m) => `Did you send the family notice of ${meetingTitle(m)}?`,
  rescheduled: (m) => `Did you send the family notice of the new date of ${meetingTitle(m)}?`,
  cancelled: (m) => `Did you tell the family that ${meetingTitle(m)} is cancelled?`,
};

/**
 * The offer, the contact dialog, and what the meeting dialogs need (`dialogOptions`); `offer(m,
 * change)` is called after a change succeeded.
 * @param students the caseload (the contact is filled in from the meeting's student's record).
 */
export function useMeetingNotices(students: readonly Student[]) {
  const [offered, setOffered] = useState<{ meeting: Meeting; change: MeetingChangeKind } | null>(null);
  const [logging, setLogging] = useState<{ meeting: Meeting; change?: MeetingChangeKind } | null>(null);

  const offer = (meeting: Meeting, change: MeetingChangeKind) => setOffered({ meeting, change });
  const dialogOptions: MeetingDialogsOptions = {
    detailsExtra: (meeting, close) => (
      <MeetingContacts
        studentId={meeting.studentId}
        meetingId={meeting.id}
        onLog={() => {
          close();
          setLogging({ meeting });
        }}
      />
    ),
    onChanged: offer,
  };

  const student = logging ? students.find((s) => s.id === logging.meeting.studentId) : undefined;
  const m = logging?.meeting;
  const elements = (
    <>
      {offered ? (
        <NoticeOffer
          text={OFFER_WORDS[offered.change](offered.meeting)}
          onLog={() => {
            setLogging(offered);
            setOffered(null);
          }}
          onDismiss={() => setOffered(null)}
        />
      ) : null}
      {logging && m ? (
        <ContactFormDialog
          open
          onClose={() => setLogging(null)}
          title={logging.change ? "Log the notice" : "Log a contact"}
          studentId={m.studentId}
          values={newContactValues(
            student ?? { parentContact: { name: "", relationship: "", email: "", phone: "" } },
            localIsoDate(new Date()),
            logging.change ? { meeting: m, change: logging.change } : undefined,
          )}
          meetings={[
            { id: m.id, label: `${MEETING_TYPE_LABELS[m.type]} · ${formatMeetingTime(m.scheduledDate)}` },
          ]}
          onSaved={(message) => toast.success(message)}
        />
      ) : null}
    </>
  );
  return { offer, dialogOptions, elements };
}
