/**
 * Profile section of the account screen (requirements "Profile"): the onboarding fields and the
 * time zone, saved with PATCH /api/v1/me; failures show the catalogue's profile update messages.
 */
import { Field, Input, Select, Textarea } from "@client/components/ui";
import { useUpdateProfile } from "@client/lib/auth/update-profile";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Profile } from "@shared/contracts/me";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { profileUpdateMessage } from "../lib/account-errors";
import {
  type ProfileChoices,
  type ProfileFormValues,
  profileFormSchema,
  profileFormValues,
  timeZoneOptions,
  toProfileUpdate,
} from "../lib/profile-form";
import { SaveRow, type SaveStatus } from "./save-row";

function Options({ values, empty }: { values: readonly string[]; empty: string }) {
  return (
    <>
      <option value="">{empty}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </>
  );
}

export function ProfileForm({ profile, choices }: { profile: Profile; choices: ProfileChoices }) {
  // The values as last loaded or saved: what a save expects the server still to hold.
  const [loaded, setLoaded] = useState(() => profileFormValues(profile));
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: loaded,
  });
  const update = useUpdateProfile();
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const rolesId = useId();
  const { register, formState } = form;
  const err = (k: keyof ProfileFormValues) => formState.errors[k]?.message;

  const onSubmit = form.handleSubmit((values) => {
    setStatus(null);
    update.mutate(toProfileUpdate(values, loaded), {
      onSuccess: (saved) => {
        setLoaded(profileFormValues(saved));
        form.reset(profileFormValues(saved));
        setStatus({ ok: true, text: "Profile saved." });
      },
      onError: (e) => setStatus({ ok: false, text: profileUpdateMessage(e) }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="profile-heading">
      <p className="text-sm text-slate-700">A field left empty keeps its saved value.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={err("firstName")}>
          {(ids) => <Input {...ids} {...register("firstName")} autoComplete="given-name" />}
        </Field>
        <Field label="Last name" error={err("lastName")}>
          {(ids) => <Input {...ids} {...register("lastName")} autoComplete="family-name" />}
        </Field>
        <Field label="Role" hint="For example Special education teacher" error={err("role")}>
          {(ids) => <Input {...ids} {...register("role")} list={rolesId} autoComplete="organization-title" />}
        </Field>
        <datalist id={rolesId}>
          {choices.roles.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        <Field label="Years in special education" error={err("experienceLevel")}>
          {(ids) => (
            <Select {...ids} {...register("experienceLevel")}>
              <Options values={choices.experienceLevels} empty="Not given" />
            </Select>
          )}
        </Field>
        <Field label="School or organization" error={err("organization")}>
          {(ids) => <Input {...ids} {...register("organization")} autoComplete="organization" />}
        </Field>
        <Field label="Type of organization" error={err("organizationType")}>
          {(ids) => (
            <Select {...ids} {...register("organizationType")}>
              <Options values={choices.organizationTypes} empty="Not given" />
            </Select>
          )}
        </Field>
        <Field label="Caseload size" error={err("studentCount")}>
          {(ids) => (
            <Select {...ids} {...register("studentCount")}>
              <Options values={choices.studentCounts} empty="Not given" />
            </Select>
          )}
        </Field>
        <Field
          label="Time zone"
          hint="Your monthly note count starts at midnight on the 1st in this zone. Set from your browser until you choose one."
          error={err("timeZone")}
        >
          {(ids) => (
            <Select {...ids} {...register("timeZone")}>
              <Options values={timeZoneOptions(profile.timeZone)} empty="Not set (UTC)" />
            </Select>
          )}
        </Field>
      </div>
      <Field label="What you want from IEP Workspace" error={err("goals")}>
        {(ids) => <Textarea {...ids} {...register("goals")} rows={3} />}
      </Field>
      <SaveRow label="Save profile" saving={update.isPending} status={status} />
    </form>
  );
}
