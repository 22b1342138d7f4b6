/**
 * The signed-in teacher's profile (requirements "Profile" profile update rules, requirements "Plans and trial" plan
 * status, requirements "Note quota" note limits).
 *
 * Every function takes the session's user id (architecture "Request path") and reads or writes that row only.
 */
import { eq } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  PROFILE_TEXT_FIELDS,
  type Profile,
  type ProfileTextField,
  type UpdateProfileData,
} from "../../../shared/contracts/me.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { getQuotaStatus } from "../notes/index.ts";

type UserRow = typeof users.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toProfile(row: UserRow, quota: Awaited<ReturnType<typeof getQuotaStatus>>): Profile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    organization: row.organization,
    organizationType: row.organizationType,
    experienceLevel: row.experienceLevel,
    goals: row.goals,
    studentCount: row.studentCount,
    onboardingCompleted: row.onboardingCompleted,
    planType: row.planType,
    profilePicture: row.profilePicture,
    subscriptionStatus: row.subscriptionStatus,
    notesGeneratedThisMonth: row.notesGeneratedThisMonth,
    maxStudents: row.maxStudents,
    subscriptionStartDate: iso(row.subscriptionStartDate),
    trialEndDate: iso(row.trialEndDate),
    timeZone: row.timeZone,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    plan: {
      state: quota.plan.state,
      daysRemaining: quota.plan.daysRemaining,
      notesUsedThisMonth: quota.quota.used,
      noteLimit: quota.quota.limit,
      canGenerate: quota.quota.canGenerate,
    },
  };
}

const sessionGone = () => new AppError(401, ErrorCode.UNAUTHENTICATED, messages.notes.notAuthenticated);

/**
 * The profile with its derived plan (requirements "Plans and trial" plan status at `now`; requirements "Note quota"/requirements "Profile" notes used since the
 * first day of the month in the teacher's zone).
 * @throws AppError 401 when the user row no longer exists.
 */
export async function getProfile(db: Db, userId: string, now: Date): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw sessionGone();
  return toProfile(row, await getQuotaStatus(db, userId, now));
}

/**
 * requirements "Profile": "Profile update sends only the fields that are truthy. onboarding_completed and
 * profilePicture are sent when defined. When first_name and last_name are both given, name becomes
 * the two joined by a space." The result of applying `input` to the stored row.
 */
export function profileChanges(input: UpdateProfileData): Partial<UserRow> {
  const changes: Partial<UserRow> = {};
  for (const key of PROFILE_TEXT_FIELDS) {
    const value = input[key]?.trim();
    if (value) changes[key] = value;
  }
  if (changes.firstName && changes.lastName) changes.name = `${changes.firstName} ${changes.lastName}`;
  if (input.onboardingCompleted !== undefined) changes.onboardingCompleted = input.onboardingCompleted;
  // "" clears the picture like null does.
  if (input.profilePicture !== undefined) changes.profilePicture = input.profilePicture || null;
  return changes;
}

/**
 * The changed text fields another tab or device has changed since the form loaded them: the stored
 * value differs from `expected` and from the new value (the same change made twice is no conflict).
 */
export function conflictingFields(
  stored: Partial<UserRow>,
  changes: Partial<UserRow>,
  expected: UpdateProfileData["expected"],
): ProfileTextField[] {
  if (!expected) return [];
  return PROFILE_TEXT_FIELDS.filter((key) => {
    if (!(key in changes) || expected[key] === undefined) return false;
    const now = stored[key] ?? null;
    return now !== (expected[key] ?? null) && now !== changes[key];
  });
}

/**
 * Applies a profile update (requirements "Profile") and returns the new profile. A body with nothing truthy changes
 * nothing and answers the current profile.
 * @throws AppError 401 when the user row no longer exists; 409 "This information is already in
 *   use. Please try different values." (`details.reason` "changed-elsewhere", `details.fields`)
 *   when a changed field no longer holds the value in `input.expected`.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: UpdateProfileData,
  now: Date,
): Promise<Profile> {
  const changes = profileChanges(input);
  if (Object.keys(changes).length > 0) {
    await db.transaction(async (tx) => {
      // The row is locked, so no other update lands between the comparison and the write.
      const [stored] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
      if (!stored) throw sessionGone();
      const fields = conflictingFields(stored, changes, input.expected);
      if (fields.length > 0) {
        throw new AppError(409, ErrorCode.PROFILE_CONFLICT, messages.profile.conflict, {
          reason: "changed-elsewhere",
          fields,
        });
      }
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, userId));
    });
  }
  return getProfile(db, userId, now);
}
