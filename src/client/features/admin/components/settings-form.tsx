/**
 * The service settings form (requirements "Admin area"): free-plan note limit, trial length, sign-ups
 * open, maintenance banner, AI model name and which AI features are on. Saved with a reason; applied
 * by the server to the next request, no restart.
 */
import { Alert, Button, Field, Input, Textarea } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { AdminSettings } from "@shared/contracts/admin";
import { type FormEvent, useState } from "react";
import { useSaveSettings } from "../api/admin-data";

const SWITCHES = [
  { key: "signUpsOpen", label: "Sign-ups are open" },
  { key: "aiNotesEnabled", label: "AI note drafting is on" },
  { key: "aiAssistantEnabled", label: "AI writing assistant is on" },
] as const;

/** The form, filled with `initial`. */
export function SettingsForm({ initial }: { initial: AdminSettings }) {
  const save = useSaveSettings();
  const [values, setValues] = useState<AdminSettings>(initial);
  const [reason, setReason] = useState("");
  const set = <K extends keyof AdminSettings>(key: K, value: AdminSettings[K]) =>
    setValues({ ...values, [key]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ ...values, reason }, { onSuccess: () => setReason("") });
  };
  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <Field label="Free-plan notes per month">
        {(ids) => (
          <Input
            {...ids}
            type="number"
            min={0}
            value={values.freeNoteLimit}
            onChange={(e) => set("freeNoteLimit", Number(e.target.value))}
          />
        )}
      </Field>
      <Field label="Trial length (days)">
        {(ids) => (
          <Input
            {...ids}
            type="number"
            min={1}
            max={90}
            value={values.trialDays}
            onChange={(e) => set("trialDays", Number(e.target.value))}
          />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Switches</legend>
        {SWITCHES.map((s) => (
          <label key={s.key} className="flex items-center gap-2 text-sm text-slate-900">
            <input type="checkbox" checked={values[s.key]} onChange={(e) => set(s.key, e.target.checked)} />
            {s.label}
          </label>
        ))}
      </fieldset>
      <Field
        label="Maintenance banner"
        hint="Shown at the top of every teacher screen within a minute; leave empty for none."
      >
        {(ids) => (
          <Textarea
            {...ids}
            rows={2}
            value={values.maintenanceBanner}
            onChange={(e) => set("maintenanceBanner", e.target.value)}
          />
        )}
      </Field>
      <Field label="AI model name" hint="Used by the next AI request; leave empty for the server's AI_MODEL.">
        {(ids) => <Input {...ids} value={values.aiModel} onChange={(e) => set("aiModel", e.target.value)} />}
      </Field>
      <Field label="Reason for the change" required hint="Kept in the audit log.">
        {(ids) => <Input {...ids} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
      {save.isError ? (
        <Alert tone="error">{errorMessage(save.error, "The settings were not saved.")}</Alert>
      ) : null}
      {save.isSuccess ? <Alert tone="success">Settings saved. They apply to the next request.</Alert> : null}
      <Button type="submit" loading={save.isPending}>
        Save settings
      </Button>
    </form>
  );
}
