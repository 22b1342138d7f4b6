/**
 * "Schedule a meeting" (requirements "Meetings"): student, type, date and time, length, location or
 * video link, notes, the attendees (prefilled from the student's parent contact and case manager)
 * and "Invite attendees by e-mail". react-hook-form + zod; errors sit next to their field, a server
 * refusal is shown above the buttons and nothing typed is lost.
 */
import { CheckboxField, InputField, SelectField, StudentField, TextareaField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { MEETING_TYPE_LABELS, type MeetingDetail } from "@shared/contracts/meetings";
import type { Student } from "@shared/contracts/students";
import { useEffect, useRef } from "react";
import { useFormContext } from "react-hook-form";
import { useScheduleMeeting } from "../api/meeting-mutations";
import { useReturnFocus } from "../hooks/use-return-focus";
import {
  type AttendeeRow,
  emptyScheduleForm,
  type ScheduleFormValues,
  scheduleFormSchema,
  suggestedAttendees,
  toCreateMeetingInput,
} from "../lib/meeting-form-values";
import { AttendeeFields } from "./attendee-fields";

export interface ScheduleMeetingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The caseload (for the student choice and the attendee suggestions). */
  students: readonly Student[];
  /** A fixed student (scheduling from the student's page); absent: the teacher chooses. */
  studentId?: string;
  /** Called with the new meeting after the dialog closes. */
  onScheduled?: (meeting: MeetingDetail) => void;
  /** The fixed student's IEP team, offered as attendees with the record's (requirements "IEP teams"). */
  teamAttendees?: readonly AttendeeRow[];
}

/** The schedule form in a dialog; see the module docstring. */
export function ScheduleMeetingDialog({
  open,
  onOpenChange,
  students,
  studentId,
  onScheduled,
  teamAttendees = NO_TEAM,
}: ScheduleMeetingDialogProps) {
  useReturnFocus(open);
  const schedule = useScheduleMeeting();
  const fixed = students.find((s) => s.id === studentId);
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Schedule a meeting"
      description="Parents must hear early enough to attend: say the purpose, time, place and who will come."
      widthClass="max-w-3xl"
      schema={scheduleFormSchema}
      defaultValues={emptyScheduleForm(fixed, new Date(), undefined, teamAttendees)}
      initialFocus={fixed ? "type" : "studentId"}
      onSubmit={async (values) => {
        const meeting = await schedule.mutateAsync(toCreateMeetingInput(values));
        onOpenChange(false);
        onScheduled?.(meeting);
      }}
      submitError="Failed to schedule the meeting. Please try again."
      submitLabel="Schedule meeting"
    >
      <SuggestAttendees students={students} teamFor={studentId} team={teamAttendees} />
      <div className="grid gap-4 sm:grid-cols-2">
        <StudentField students={students} fixed={fixed} className="sm:col-span-2" />
        <SelectField name="type" label="Meeting type" required labels={MEETING_TYPE_LABELS} />
        <InputField name="date" label="Date" required type="date" />
        <InputField name="time" label="Start time" required type="time" step={300} />
        <InputField name="durationMinutes" label="Length in minutes" required inputMode="numeric" />
        <InputField name="location" label="Location" hint="A room, or leave blank for a video meeting." />
        <InputField
          name="virtualLink"
          label="Video link"
          hint="Optional, e.g. https://meet.example.org/abc"
          className="sm:col-span-2"
          type="url"
        />
        <TextareaField
          name="notes"
          label="Notes"
          hint="Purpose and agenda."
          className="sm:col-span-2"
          rows={2}
        />
      </div>
      <AttendeeFields />
      <CheckboxField
        name="inviteAttendees"
        label="Invite attendees by e-mail"
        hint="Each attendee with an e-mail address gets a calendar invitation."
        inputClassName="mt-0.5 size-4"
      />
    </FormDialog>
  );
}

const NO_TEAM: readonly AttendeeRow[] = [];

/**
 * A new student choice brings that student's attendees (and, for `teamFor`, its team once loaded),
 * unless the teacher edited the list.
 */
function SuggestAttendees({
  students,
  teamFor,
  team,
}: {
  students: readonly Student[];
  teamFor?: string;
  team: readonly AttendeeRow[];
}) {
  const { watch, getValues, setValue } = useFormContext<ScheduleFormValues>();
  const chosenId = watch("studentId");
  const lastSuggested = useRef(JSON.stringify(getValues("attendees")));
  useEffect(() => {
    const current = JSON.stringify(getValues("attendees"));
    if (current !== lastSuggested.current) return;
    const next = suggestedAttendees(
      students.find((s) => s.id === chosenId),
      chosenId === teamFor ? team : NO_TEAM,
    );
    lastSuggested.current = JSON.stringify(next);
    setValue("attendees", next);
  }, [chosenId, students, teamFor, team, getValues, setValue]);
  return null;
}
