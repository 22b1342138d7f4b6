/**
 * The meeting dialogs a screen needs once (requirements "Meetings"): details, edit, attendees,
 * reschedule, cancel, mark held and delete, with a toast after each change. A screen spreads `actions` on its lists and renders
 * `dialogs`; `openDetails` opens a meeting (the calendar's click). A screen that combines another
 * feature may add to the details (`detailsExtra`: the parent contacts tied to the meeting) and hear of
 * a reschedule or a cancellation once it succeeded (`onChanged`: the offer to log the notice sent).
 */
import type { Meeting } from "@shared/contracts/meetings";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { AttendeesDialog } from "../components/attendees-dialog";
import { CancelMeetingDialog } from "../components/cancel-meeting-dialog";
import { DeleteMeetingDialog } from "../components/delete-meeting-dialog";
import { EditMeetingDialog } from "../components/edit-meeting-dialog";
import { MarkHeldDialog } from "../components/mark-held-dialog";
import { MeetingDetailsDialog } from "../components/meeting-details-dialog";
import type { MeetingActions } from "../components/meeting-list";
import { RescheduleMeetingDialog } from "../components/reschedule-meeting-dialog";
import { formatMeetingTime, meetingTitle } from "../lib/meeting-labels";

/** What a screen adds to the meeting dialogs. */
export interface MeetingDialogsOptions {
  /** Shown in the details dialog under the attendees; `close` closes the dialog (before opening another). */
  detailsExtra?: (meeting: Meeting, close: () => void) => ReactNode;
  /** Called after a reschedule or a cancellation succeeded, with the meeting as it is now. */
  onChanged?: (meeting: Meeting, change: "rescheduled" | "cancelled") => void;
}

/** State and elements of the meeting dialogs; see the module docstring. */
export function useMeetingDialogs(options: MeetingDialogsOptions = {}) {
  const { detailsExtra, onChanged } = options;
  const [details, setDetails] = useState<Meeting | null>(null);
  const [rescheduling, setRescheduling] = useState<Meeting | null>(null);
  const [cancelling, setCancelling] = useState<Meeting | null>(null);
  const [marking, setMarking] = useState<Meeting | null>(null);
  const [editing, setEditing] = useState<Meeting | null>(null);
  const [managing, setManaging] = useState<Meeting | null>(null);
  const [deleting, setDeleting] = useState<Meeting | null>(null);
  const actions: MeetingActions = {
    onReschedule: setRescheduling,
    onCancel: setCancelling,
    onMarkHeld: setMarking,
    onEdit: setEditing,
    onAttendees: setManaging,
    onDelete: setDeleting,
  };
  const dialogs = (
    <>
      <MeetingDetailsDialog
        meeting={details}
        onClose={() => setDetails(null)}
        actions={actions}
        extra={details && detailsExtra ? detailsExtra(details, () => setDetails(null)) : undefined}
      />
      <RescheduleMeetingDialog
        meeting={rescheduling}
        onClose={() => setRescheduling(null)}
        onDone={(m) => {
          toast.success(`${meetingTitle(m)} moved to ${formatMeetingTime(m.scheduledDate)}.`);
          onChanged?.(m, "rescheduled");
        }}
      />
      <CancelMeetingDialog
        meeting={cancelling}
        onClose={() => setCancelling(null)}
        onDone={(m) => {
          toast.success(`${meetingTitle(m)} cancelled.`);
          onChanged?.(m, "cancelled");
        }}
      />
      <MarkHeldDialog
        meeting={marking}
        onClose={() => setMarking(null)}
        onDone={(m) => toast.success(`${meetingTitle(m)} marked held.`)}
      />
      <EditMeetingDialog
        meeting={editing}
        onClose={() => setEditing(null)}
        onReschedule={setRescheduling}
        onDone={(m) => toast.success(`${meetingTitle(m)} saved.`)}
      />
      <AttendeesDialog meeting={managing} onClose={() => setManaging(null)} />
      <DeleteMeetingDialog meeting={deleting} onClose={() => setDeleting(null)} />
    </>
  );
  return { actions, dialogs, openDetails: setDetails };
}
