/**
 * "Delete this meeting?" (requirements "Meetings"): the confirmation before a meeting and its
 * attendees are removed for good. Deleting sends no e-mail (Cancel is the way to tell the team), which
 * the dialog says; a refusal shows as a toast and the meeting stays.
 */
import { ConfirmDialog } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { Meeting } from "@shared/contracts/meetings";
import { toast } from "sonner";
import { useDeleteMeeting } from "../api/meeting-mutations";
import { formatMeetingTime, meetingTitle } from "../lib/meeting-labels";

export interface DeleteMeetingDialogProps {
  /** The meeting to delete; null keeps the dialog closed. */
  meeting: Meeting | null;
  onClose: () => void;
}

/** The confirmation; see the module docstring. */
export function DeleteMeetingDialog({ meeting, onClose }: DeleteMeetingDialogProps) {
  const remove = useDeleteMeeting();
  return (
    <ConfirmDialog
      open={meeting !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete this meeting?"
      description={
        meeting ? (
          <>
            <p>
              {meetingTitle(meeting)} on {formatMeetingTime(meeting.scheduledDate)} and its attendee list will
              be deleted. This cannot be undone.
            </p>
            <p className="mt-2">No one is e-mailed: to tell the attendees, cancel the meeting instead.</p>
          </>
        ) : (
          ""
        )
      }
      confirmLabel="Delete meeting"
      busy={remove.isPending}
      onConfirm={() => {
        if (!meeting) return;
        remove.mutate(meeting.id, {
          onSuccess: () => {
            onClose();
            toast.success(`${meetingTitle(meeting)} deleted.`);
          },
          onError: (err) => toast.error(errorMessage(err, "Failed to delete the meeting. Please try again.")),
        });
      }}
    />
  );
}
