/**
 * Cancelling a meeting (requirements "Meetings": cancelling records a reason; requirements
 * "Notifications": the teacher, and the attendees when asked, hear of it). The dialog is the
 * confirmation: it names the meeting, asks for the reason and offers "Keep the meeting" first.
 */
import { CheckboxField, TextareaField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { cancelMeetingInput, type Meeting, type MeetingDetail } from "@shared/contracts/meetings";
import { useCancelMeeting } from "../api/meeting-mutations";
import { useReturnFocus } from "../hooks/use-return-focus";
import { formatMeetingTime, meetingTitle } from "../lib/meeting-labels";

export interface CancelMeetingDialogProps {
  /** The meeting to cancel; null keeps the dialog closed. */
  meeting: Meeting | null;
  onClose: () => void;
  onCancelled?: (meeting: MeetingDetail) => void;
}

/** "Cancel this meeting?" with a required reason. */
export function CancelMeetingDialog({ meeting, onClose, onCancelled }: CancelMeetingDialogProps) {
  useReturnFocus(meeting !== null);
  return meeting ? <CancelDialog meeting={meeting} onClose={onClose} onCancelled={onCancelled} /> : null;
}

function CancelDialog({ meeting, onClose, onCancelled }: CancelMeetingDialogProps & { meeting: Meeting }) {
  const cancel = useCancelMeeting();
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Cancel this meeting?"
      description={`${meetingTitle(meeting)} on ${formatMeetingTime(meeting.scheduledDate)} will be cancelled. This cannot be undone.`}
      schema={cancelMeetingInput}
      defaultValues={{ reason: "", inviteAttendees: false }}
      messages={{ reason: { too_small: "Enter the reason for cancelling" } }}
      initialFocus="reason"
      onSubmit={async (input) => {
        const saved = await cancel.mutateAsync({ id: meeting.id, input });
        onClose();
        // Waiting in the outbox (requirements "Local storage"): shown as cancelled until the answer.
        onCancelled?.(saved ?? ({ ...meeting, status: "cancelled", attendees: [] } as MeetingDetail));
      }}
      submitError="Failed to cancel the meeting. Please try again."
      cancelLabel="Keep the meeting"
      submitLabel="Cancel meeting"
      submitVariant="danger"
      pending={cancel.isPending}
    >
      <TextareaField name="reason" label="Reason for cancelling" required rows={3} maxLength={1000} />
      <CheckboxField name="inviteAttendees" label="Tell the attendees by e-mail" />
    </FormDialog>
  );
}
