/**
 * The profile form of the account screen (requirements "Profile"): every onboarding field and the
 * time zone. Limits match the PATCH /api/v1/me contract; an empty field keeps its saved value
 * (only non-empty fields are sent).
 */
import type { Profile, UpdateProfileInput } from "@shared/contracts/me";
import { z } from "zod";

const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be ${max} characters or fewer.` });

export const profileFormSchema = z.object({
  firstName: optional(100, "First name"),
  lastName: optional(100, "Last name"),
  role: optional(200, "Role"),
  organization: optional(200, "School or organization"),
  organizationType: optional(200, "Type of organization"),
  experienceLevel: optional(200, "Experience"),
  studentCount: optional(20, "Caseload size"),
  goals: optional(2000, "Goals"),
  timeZone: z.string(),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The lists the form offers (the onboarding's own; any text is accepted for role). */
export interface ProfileChoices {
  roles: readonly string[];
  experienceLevels: readonly string[];
  organizationTypes: readonly string[];
  studentCounts: readonly string[];
}

/** The form's starting values from the stored profile. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    role: profile.role ?? "",
    organization: profile.organization ?? "",
    organizationType: profile.organizationType ?? "",
    experienceLevel: profile.experienceLevel ?? "",
    studentCount: profile.studentCount ?? "",
    goals: profile.goals ?? "",
    timeZone: profile.timeZone ?? "",
  };
}

/**
 * The PATCH body: every field (empty ones are dropped by `updateProfile`), with `expected`: the
 * value each sent field had when the form loaded (`loaded`), so a field another tab or device has
 * changed since is refused with 409 instead of being overwritten (requirements "Profile").
 */
export function toProfileUpdate(values: ProfileFormValues, loaded?: ProfileFormValues): UpdateProfileInput {
  const body: UpdateProfileInput = { ...values, timeZone: values.timeZone || undefined };
  if (!loaded) return body;
  const expected: NonNullable<UpdateProfileInput["expected"]> = {};
  for (const key of Object.keys(values) as (keyof ProfileFormValues)[]) {
    if (values[key].trim()) expected[key] = loaded[key] || null;
  }
  return { ...body, expected };
}

/** The IANA zones this browser knows, for the time-zone select. */
export function timeZoneOptions(current: string | null): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
