/**
 * "Reschedule the meeting" (requirements "Meetings": rescheduling sets the status back to scheduled
 * with a new date and an optional new virtual link; the old date is kept in the meeting's history):
 * new date and time, video link, optional reason, "Send the attendees the new time" (ticked when they
 * were invited, requirements "Notifications").
 */
import { CheckboxField, InputField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { useRescheduleMeeting } from "../api/meeting-mutations";
import {
  NOTIFY_INVITED_HINT,
  rescheduleFormFor,
  rescheduleFormSchema,
  toRescheduleInput,
} from "../lib/meeting-form-values";
import { formatMeetingTime, meetingTitle } from "../lib/meeting-labels";
import { type MeetingDialogBodyProps, meetingDialog } from "./meeting-dialog";

/** The reschedule form in a dialog; `meeting` null keeps it closed. */
export const RescheduleMeetingDialog = meetingDialog(RescheduleDialog);

function RescheduleDialog({ meeting, onClose, onDone }: MeetingDialogBodyProps) {
  const reschedule = useRescheduleMeeting();
  return (
    <FormDialog
      onClose={onClose}
      title="Reschedule the meeting"
      description={`${meetingTitle(meeting)}, now ${formatMeetingTime(meeting.scheduledDate)}.`}
      schema={rescheduleFormSchema}
      defaultValues={rescheduleFormFor(meeting)}
      initialFocus="date"
      onSubmit={async (values) =>
        onDone(await reschedule.mutateAsync({ id: meeting.id, input: toRescheduleInput(values, meeting) }))
      }
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
      <CheckboxField
        name="inviteAttendees"
        label="Send the attendees the new time by e-mail"
        hint={meeting.attendeesInvited ? NOTIFY_INVITED_HINT : undefined}
      />
    </FormDialog>
  );
}
