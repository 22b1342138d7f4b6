/**
 * The onboarding form (requirements "Onboarding"; requirements "Profile": first_name, last_name, role, organization,
 * organization_type, experience_level, goals, student_count; requirements "Onboarding": "Onboarding:
 * onboarding_completed … becomes true on completion").
 *
 * Three short steps. First name, last name and role are required (a greeting and a role are what
 * the product uses); the rest may be skipped. Limits match the PATCH /api/v1/me contract.
 */
import type { UpdateProfileInput } from "@shared/contracts/me";
import { z } from "zod";

/** requirements "Profile" leaves role values open ("free field"); these are suggestions, any text is accepted. */
export const ROLE_SUGGESTIONS = [
  "Special education teacher",
  "Case manager",
  "Resource room teacher",
  "Speech-language pathologist",
  "Occupational therapist",
  "Physical therapist",
  "School psychologist",
  "Special education coordinator",
] as const;

export const EXPERIENCE_LEVELS = [
  "New to the field (0–2 years)",
  "3–5 years",
  "6–10 years",
  "More than 10 years",
] as const;

export const ORGANIZATION_TYPES = [
  "Public school",
  "Public charter school",
  "Private school",
  "School district or county office",
  "Private practice or clinic",
  "Other",
] as const;

/** Caseload sizes (student_count; the contract allows 20 characters). */
export const STUDENT_COUNTS = ["1–10", "11–20", "21–30", "31–50", "More than 50"] as const;

export const GOAL_CHOICES = [
  "Write progress notes faster",
  "Keep each student's IEP information in one place",
  "Stay ahead of annual review dates",
  "Write in objective, person-first language",
  "Prepare for IEP meetings",
] as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be ${max} characters or fewer.` });

export const onboardingFormSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { message: "Enter your first name." })
    .max(100, { message: "First name must be 100 characters or fewer." }),
  lastName: z
    .string()
    .trim()
    .min(1, { message: "Enter your last name." })
    .max(100, { message: "Last name must be 100 characters or fewer." }),
  role: z
    .string()
    .trim()
    .min(1, { message: "Enter your role, for example Special education teacher." })
    .max(200, { message: "Role must be 200 characters or fewer." }),
  experienceLevel: optionalText(200, "Experience"),
  organization: optionalText(200, "School or organization"),
  organizationType: optionalText(200, "Type of organization"),
  studentCount: optionalText(20, "Caseload size"),
  goalChoices: z.array(z.string()),
  otherGoals: optionalText(1500, "Other goals"),
});
export type OnboardingFormInput = z.input<typeof onboardingFormSchema>;
export type OnboardingFormValues = z.output<typeof onboardingFormSchema>;

/** The steps, each with the fields it validates before moving on. */
export const ONBOARDING_STEPS = [
  { title: "About you", fields: ["firstName", "lastName", "role", "experienceLevel"] },
  { title: "Your school", fields: ["organization", "organizationType", "studentCount"] },
  { title: "Your goals", fields: ["goalChoices", "otherGoals"] },
] as const satisfies readonly { title: string; fields: readonly (keyof OnboardingFormInput)[] }[];

/** Splits an account name into first and last name for the form's starting values. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/**
 * The PATCH /api/v1/me body: the profile fields, goals joined as "a; b; c", onboardingCompleted
 * true and the browser's time zone (the note quota's month starts in it).
 */
export function toProfileUpdate(
  values: OnboardingFormValues,
  timeZone: string | undefined,
): UpdateProfileInput {
  const goals = [...values.goalChoices, values.otherGoals]
    .map((g) => g.trim())
    .filter(Boolean)
    .join("; ");
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    role: values.role,
    experienceLevel: values.experienceLevel,
    organization: values.organization,
    organizationType: values.organizationType,
    studentCount: values.studentCount,
    goals: goals.slice(0, 2000),
    onboardingCompleted: true,
    ...(timeZone ? { timeZone } : {}),
  };
}
