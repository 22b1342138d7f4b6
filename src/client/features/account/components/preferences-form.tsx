/**
 * Preferences section of the account screen (requirements "Profile"): default note type, e-mail
 * reminders and their lead time, and the identity-first default for new students.
 */
import { Field, Input, Select } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { type Preferences, REMINDER_LEAD_DAYS } from "@shared/contracts/account";
import { NOTE_TYPES } from "@shared/contracts/notes";
import { useState } from "react";
import { useUpdatePreferences } from "../api/preferences";
import { SaveRow, type SaveStatus } from "./save-row";

const NOTE_TYPE_LABELS: Record<(typeof NOTE_TYPES)[number], string> = {
  progress: "Progress",
  behavioral: "Behavioral",
  quarterly: "Quarterly",
  annual: "Annual",
};

function Checkbox({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-3 text-sm text-slate-900">
      <input
        type="checkbox"
        className="mt-0.5 size-5 rounded border-slate-400 accent-indigo-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-slate-700">{hint}</span> : null}
      </span>
    </label>
  );
}

export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const [draft, setDraft] = useState<Preferences>(preferences);
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const update = useUpdatePreferences();
  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const leadValid =
    Number.isInteger(draft.reminderLeadDays) &&
    draft.reminderLeadDays >= REMINDER_LEAD_DAYS.min &&
    draft.reminderLeadDays <= REMINDER_LEAD_DAYS.max;

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!leadValid) return;
        setStatus(null);
        update.mutate(draft, {
          onSuccess: (saved) => {
            setDraft(saved);
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
      <Field label="Default note type" hint="Chosen first when you write a note.">
        {(ids) => (
          <Select
            {...ids}
            value={draft.defaultNoteType}
            onChange={(e) => set("defaultNoteType", e.target.value as Preferences["defaultNoteType"])}
          >
            {NOTE_TYPES.map((t) => (
              <option key={t} value={t}>
                {NOTE_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Checkbox
        label="E-mail me reminders"
        hint="Before IEP meetings and deadlines."
        checked={draft.emailReminders}
        onChange={(v) => set("emailReminders", v)}
      />
      <Field
        label="Days before to remind me"
        hint={`From ${REMINDER_LEAD_DAYS.min} to ${REMINDER_LEAD_DAYS.max} days.`}
        error={
          leadValid
            ? undefined
            : `Enter a whole number from ${REMINDER_LEAD_DAYS.min} to ${REMINDER_LEAD_DAYS.max}.`
        }
      >
        {(ids) => (
          <Input
            {...ids}
            type="number"
            inputMode="numeric"
            min={REMINDER_LEAD_DAYS.min}
            max={REMINDER_LEAD_DAYS.max}
            className="max-w-32"
            disabled={!draft.emailReminders}
            value={Number.isNaN(draft.reminderLeadDays) ? "" : draft.reminderLeadDays}
            onChange={(e) =>
              set("reminderLeadDays", e.target.value === "" ? Number.NaN : Number(e.target.value))
            }
          />
        )}
      </Field>
      <Checkbox
        label="Use identity-first language for new students"
        hint='For example "autistic student". Off: person-first ("student with autism"), the usual default in IEPs.'
        checked={draft.identityFirstDefault}
        onChange={(v) => set("identityFirstDefault", v)}
      />
      <Checkbox
        label="Let support staff see my students' records"
        hint="Only while this is on, and only to answer your questions. Each time staff open a record it is written to the audit log. Off: staff see counts only."
        checked={draft.staffMayViewStudents}
        onChange={(v) => set("staffMayViewStudents", v)}
      />
      <SaveRow label="Save preferences" saving={update.isPending} status={status} />
    </form>
  );
}
