/**
 * Profile API contract (requirements "Profile", "Plans and trial", "Note quota").
 */
import { z } from "zod";
import { TEXT_LIMITS, text } from "./common.ts";

export const PLAN_STATES = ["pro", "active_trial", "expired_trial", "free"] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** GET /api/v1/me answer. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string().nullable(),
  organization: z.string().nullable(),
  organizationType: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  goals: z.string().nullable(),
  studentCount: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  planType: z.string(),
  profilePicture: z.string().nullable(),
  subscriptionStatus: z.string(),
  notesGeneratedThisMonth: z.number(),
  maxStudents: z.number(),
  subscriptionStartDate: z.string().nullable(),
  trialEndDate: z.string().nullable(),
  timeZone: z.string().nullable(),
  /**
   * The address's confirmation and the account's creation (ISO), for the teacher area's confirmation
   * banner (requirements "Sign-up and sign-in"): with the profile, the banner shows with the first
   * paint of the teacher area instead of moving the screen down when a second answer arrives.
   */
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** Derived (requirements "Plans and trial", "Note quota"). `noteLimit` null = unlimited. */
  plan: z.object({
    state: z.enum(PLAN_STATES),
    daysRemaining: z.number().nullable(),
    notesUsedThisMonth: z.number(),
    noteLimit: z.number().nullable(),
    canGenerate: z.boolean(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

const profileText = (max: number = TEXT_LIMITS.short) =>
  text()
    .trim()
    .max(max, { message: `must be ${max} characters or fewer` });

/** A valid IANA time zone name, as `Intl` knows it. */
export const timeZoneSchema = text().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  },
  { message: "must be a time zone such as America/Chicago" },
);

/** The profile's text fields a teacher changes with PATCH /api/v1/me (requirements "Profile"). */
export const PROFILE_TEXT_FIELDS = [
  "name",
  "firstName",
  "lastName",
  "role",
  "organization",
  "organizationType",
  "experienceLevel",
  "goals",
  "studentCount",
  "timeZone",
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/**
 * Fields of the profile only the server sets (plan, quota, identity, dates): naming one in
 * PATCH /api/v1/me is refused with 403 (requirements "Profile"). Compared without case or "_", so
 * `plan_type` and `planType` are the same field.
 */
export const PROTECTED_PROFILE_FIELDS = [
  "id",
  "userId",
  "email",
  "emailVerified",
  "planType",
  "plan",
  "subscriptionStatus",
  "subscriptionStartDate",
  "trialEndDate",
  "notesGeneratedThisMonth",
  "maxStudents",
  "authRole",
  "banned",
  "createdAt",
  "updatedAt",
] as const;

/**
 * PATCH /api/v1/me body (requirements "Profile"): only truthy text fields are applied (an empty string changes
 * nothing); onboardingCompleted and profilePicture are applied when defined; name becomes
 * `firstName + " " + lastName` when both are given.
 */
export const updateProfileInput = z.strictObject({
  name: profileText(TEXT_LIMITS.name).optional(),
  firstName: profileText(100).optional(),
  lastName: profileText(100).optional(),
  role: profileText().optional(),
  organization: profileText().optional(),
  organizationType: profileText().optional(),
  experienceLevel: profileText().optional(),
  goals: profileText(2000).optional(),
  studentCount: profileText(20).optional(),
  onboardingCompleted: z.boolean().optional(),
  profilePicture: text().max(2000).nullable().optional(),
  timeZone: timeZoneSchema.optional(),
  /**
   * The values of the changed text fields as the form loaded them. A field another tab or device
   * has since changed to something else is a 409 conflict (requirements "Profile").
   */
  expected: z.partialRecord(z.enum(PROFILE_TEXT_FIELDS), text().max(2000).nullable()).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
export type UpdateProfileData = z.output<typeof updateProfileInput>;
