/**
 * "Reschedule the meeting" (requirements "Meetings": rescheduling sets the status back to scheduled
 * with a new date and an optional new virtual link; the old date is kept in the meeting's history):
 * new date and time, video link, optional reason, "Send the attendees the new time".
 */
import { Alert, Button, Dialog, Field, Input } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Meeting, MeetingDetail } from "@shared/contracts/meetings";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useRescheduleMeeting } from "../api/meeting-mutations";
import { useReturnFocus } from "../hooks/use-return-focus";
import {
  type RescheduleFormValues,
  rescheduleFormFor,
  rescheduleFormSchema,
  toRescheduleInput,
} from "../lib/meeting-form-values";
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
  return (
    <Dialog
      open={meeting !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Reschedule the meeting"
      description={
        meeting ? `${meetingTitle(meeting)}, now ${formatMeetingTime(meeting.scheduledDate)}.` : undefined
      }
    >
      {meeting ? (
        <RescheduleForm
          meeting={meeting}
          onCancel={onClose}
          onDone={(m) => {
            onClose();
            onRescheduled?.(m);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function RescheduleForm({
  meeting,
  onCancel,
  onDone,
}: {
  meeting: Meeting;
  onCancel: () => void;
  onDone: (meeting: MeetingDetail) => void;
}) {
  const reschedule = useRescheduleMeeting();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setFocus, formState } = useForm<RescheduleFormValues>({
    resolver: zodResolver(rescheduleFormSchema),
    defaultValues: rescheduleFormFor(meeting),
  });
  const { errors, isSubmitting } = formState;
  useEffect(() => setFocus("date"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onDone(await reschedule.mutateAsync({ id: meeting.id, input: toRescheduleInput(values, meeting) }));
    } catch (err) {
      setServerError(errorMessage(err, "Failed to reschedule the meeting. Please try again."));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="New date" required error={errors.date?.message}>
          {(a) => <Input {...a} type="date" {...register("date")} />}
        </Field>
        <Field label="New start time" required error={errors.time?.message}>
          {(a) => <Input {...a} type="time" step={300} {...register("time")} />}
        </Field>
      </div>
      <Field label="Video link" hint="Optional." error={errors.virtualLink?.message}>
        {(a) => <Input {...a} type="url" {...register("virtualLink")} />}
      </Field>
      <Field label="Reason" hint="Optional; shown in the notice to attendees." error={errors.reason?.message}>
        {(a) => <Input {...a} {...register("reason")} />}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4" {...register("inviteAttendees")} />
        Send the attendees the new time by e-mail
      </label>
      {serverError ? <Alert tone="error" title={serverError} /> : null}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Keep the current time
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Reschedule
        </Button>
      </div>
    </form>
  );
}
