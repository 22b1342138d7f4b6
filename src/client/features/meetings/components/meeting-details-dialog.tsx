/**
 * A meeting opened from the calendar (requirements "Meetings"): its details, its attendees with their
 * attendance, its earlier dates, and the same actions as the list (Edit, Attendees, Reschedule, Mark held, Cancel, Delete);
 * below them what the screen adds (`extra`: the parent contacts tied to the meeting).
 */
import { Alert, Dialog, Spinner } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { ATTENDEE_ROLE_LABELS, type Meeting } from "@shared/contracts/meetings";
import type { ReactNode } from "react";
import { useMeeting } from "../api/get-meetings";
import { useReturnFocus } from "../hooks/use-return-focus";
import { ATTENDANCE_LABELS, formatMeetingTime, meetingTitle } from "../lib/meeting-labels";
import { type MeetingActions, MeetingItem } from "./meeting-list";

export interface MeetingDetailsDialogProps {
  meeting: Meeting | null;
  onClose: () => void;
  /** The list's actions; the dialog closes before one runs. */
  actions: MeetingActions;
  /** Shown under the attendees (another feature's section, passed by the screen). */
  extra?: ReactNode;
}

/** The details dialog. */
export function MeetingDetailsDialog({ meeting, onClose, actions, extra }: MeetingDetailsDialogProps) {
  useReturnFocus(meeting !== null);
  const then = (run: (m: Meeting) => void) => (m: Meeting) => {
    onClose();
    run(m);
  };
  return (
    <Dialog
      open={meeting !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={meeting ? meetingTitle(meeting) : "Meeting"}
      widthClass="max-w-2xl"
    >
      {meeting ? (
        <div className="space-y-4">
          <ul>
            <MeetingItem
              meeting={meeting}
              actions={{
                onReschedule: then(actions.onReschedule),
                onCancel: then(actions.onCancel),
                onMarkHeld: then(actions.onMarkHeld),
                onEdit: then(actions.onEdit),
                onAttendees: then(actions.onAttendees),
                onDelete: then(actions.onDelete),
              }}
            />
          </ul>
          <MeetingAttendees meeting={meeting} />
          {extra}
        </div>
      ) : null}
    </Dialog>
  );
}

function MeetingAttendees({ meeting }: { meeting: Meeting }) {
  const detail = useMeeting(meeting.id);
  if (detail.isPending) return <Spinner label="Loading attendees…" />;
  if (detail.isError)
    return <Alert tone="error" title={errorMessage(detail.error, "Failed to load the attendees.")} />;
  const { attendees, history, notes } = detail.data;
  return (
    <div className="space-y-3 text-sm">
      <section aria-labelledby="meeting-attendees-title">
        <h3 id="meeting-attendees-title" className="font-semibold text-slate-900">
          Attendees
        </h3>
        {attendees.length === 0 ? (
          <p className="text-slate-700">No attendees listed.</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {attendees.map((a) => (
              <li key={a.id} className="text-slate-800">
                {a.attendeeName} · {ATTENDEE_ROLE_LABELS[a.attendeeRole]} ·{" "}
                {ATTENDANCE_LABELS[a.attendanceStatus]}
                {a.attendeeEmail ? <span className="text-slate-700"> · {a.attendeeEmail}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {notes ? <p className="text-slate-800">Notes: {notes}</p> : null}
      {history.length > 0 ? (
        <section aria-labelledby="meeting-history-title">
          <h3 id="meeting-history-title" className="font-semibold text-slate-900">
            Earlier dates
          </h3>
          <ul className="mt-1 space-y-1 text-slate-700">
            {history.map((h) => (
              <li key={h.changedAt}>
                {formatMeetingTime(h.previousDate)} → {formatMeetingTime(h.newDate)}
                {h.reason ? ` (${h.reason})` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
