/**
 * "Reschedule the meeting" (requirements "Meetings": rescheduling sets the status back to scheduled
 * with a new date and an optional new virtual link; the old date is kept in the meeting's history):
 * new date and time, video link, optional reason, "Send the attendees the new time".
 */
import { CheckboxField, InputField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import type { Meeting, MeetingDetail } from "@shared/contracts/meetings";
import { useRescheduleMeeting } from "../api/meeting-mutations";
import { useReturnFocus } from "../hooks/use-return-focus";
import { rescheduleFormFor, rescheduleFormSchema, toRescheduleInput } from "../lib/meeting-form-values";
import { formatMeetingTime, meetingTitle } from "../lib/meeting-labels";

export interface RescheduleMeetingDialogProps {
  /** The meeting to move; null keeps the dialog closed. */
  meeting: Meeting | null;
  onClose: () => void;
  onRescheduled?: (meeting: MeetingDetail) => void;
}

/** The reschedule form in a dialog. */
export function RescheduleMeetingDialog({ meeting, onClose, onRescheduled }: RescheduleMeetingDialogProps) {
  useReturnFocus(meeting !== null);
  return meeting ? (
    <RescheduleDialog meeting={meeting} onClose={onClose} onRescheduled={onRescheduled} />
  ) : null;
}

function RescheduleDialog({
  meeting,
  onClose,
  onRescheduled,
}: RescheduleMeetingDialogProps & { meeting: Meeting }) {
  const reschedule = useRescheduleMeeting();
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Reschedule the meeting"
      description={`${meetingTitle(meeting)}, now ${formatMeetingTime(meeting.scheduledDate)}.`}
      schema={rescheduleFormSchema}
      defaultValues={rescheduleFormFor(meeting)}
      initialFocus="date"
      onSubmit={async (values) => {
        const moved = await reschedule.mutateAsync({
          id: meeting.id,
          input: toRescheduleInput(values, meeting),
        });
        onClose();
        onRescheduled?.(moved);
      }}
      submitError="Failed to reschedule the meeting. Please try again."
      cancelLabel="Keep the current time"
      submitLabel="Reschedule"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField name="date" label="New date" required type="date" />
        <InputField name="time" label="New start time" required type="time" step={300} />
      </div>
      <InputField name="virtualLink" label="Video link" hint="Optional." type="url" />
      <InputField name="reason" label="Reason" hint="Optional; shown in the notice to attendees." />
      <CheckboxField name="inviteAttendees" label="Send the attendees the new time by e-mail" />
    </FormDialog>
  );
}
