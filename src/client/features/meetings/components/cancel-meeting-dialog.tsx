/**
 * Cancelling a meeting (requirements "Meetings": cancelling records a reason; requirements
 * "Notifications": the teacher, and the attendees when asked, hear of it). The dialog is the
 * confirmation: it names the meeting, asks for the reason and offers "Keep the meeting" first.
 */
import { Alert, Button, Dialog, Field, Textarea } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { Meeting, MeetingDetail } from "@shared/contracts/meetings";
import { useEffect, useRef, useState } from "react";
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
  return (
    <Dialog
      open={meeting !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Cancel this meeting?"
      description={
        meeting
          ? `${meetingTitle(meeting)} on ${formatMeetingTime(meeting.scheduledDate)} will be cancelled. This cannot be undone.`
          : undefined
      }
    >
      {meeting ? (
        <CancelForm
          meeting={meeting}
          onKeep={onClose}
          onDone={(m) => {
            onClose();
            onCancelled?.(m);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function CancelForm({
  meeting,
  onKeep,
  onDone,
}: {
  meeting: Meeting;
  onKeep: () => void;
  onDone: (m: MeetingDetail) => void;
}) {
  const cancel = useCancelMeeting();
  const [reason, setReason] = useState("");
  const [invite, setInvite] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusReason = () => formRef.current?.querySelector("textarea")?.focus();
  useEffect(focusReason, []);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setServerError(null);
    if (!reason.trim()) {
      setFieldError("Enter the reason for cancelling");
      focusReason();
      return;
    }
    setFieldError(undefined);
    try {
      const saved = await cancel.mutateAsync({
        id: meeting.id,
        input: { reason: reason.trim(), inviteAttendees: invite },
      });
      // Waiting in the outbox (requirements "Local storage"): shown as cancelled until the answer.
      onDone(saved ?? ({ ...meeting, status: "cancelled", attendees: [] } as MeetingDetail));
    } catch (err) {
      setServerError(errorMessage(err, "Failed to cancel the meeting. Please try again."));
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <Field label="Reason for cancelling" required error={fieldError}>
        {(a) => (
          <Textarea
            {...a}
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4"
          checked={invite}
          onChange={(e) => setInvite(e.target.checked)}
        />
        Tell the attendees by e-mail
      </label>
      {serverError ? <Alert tone="error" title={serverError} /> : null}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onKeep}>
          Keep the meeting
        </Button>
        <Button type="submit" variant="danger" loading={cancel.isPending}>
          Cancel meeting
        </Button>
      </div>
    </form>
  );
}
