/**
 * "Edit meeting" (requirements "Meetings"): a meeting's type, length, location, video link and notes.
 * The date and time change through Reschedule (which keeps the earlier date and can tell the
 * attendees), so the dialog shows the current time with a "Change date and time" button that closes
 * it and opens Reschedule. Errors sit next to their field; a server refusal shows above the buttons.
 */
import { InputField, SelectField, TextareaField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { Button } from "@client/components/ui";
import {
  MEETING_TYPE_LABELS,
  MEETING_TYPES,
  type Meeting,
  type MeetingDetail,
} from "@shared/contracts/meetings";
import { CalendarClock } from "lucide-react";
import { useUpdateMeeting } from "../api/meeting-edit-mutations";
import { useReturnFocus } from "../hooks/use-return-focus";
import { editFormFor, editFormSchema, toUpdateMeetingInput } from "../lib/meeting-form-values";
import { formatMeetingTime, meetingTitle } from "../lib/meeting-labels";
import { isOpenMeeting } from "./meeting-list";

export interface EditMeetingDialogProps {
  /** The meeting to edit; null keeps the dialog closed. */
  meeting: Meeting | null;
  onClose: () => void;
  onSaved?: (meeting: MeetingDetail) => void;
  /** Opens Reschedule for the meeting (after this dialog closes). */
  onReschedule: (meeting: Meeting) => void;
}

/** The edit form in a dialog; see the module docstring. */
export function EditMeetingDialog({ meeting, ...props }: EditMeetingDialogProps) {
  useReturnFocus(meeting !== null);
  return meeting ? <EditDialog meeting={meeting} {...props} /> : null;
}

function EditDialog({
  meeting,
  onClose,
  onSaved,
  onReschedule,
}: EditMeetingDialogProps & { meeting: Meeting }) {
  const update = useUpdateMeeting();
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit meeting"
      description={meetingTitle(meeting)}
      widthClass="max-w-2xl"
      schema={editFormSchema}
      defaultValues={editFormFor(meeting)}
      initialFocus="type"
      onSubmit={async (values) => {
        const saved = await update.mutateAsync({ id: meeting.id, input: toUpdateMeetingInput(values) });
        onClose();
        onSaved?.(saved);
      }}
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
        <SelectField name="type" label="Meeting type" required>
          {MEETING_TYPES.map((t) => (
            <option key={t} value={t}>
              {MEETING_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <InputField name="durationMinutes" label="Length in minutes" required inputMode="numeric" />
        <InputField name="location" label="Location" />
        <InputField name="virtualLink" label="Video link" hint="Optional, https://…" type="url" />
        <TextareaField name="notes" label="Notes" className="sm:col-span-2" rows={3} />
      </div>
    </FormDialog>
  );
}
