/**
 * Profile section of the account screen (requirements "Profile"): the onboarding fields and the
 * time zone, saved with PATCH /api/v1/me; failures show the catalogue's profile update messages.
 */
import { Form, InputField, SelectField, TextareaField } from "@client/components/form";
import { useUpdateProfile } from "@client/lib/auth/update-profile";
import type { Profile } from "@shared/contracts/me";
import { useId, useState } from "react";
import { profileUpdateMessage } from "../lib/account-errors";
import {
  type ProfileChoices,
  profileFormSchema,
  profileFormValues,
  timeZoneOptions,
  toProfileUpdate,
} from "../lib/profile-form";
import { SaveRow, type SaveStatus } from "./save-row";

export function ProfileForm({ profile, choices }: { profile: Profile; choices: ProfileChoices }) {
  // The values as last loaded or saved: what a save expects the server still to hold.
  const [loaded, setLoaded] = useState(() => profileFormValues(profile));
  const update = useUpdateProfile();
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const rolesId = useId();

  return (
    <Form
      className="space-y-4"
      aria-labelledby="profile-heading"
      schema={profileFormSchema}
      defaultValues={loaded}
      onSubmit={(values, { reset }) => {
        setStatus(null);
        update.mutate(toProfileUpdate(values, loaded), {
          onSuccess: (saved) => {
            setLoaded(profileFormValues(saved));
            reset(profileFormValues(saved));
            setStatus({ ok: true, text: "Profile saved." });
          },
          onError: (e) => setStatus({ ok: false, text: profileUpdateMessage(e) }),
        });
      }}
    >
      <p className="text-sm text-slate-700">A field left empty keeps its saved value.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField name="firstName" label="First name" autoComplete="given-name" />
        <InputField name="lastName" label="Last name" autoComplete="family-name" />
        <InputField
          name="role"
          label="Role"
          hint="For example Special education teacher"
          list={rolesId}
          autoComplete="organization-title"
        />
        <datalist id={rolesId}>
          {choices.roles.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        <SelectField
          name="experienceLevel"
          label="Years in special education"
          options={choices.experienceLevels}
        >
          <option value="">Not given</option>
        </SelectField>
        <InputField name="organization" label="School or organization" autoComplete="organization" />
        <SelectField name="organizationType" label="Type of organization" options={choices.organizationTypes}>
          <option value="">Not given</option>
        </SelectField>
        <SelectField name="studentCount" label="Caseload size" options={choices.studentCounts}>
          <option value="">Not given</option>
        </SelectField>
        <SelectField
          name="timeZone"
          label="Time zone"
          hint="Your monthly note count starts at midnight on the 1st in this zone. Set from your browser until you choose one."
          options={timeZoneOptions(profile.timeZone)}
        >
          <option value="">Not set (UTC)</option>
        </SelectField>
      </div>
      <TextareaField name="goals" label="What you want from IEP Workspace" rows={3} />
      <SaveRow label="Save profile" saving={update.isPending} status={status} />
    </Form>
  );
}
