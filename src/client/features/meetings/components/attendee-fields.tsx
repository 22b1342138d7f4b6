/**
 * The attendee rows of the schedule form (requirements "Meetings": attendees with name, e-mail and
 * role): each row is a fieldset named "Attendee N" with its own remove button; "Add attendee" adds a
 * blank row and moves focus to its name.
 */
import { Button, Field, Input, Select } from "@client/components/ui";
import { ATTENDEE_ROLE_LABELS, ATTENDEE_ROLES } from "@shared/contracts/meetings";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import type { ScheduleFormValues } from "../lib/meeting-form-values";

/** The attendee list editor bound to the enclosing schedule form. */
export function AttendeeFields() {
  const { control, register, formState, setFocus } = useFormContext<ScheduleFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "attendees" });
  const errors = formState.errors.attendees;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Attendees</legend>
      <p className="text-xs text-slate-600">
        Filled in from the student's parent contact and case manager. Add the rest of the IEP team.
      </p>
      {fields.length === 0 ? <p className="text-sm text-slate-700">No attendees yet.</p> : null}
      <ul className="space-y-3">
        {fields.map((row, i) => (
          <li key={row.id}>
            <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
              <legend className="sr-only">Attendee {i + 1}</legend>
              <Field label={`Name (attendee ${i + 1})`} required error={errors?.[i]?.attendeeName?.message}>
                {(a) => <Input {...a} autoComplete="off" {...register(`attendees.${i}.attendeeName`)} />}
              </Field>
              <Field label={`E-mail (attendee ${i + 1})`} error={errors?.[i]?.attendeeEmail?.message}>
                {(a) => (
                  <Input
                    {...a}
                    type="email"
                    autoComplete="off"
                    {...register(`attendees.${i}.attendeeEmail`)}
                  />
                )}
              </Field>
              <Field label={`Role (attendee ${i + 1})`}>
                {(a) => (
                  <Select {...a} {...register(`attendees.${i}.attendeeRole`)}>
                    {ATTENDEE_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ATTENDEE_ROLE_LABELS[r]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <div className="flex items-end">
                <Button variant="ghost" aria-label={`Remove attendee ${i + 1}`} onClick={() => remove(i)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          append({ attendeeName: "", attendeeEmail: "", attendeeRole: "other" });
          setTimeout(() => setFocus(`attendees.${fields.length}.attendeeName`), 0);
        }}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add attendee
      </Button>
    </fieldset>
  );
}
