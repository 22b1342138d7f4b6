/**
 * "Mark the meeting held" (requirements "Meetings": status `held` once it has happened): each
 * attendee answers attended or absent (radio groups, one per attendee, default attended) and the
 * teacher may add notes. The attendees load with the meeting's detail.
 */
import { TextareaField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { Alert, Button, Spinner } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { ATTENDEE_ROLE_LABELS, markMeetingHeldInput } from "@shared/contracts/meetings";
import { useFormContext } from "react-hook-form";
import { useMeeting } from "../api/get-meetings";
import { useMarkMeetingHeld } from "../api/meeting-mutations";
import { meetingTitle } from "../lib/meeting-labels";
import { type MeetingDialogBodyProps, meetingDialog } from "./meeting-dialog";

/** The attendance form in a dialog; `meeting` null keeps it closed. */
export const MarkHeldDialog = meetingDialog(HeldDialog);

function HeldDialog({ meeting, onClose, onDone }: MeetingDialogBodyProps) {
  const detail = useMeeting(meeting.id);
  const mark = useMarkMeetingHeld();
  const attendees = detail.data?.attendees ?? [];
  return (
    <FormDialog
      onClose={onClose}
      title="Mark the meeting held"
      description={`${meetingTitle(meeting)}: who came?`}
      placeholder={
        detail.isPending ? (
          <Spinner label="Loading attendees…" />
        ) : detail.isError ? (
          <Alert
            tone="error"
            title={errorMessage(detail.error, "Failed to load the attendees. Please try again.")}
          >
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : undefined
      }
      schema={markMeetingHeldInput}
      defaultValues={{
        attendance: attendees.map((a) => ({ attendeeId: a.id, attendanceStatus: "attended" as const })),
        notes: meeting.notes ?? "",
      }}
      onSubmit={async (input) => onDone(await mark.mutateAsync({ id: meeting.id, input }))}
      submitError="Failed to mark the meeting held. Please try again."
      submitLabel="Mark held"
      pending={mark.isPending}
    >
      {attendees.length === 0 ? (
        <p className="text-sm text-slate-700">No attendees were listed for this meeting.</p>
      ) : (
        <ul className="space-y-3">
          {attendees.map((a, i) => (
            <li key={a.id}>
              <fieldset className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
                <legend className="sr-only">{`Attendance of ${a.attendeeName}`}</legend>
                <span className="text-sm">
                  <span className="font-medium text-slate-900">{a.attendeeName}</span>
                  <span className="block text-slate-700">{ATTENDEE_ROLE_LABELS[a.attendeeRole]}</span>
                </span>
                <AttendanceChoice index={i} />
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      <TextareaField name="notes" label="Notes" hint="Decisions and next steps (optional)." rows={3} />
    </FormDialog>
  );
}

/** Attended or absent, for the attendee at `index` of the form's attendance list. */
function AttendanceChoice({ index }: { index: number }) {
  const { register } = useFormContext<{ attendance: { attendanceStatus: string }[] }>();
  return (
    <span className="flex gap-4 text-sm">
      {(["attended", "absent"] as const).map((value) => (
        <label key={value} className="flex items-center gap-1">
          <input type="radio" value={value} {...register(`attendance.${index}.attendanceStatus`)} />
          {value === "attended" ? "Attended" : "Absent"}
        </label>
      ))}
    </span>
  );
}
