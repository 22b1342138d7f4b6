/**
 * "Edit meeting" (requirements "Meetings"): a meeting's type, length, location, video link and notes.
 * The date and time change through Reschedule (which keeps the earlier date and can tell the
 * attendees), so the dialog shows the current time with a "Change date and time" button that closes
 * it and opens Reschedule. Errors sit next to their field; a server refusal shows above the buttons.
 */
import { Alert, Button, Dialog, Field, Input, Select, Textarea } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  MEETING_TYPE_LABELS,
  MEETING_TYPES,
  type Meeting,
  type MeetingDetail,
} from "@shared/contracts/meetings";
import { CalendarClock } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useUpdateMeeting } from "../api/meeting-edit-mutations";
import { useReturnFocus } from "../hooks/use-return-focus";
import {
  type EditFormValues,
  editFormFor,
  editFormSchema,
  toUpdateMeetingInput,
} from "../lib/meeting-form-values";
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
export function EditMeetingDialog({ meeting, onClose, onSaved, onReschedule }: EditMeetingDialogProps) {
  useReturnFocus(meeting !== null);
  return (
    <Dialog
      open={meeting !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit meeting"
      description={meeting ? meetingTitle(meeting) : undefined}
      widthClass="max-w-2xl"
    >
      {meeting ? (
        <EditForm
          meeting={meeting}
          onCancel={onClose}
          onReschedule={() => {
            onClose();
            onReschedule(meeting);
          }}
          onSaved={(m) => {
            onClose();
            onSaved?.(m);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function EditForm({
  meeting,
  onCancel,
  onReschedule,
  onSaved,
}: {
  meeting: Meeting;
  onCancel: () => void;
  onReschedule: () => void;
  onSaved: (m: MeetingDetail) => void;
}) {
  const update = useUpdateMeeting();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setFocus, formState } = useForm<EditFormValues>({
    resolver: zodResolver(editFormSchema),
    defaultValues: editFormFor(meeting),
  });
  const { errors, isSubmitting } = formState;
  useEffect(() => setFocus("type"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onSaved(await update.mutateAsync({ id: meeting.id, input: toUpdateMeetingInput(values) }));
    } catch (err) {
      setServerError(errorMessage(err, "Failed to save the meeting. Please try again."));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm">
        <span className="text-slate-800">
          Date and time:{" "}
          <time className="font-medium" dateTime={meeting.scheduledDate}>
            {formatMeetingTime(meeting.scheduledDate)}
          </time>
        </span>
        {isOpenMeeting(meeting) ? (
          <Button variant="secondary" size="sm" onClick={onReschedule}>
            <CalendarClock className="size-4" aria-hidden="true" />
            Change date and time
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Meeting type" required>
          {(a) => (
            <Select {...a} {...register("type")}>
              {MEETING_TYPES.map((t) => (
                <option key={t} value={t}>
                  {MEETING_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Length in minutes" required error={errors.durationMinutes?.message}>
          {(a) => <Input {...a} inputMode="numeric" {...register("durationMinutes")} />}
        </Field>
        <Field label="Location" error={errors.location?.message}>
          {(a) => <Input {...a} {...register("location")} />}
        </Field>
        <Field label="Video link" hint="Optional, https://…" error={errors.virtualLink?.message}>
          {(a) => <Input {...a} type="url" {...register("virtualLink")} />}
        </Field>
        <Field label="Notes" error={errors.notes?.message} className="sm:col-span-2">
          {(a) => <Textarea {...a} rows={3} {...register("notes")} />}
        </Field>
      </div>
      {serverError ? <Alert tone="error" title={serverError} /> : null}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
