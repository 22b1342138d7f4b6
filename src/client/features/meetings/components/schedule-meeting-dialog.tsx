/**
 * "Schedule a meeting" (requirements "Meetings"): student, type, date and time, length, location or
 * video link, notes, the attendees (prefilled from the student's parent contact and case manager)
 * and "Invite attendees by e-mail". react-hook-form + zod; errors sit next to their field, a server
 * refusal is shown above the buttons and nothing typed is lost.
 */
import { StudentOptions } from "@client/components/student-options";
import { Alert, Button, Dialog, Field, Input, Select, Textarea } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import { MEETING_TYPE_LABELS, MEETING_TYPES, type MeetingDetail } from "@shared/contracts/meetings";
import type { Student } from "@shared/contracts/students";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useScheduleMeeting } from "../api/meeting-mutations";
import { useReturnFocus } from "../hooks/use-return-focus";
import {
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
}

/** The schedule form in a dialog; see the module docstring. */
export function ScheduleMeetingDialog({
  open,
  onOpenChange,
  students,
  studentId,
  onScheduled,
}: ScheduleMeetingDialogProps) {
  useReturnFocus(open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule a meeting"
      description="Parents must hear early enough to attend: say the purpose, time, place and who will come."
      widthClass="max-w-3xl"
    >
      {open ? (
        <ScheduleForm
          students={students}
          studentId={studentId}
          onCancel={() => onOpenChange(false)}
          onScheduled={(m) => {
            onOpenChange(false);
            onScheduled?.(m);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function ScheduleForm({
  students,
  studentId,
  onCancel,
  onScheduled,
}: {
  students: readonly Student[];
  studentId?: string;
  onCancel: () => void;
  onScheduled: (meeting: MeetingDetail) => void;
}) {
  const schedule = useScheduleMeeting();
  const [serverError, setServerError] = useState<string | null>(null);
  const fixed = students.find((s) => s.id === studentId);
  const form = useForm<ScheduleFormValues>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: emptyScheduleForm(fixed, new Date()),
  });
  const { register, handleSubmit, setFocus, watch, getValues, setValue, formState } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    setFocus(fixed ? "type" : "studentId");
  }, [fixed, setFocus]);

  // A new student choice brings that student's attendees, unless the teacher edited the list.
  const chosenId = watch("studentId");
  const lastSuggested = useRef(JSON.stringify(getValues("attendees")));
  useEffect(() => {
    const current = JSON.stringify(getValues("attendees"));
    if (current !== lastSuggested.current) return;
    const next = suggestedAttendees(students.find((s) => s.id === chosenId));
    lastSuggested.current = JSON.stringify(next);
    setValue("attendees", next);
  }, [chosenId, students, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onScheduled(await schedule.mutateAsync(toCreateMeetingInput(values)));
    } catch (err) {
      setServerError(errorMessage(err, "Failed to schedule the meeting. Please try again."));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fixed ? (
          <p className="text-sm text-slate-800 sm:col-span-2">
            Student: <span className="font-medium">{fixed.name}</span>
          </p>
        ) : (
          <Field label="Student" required error={errors.studentId?.message}>
            {(a) => (
              <Select {...a} {...register("studentId")}>
                <StudentOptions students={students} />
              </Select>
            )}
          </Field>
        )}
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
        <Field label="Date" required error={errors.date?.message}>
          {(a) => <Input {...a} type="date" {...register("date")} />}
        </Field>
        <Field label="Start time" required error={errors.time?.message}>
          {(a) => <Input {...a} type="time" step={300} {...register("time")} />}
        </Field>
        <Field label="Length in minutes" required error={errors.durationMinutes?.message}>
          {(a) => <Input {...a} inputMode="numeric" {...register("durationMinutes")} />}
        </Field>
        <Field
          label="Location"
          hint="A room, or leave blank for a video meeting."
          error={errors.location?.message}
        >
          {(a) => <Input {...a} {...register("location")} />}
        </Field>
        <Field
          label="Video link"
          hint="Optional, e.g. https://meet.example.org/abc"
          error={errors.virtualLink?.message}
          className="sm:col-span-2"
        >
          {(a) => <Input {...a} type="url" {...register("virtualLink")} />}
        </Field>
        <Field
          label="Notes"
          hint="Purpose and agenda."
          error={errors.notes?.message}
          className="sm:col-span-2"
        >
          {(a) => <Textarea {...a} rows={2} {...register("notes")} />}
        </Field>
      </div>
      <AttendeeFields form={form} />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4" {...register("inviteAttendees")} />
        <span>
          Invite attendees by e-mail
          <span className="block text-xs text-slate-600">
            Each attendee with an e-mail address gets a calendar invitation.
          </span>
        </span>
      </label>
      {serverError ? <Alert tone="error" title={serverError} /> : null}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Schedule meeting
        </Button>
      </div>
    </form>
  );
}
