/**
 * "Edit meeting" (requirements "Meetings"): a meeting's type, length, location, video link and notes.
 * The date and time change through Reschedule (which keeps the earlier date and can tell the
 * attendees), so the dialog shows the current time with a "Change date and time" button that closes
 * it and opens Reschedule. Errors sit next to their field; a server refusal shows above the buttons.
 */
import { InputField, SelectField, TextareaField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { Button } from "@client/components/ui";
import { MEETING_TYPE_LABELS, type Meeting } from "@shared/contracts/meetings";
import { CalendarClock } from "lucide-react";
import { useUpdateMeeting } from "../api/meeting-edit-mutations";
import { editFormFor, editFormSchema, toUpdateMeetingInput } from "../lib/meeting-form-values";
import { formatMeetingTime, meetingTitle } from "../lib/meeting-labels";
import { type MeetingDialogBodyProps, meetingDialog } from "./meeting-dialog";
import { isOpenMeeting } from "./meeting-list";

/** The edit form in a dialog (see the module docstring); `meeting` null keeps it closed. */
export const EditMeetingDialog = meetingDialog<RescheduleFromEdit>(EditDialog);

interface RescheduleFromEdit {
  /** Opens Reschedule for the meeting (after this dialog closes). */
  onReschedule: (meeting: Meeting) => void;
}

function EditDialog({ meeting, onClose, onDone, onReschedule }: MeetingDialogBodyProps & RescheduleFromEdit) {
  const update = useUpdateMeeting();
  return (
    <FormDialog
      onClose={onClose}
      title="Edit meeting"
      description={meetingTitle(meeting)}
      widthClass="max-w-2xl"
      schema={editFormSchema}
      defaultValues={editFormFor(meeting)}
      initialFocus="type"
      onSubmit={async (values) =>
        onDone(await update.mutateAsync({ id: meeting.id, input: toUpdateMeetingInput(values) }))
      }
      submitError="Failed to save the meeting. Please try again."
      submitLabel="Save changes"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm">
        <span className="text-slate-800">
          Date and time:{" "}
          <time className="font-medium" dateTime={meeting.scheduledDate}>
            {formatMeetingTime(meeting.scheduledDate)}
          </time>
        </span>
        {isOpenMeeting(meeting) ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onClose();
              onReschedule(meeting);
            }}
          >
            <CalendarClock className="size-4" aria-hidden="true" />
            Change date and time
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="type" label="Meeting type" required labels={MEETING_TYPE_LABELS} />
        <InputField name="durationMinutes" label="Length in minutes" required inputMode="numeric" />
        <InputField name="location" label="Location" />
        <InputField name="virtualLink" label="Video link" hint="Optional, https://…" type="url" />
        <TextareaField name="notes" label="Notes" className="sm:col-span-2" rows={3} />
      </div>
    </FormDialog>
  );
}
