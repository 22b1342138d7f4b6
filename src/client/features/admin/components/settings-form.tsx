/**
 * The service settings form (requirements "Admin area"): free-plan note limit, trial length, sign-ups
 * open, maintenance banner, AI model name and which AI features are on. Saved with a reason; applied
 * by the server to the next request, no restart.
 */
import { Form, FormError, InputField, TextareaField } from "@client/components/form";
import { Alert, Button } from "@client/components/ui";
import { ADMIN_SETTING_LABELS, type AdminSettings, settingsPatchSchema } from "@shared/contracts/admin";
import { useSaveSettings } from "../api/admin-data";

const SWITCHES = (["signUpsOpen", "aiNotesEnabled", "aiAssistantEnabled"] as const).map((key) => ({
  key,
  label: ADMIN_SETTING_LABELS[key],
}));

/** The form, filled with `initial`. */
export function SettingsForm({ initial }: { initial: AdminSettings }) {
  const save = useSaveSettings();
  return (
    <Form
      className="max-w-xl space-y-4"
      schema={settingsPatchSchema}
      defaultValues={{ ...initial, reason: "" }}
      errorsAt="summary"
      submitError="The settings were not saved."
      onSubmit={async (patch, { setValue }) => {
        await save.mutateAsync(patch);
        setValue("reason", "");
      }}
    >
      {({ register }) => (
        <>
          <InputField
            name="freeNoteLimit"
            label={ADMIN_SETTING_LABELS.freeNoteLimit}
            type="number"
            min={0}
            registerOptions={{ valueAsNumber: true }}
          />
          <InputField
            name="trialDays"
            label={ADMIN_SETTING_LABELS.trialDays}
            type="number"
            min={1}
            max={90}
            registerOptions={{ valueAsNumber: true }}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Switches</legend>
            {SWITCHES.map((s) => (
              <label key={s.key} className="flex items-center gap-2 text-sm text-slate-900">
                <input type="checkbox" {...register(s.key)} />
                {s.label}
              </label>
            ))}
          </fieldset>
          <TextareaField
            name="maintenanceBanner"
            label={ADMIN_SETTING_LABELS.maintenanceBanner}
            hint="Shown at the top of every teacher screen within a minute; leave empty for none."
            rows={2}
          />
          <InputField
            name="aiModel"
            label={ADMIN_SETTING_LABELS.aiModel}
            hint="Used by the next AI request; leave empty for the server's AI_MODEL."
          />
          <InputField name="reason" label="Reason for the change" required hint="Kept in the audit log." />
          <FormError variant="text" />
          {save.isSuccess ? (
            <Alert tone="success">Settings saved. They apply to the next request.</Alert>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </>
      )}
    </Form>
  );
}
