/**
 * Cancelling a meeting (requirements "Meetings": cancelling records a reason; requirements
 * "Notifications": the teacher hears of it, and the attendees unless the teacher unticks the box,
 * which starts ticked once they were invited). The dialog is the
 * confirmation: it names the meeting, asks for the reason and offers "Keep the meeting" first.
 */
import { CheckboxField, TextareaField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { cancelMeetingInput, type MeetingDetail } from "@shared/contracts/meetings";
import { useCancelMeeting } from "../api/meeting-mutations";
import { NOTIFY_INVITED_HINT } from "../lib/meeting-form-values";
import { formatMeetingTime, meetingTitle } from "../lib/meeting-labels";
import { type MeetingDialogBodyProps, meetingDialog } from "./meeting-dialog";

/** "Cancel this meeting?" with a required reason; `meeting` null keeps it closed. */
export const CancelMeetingDialog = meetingDialog(CancelDialog);

function CancelDialog({ meeting, onClose, onDone }: MeetingDialogBodyProps) {
  const cancel = useCancelMeeting();
  return (
    <FormDialog
      onClose={onClose}
      title="Cancel this meeting?"
      description={`${meetingTitle(meeting)} on ${formatMeetingTime(meeting.scheduledDate)} will be cancelled. This cannot be undone.`}
      schema={cancelMeetingInput}
      defaultValues={{ reason: "", inviteAttendees: meeting.attendeesInvited }}
      messages={{ reason: { too_small: "Enter the reason for cancelling" } }}
      initialFocus="reason"
      onSubmit={async (input) => {
        const saved = await cancel.mutateAsync({ id: meeting.id, input });
        // Waiting in the outbox (requirements "Local storage"): shown as cancelled until the answer.
        onDone(saved ?? ({ ...meeting, status: "cancelled", attendees: [] } as MeetingDetail));
      }}
      submitError="Failed to cancel the meeting. Please try again."
      cancelLabel="Keep the meeting"
      submitLabel="Cancel meeting"
      submitVariant="danger"
      pending={cancel.isPending}
    >
      <TextareaField name="reason" label="Reason for cancelling" required rows={3} maxLength={1000} />
      <CheckboxField
        name="inviteAttendees"
        label="Tell the attendees by e-mail"
        hint={meeting.attendeesInvited ? NOTIFY_INVITED_HINT : undefined}
      />
    </FormDialog>
  );
}
