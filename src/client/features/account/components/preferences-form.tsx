/**
 * Preferences section of the account screen (requirements "Profile"): default note type, e-mail
 * reminders and their lead time, and the identity-first default for new students.
 */
import { Form, InputField, SelectField } from "@client/components/form";
import { errorMessage } from "@client/lib/api-client";
import { type Preferences, REMINDER_LEAD_DAYS, updatePreferencesInput } from "@shared/contracts/account";
import { NOTE_TYPES } from "@shared/contracts/notes";
import { type InputHTMLAttributes, useState } from "react";
import { useUpdatePreferences } from "../api/preferences";
import { SaveRow, type SaveStatus } from "./save-row";

const NOTE_TYPE_LABELS: Record<(typeof NOTE_TYPES)[number], string> = {
  progress: "Progress",
  behavioral: "Behavioral",
  quarterly: "Quarterly",
  annual: "Annual",
};

/** The contract's check of the lead time, said the form's way. */
const LEAD_DAYS_MESSAGE = `Enter a whole number from ${REMINDER_LEAD_DAYS.min} to ${REMINDER_LEAD_DAYS.max}.`;

/** The form's values: the preferences the form edits, and nothing else an answer may carry. */
const formValues = (p: Preferences): Preferences => ({
  defaultNoteType: p.defaultNoteType,
  emailReminders: p.emailReminders,
  reminderLeadDays: p.reminderLeadDays,
  identityFirstDefault: p.identityFirstDefault,
  staffMayViewStudents: p.staffMayViewStudents,
});

function Checkbox({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex items-start gap-3 text-sm text-slate-900">
      <input
        type="checkbox"
        className="mt-0.5 size-5 rounded border-slate-400 accent-indigo-700"
        {...input}
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-slate-700">{hint}</span> : null}
      </span>
    </label>
  );
}

export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const update = useUpdatePreferences();

  return (
    <Form
      className="space-y-4"
      schema={updatePreferencesInput}
      defaultValues={formValues(preferences)}
      messages={{ reminderLeadDays: LEAD_DAYS_MESSAGE }}
      // The lead time is checked as it is typed, as before the form held its values in state.
      options={{ mode: "onChange", shouldFocusError: false }}
      onSubmit={(draft, { reset }) => {
        setStatus(null);
        update.mutate(draft, {
          onSuccess: (saved) => {
            reset(formValues(saved));
            setStatus({ ok: true, text: "Preferences saved." });
          },
          onError: (err) =>
            setStatus({
              ok: false,
              text: errorMessage(err, "Failed to save preferences. Please try again."),
            }),
        });
      }}
    >
      {({ register, watch }) => (
        <>
          <SelectField
            name="defaultNoteType"
            label="Default note type"
            hint="Chosen first when you write a note."
          >
            {NOTE_TYPES.map((t) => (
              <option key={t} value={t}>
                {NOTE_TYPE_LABELS[t]}
              </option>
            ))}
          </SelectField>
          <Checkbox
            label="E-mail me reminders"
            hint="Before IEP meetings and deadlines."
            {...register("emailReminders")}
          />
          <InputField
            name="reminderLeadDays"
            label="Days before to remind me"
            hint={`From ${REMINDER_LEAD_DAYS.min} to ${REMINDER_LEAD_DAYS.max} days.`}
            type="number"
            inputMode="numeric"
            min={REMINDER_LEAD_DAYS.min}
            max={REMINDER_LEAD_DAYS.max}
            controlClassName="max-w-32"
            disabled={!watch("emailReminders")}
            registerOptions={{ valueAsNumber: true }}
          />
          <Checkbox
            label="Use identity-first language for new students"
            hint='For example "autistic student". Off: person-first ("student with autism"), the usual default in IEPs.'
            {...register("identityFirstDefault")}
          />
          <Checkbox
            label="Let support staff see my students' records"
            hint="Only while this is on, and only to answer your questions. Each time staff open a record it is written to the audit log. Off: staff see counts only."
            {...register("staffMayViewStudents")}
          />
          <SaveRow label="Save preferences" saving={update.isPending} status={status} />
        </>
      )}
    </Form>
  );
}
