/**
 * The signed-in teacher's profile (requirements "Profile" profile update rules, requirements "Plans and trial" plan
 * status, requirements "Note quota" note limits).
 *
 * Every function takes the session's user id (architecture "Request path") and reads or writes that row only.
 */
import { eq } from "drizzle-orm";
import type { Profile, UpdateProfileData } from "../../../shared/contracts/me.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { getQuotaStatus } from "../notes/note-quota.service.ts";

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
    plan: {
      state: quota.plan.state,
      daysRemaining: quota.plan.daysRemaining,
      notesUsedThisMonth: quota.quota.used,
      noteLimit: quota.quota.limit,
      canGenerate: quota.quota.canGenerate,
    },
  };
}

const sessionGone = () => new AppError(401, "UNAUTHENTICATED", messages.notes.notAuthenticated);

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

/** The text fields of requirements "Profile" a teacher may change (app name → `users` column key). */
const TEXT_FIELDS = [
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

/**
 * requirements "Profile": "Profile update sends only the fields that are truthy. onboarding_completed and
 * profilePicture are sent when defined. When first_name and last_name are both given, name becomes
 * the two joined by a space." The result of applying `input` to the stored row.
 */
export function profileChanges(input: UpdateProfileData): Partial<UserRow> {
  const changes: Partial<UserRow> = {};
  for (const key of TEXT_FIELDS) {
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
 * Applies a profile update (requirements "Profile") and returns the new profile. A body with nothing truthy changes
 * nothing and answers the current profile.
 * @throws AppError 401 when the user row no longer exists.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: UpdateProfileData,
  now: Date,
): Promise<Profile> {
  const changes = profileChanges(input);
  if (Object.keys(changes).length > 0) {
    const updated = await db
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw sessionGone();
  }
  return getProfile(db, userId, now);
}
