/**
 * "Mark the meeting held" (requirements "Meetings": status `held` once it has happened): each
 * attendee answers attended or absent (radio groups, one per attendee, default attended) and the
 * teacher may add notes. The attendees load with the meeting's detail.
 */
import { Alert, Button, Dialog, Field, Spinner, Textarea } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { ATTENDEE_ROLE_LABELS, type Meeting, type MeetingDetail } from "@shared/contracts/meetings";
import { useState } from "react";
import { useMeeting } from "../api/get-meetings";
import { useMarkMeetingHeld } from "../api/meeting-mutations";
import { useReturnFocus } from "../hooks/use-return-focus";
import { meetingTitle } from "../lib/meeting-labels";

type Attendance = "attended" | "absent";

export interface MarkHeldDialogProps {
  /** The meeting that took place; null keeps the dialog closed. */
  meeting: Meeting | null;
  onClose: () => void;
  onMarked?: (meeting: MeetingDetail) => void;
}

/** The attendance form in a dialog. */
export function MarkHeldDialog({ meeting, onClose, onMarked }: MarkHeldDialogProps) {
  useReturnFocus(meeting !== null);
  return (
    <Dialog
      open={meeting !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Mark the meeting held"
      description={meeting ? `${meetingTitle(meeting)}: who came?` : undefined}
    >
      {meeting ? (
        <HeldForm
          meeting={meeting}
          onCancel={onClose}
          onDone={(m) => {
            onClose();
            onMarked?.(m);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function HeldForm({
  meeting,
  onCancel,
  onDone,
}: {
  meeting: Meeting;
  onCancel: () => void;
  onDone: (m: MeetingDetail) => void;
}) {
  const detail = useMeeting(meeting.id);
  const mark = useMarkMeetingHeld();
  const [attendance, setAttendance] = useState<Record<string, Attendance>>({});
  const [notes, setNotes] = useState(meeting.notes ?? "");
  const [serverError, setServerError] = useState<string | null>(null);

  if (detail.isPending) return <Spinner label="Loading attendees…" />;
  if (detail.isError) {
    return (
      <Alert
        tone="error"
        title={errorMessage(detail.error, "Failed to load the attendees. Please try again.")}
      >
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void detail.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const attendees = detail.data.attendees;
  const statusOf = (id: string): Attendance => attendance[id] ?? "attended";

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setServerError(null);
    try {
      const saved = await mark.mutateAsync({
        id: meeting.id,
        input: {
          attendance: attendees.map((a) => ({ attendeeId: a.id, attendanceStatus: statusOf(a.id) })),
          notes: notes.trim() === "" ? null : notes.trim(),
        },
      });
      onDone(saved);
    } catch (err) {
      setServerError(errorMessage(err, "Failed to mark the meeting held. Please try again."));
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {attendees.length === 0 ? (
        <p className="text-sm text-slate-700">No attendees were listed for this meeting.</p>
      ) : (
        <ul className="space-y-3">
          {attendees.map((a) => (
            <li key={a.id}>
              <fieldset className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
                <legend className="sr-only">{`Attendance of ${a.attendeeName}`}</legend>
                <span className="text-sm">
                  <span className="font-medium text-slate-900">{a.attendeeName}</span>
                  <span className="block text-slate-700">{ATTENDEE_ROLE_LABELS[a.attendeeRole]}</span>
                </span>
                <span className="flex gap-4 text-sm">
                  {(["attended", "absent"] as const).map((value) => (
                    <label key={value} className="flex items-center gap-1">
                      <input
                        type="radio"
                        name={`attendance-${a.id}`}
                        value={value}
                        checked={statusOf(a.id) === value}
                        onChange={() => setAttendance((s) => ({ ...s, [a.id]: value }))}
                      />
                      {value === "attended" ? "Attended" : "Absent"}
                    </label>
                  ))}
                </span>
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      <Field label="Notes" hint="Decisions and next steps (optional).">
        {(ids) => <Textarea {...ids} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />}
      </Field>
      {serverError ? <Alert tone="error" title={serverError} /> : null}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={mark.isPending}>
          Mark held
        </Button>
      </div>
    </form>
  );
}
