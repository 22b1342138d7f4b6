/**
 * "Manage attendees" of an existing meeting (requirements "Meetings"): every attendee with name,
 * e-mail, role and attendance to change or remove, and a blank row to add one. Each change is saved
 * on its own and announced; a refusal shows above the list.
 */
import { Alert, Dialog, Spinner } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { Meeting } from "@shared/contracts/meetings";
import { useState } from "react";
import { useMeeting } from "../api/get-meetings";
import { type AttendeeChange, useChangeAttendee } from "../api/meeting-edit-mutations";
import { useReturnFocus } from "../hooks/use-return-focus";
import { meetingTitle } from "../lib/meeting-labels";
import { type AttendeeDraft, AttendeeEditor } from "./attendee-editor";

export interface AttendeesDialogProps {
  /** The meeting whose attendees are managed; null keeps the dialog closed. */
  meeting: Meeting | null;
  onClose: () => void;
}

/** The dialog; see the module docstring. */
export function AttendeesDialog({ meeting, onClose }: AttendeesDialogProps) {
  useReturnFocus(meeting !== null);
  return (
    <Dialog
      open={meeting !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Manage attendees"
      description={meeting ? meetingTitle(meeting) : undefined}
      widthClass="max-w-4xl"
    >
      {meeting ? <AttendeeManager meeting={meeting} /> : null}
    </Dialog>
  );
}

const toInput = (d: AttendeeDraft) => ({
  attendeeName: d.attendeeName,
  attendeeEmail: d.attendeeEmail === "" ? null : d.attendeeEmail,
  attendeeRole: d.attendeeRole,
  attendanceStatus: d.attendanceStatus,
});

function AttendeeManager({ meeting }: { meeting: Meeting }) {
  const detail = useMeeting(meeting.id);
  const change = useChangeAttendee();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (key: string, c: AttendeeChange, done: string): Promise<boolean> => {
    setBusyId(key);
    setStatus(null);
    try {
      await change.mutateAsync(c);
      setStatus({ ok: true, text: done });
      return true;
    } catch (err) {
      setStatus({ ok: false, text: errorMessage(err, "Failed to save the attendee. Please try again.") });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  if (detail.isPending) return <Spinner label="Loading attendees…" />;
  if (detail.isError)
    return <Alert tone="error" title={errorMessage(detail.error, "Failed to load the attendees.")} />;
  const { attendees } = detail.data;
  return (
    <div className="space-y-3">
      <p role="status" className={status?.ok === false ? "sr-only" : "text-sm text-emerald-800"}>
        {status?.ok ? status.text : ""}
      </p>
      {status?.ok === false ? <Alert tone="error" title={status.text} /> : null}
      {attendees.length === 0 ? <p className="text-sm text-slate-700">No attendees listed yet.</p> : null}
      <ul className="space-y-3">
        {attendees.map((a) => (
          <li key={a.id}>
            <AttendeeEditor
              attendee={a}
              busy={busyId === a.id}
              onSave={(d) =>
                run(
                  a.id,
                  { kind: "update", meetingId: meeting.id, attendeeId: a.id, input: toInput(d) },
                  `${d.attendeeName} saved.`,
                )
              }
              onRemove={() =>
                void run(
                  a.id,
                  { kind: "remove", meetingId: meeting.id, attendeeId: a.id },
                  `${a.attendeeName} removed.`,
                )
              }
            />
          </li>
        ))}
      </ul>
      <AttendeeEditor
        busy={busyId === "new"}
        onSave={(d) =>
          run("new", { kind: "add", meetingId: meeting.id, input: toInput(d) }, `${d.attendeeName} added.`)
        }
      />
    </div>
  );
}
