/**
 * Per-user browser storage (requirements "Local storage"; requirements "Sessions and sign-out": "Logout clears the cached students,
 * cached notes and the user"). Every per-user key in this client starts with `iep:<userId>:`, so one
 * prefix removal forgets a teacher's data on this device.
 */
import { removeStoredByPrefix, writeStored } from "../../../lib/storage";

/** The prefix shared by all of a user's keys. */
export const userStoragePrefix = (userId: string) => `iep:${userId}:`;

/** requirements "Local storage": "last activity time": when the teacher last pressed a key, clicked, scrolled or touched (ms). */
export const lastActivityKey = (userId: string) => `${userStoragePrefix(userId)}last-activity`;

/** Forgets everything this device stored for `userId` (cached students, cached notes, drafts, activity). */
export function forgetUserData(userId: string): void {
  removeStoredByPrefix(userStoragePrefix(userId));
}

/**
 * Records "active now" for a fresh session, so a stale last-activity time from an earlier session on
 * this device never signs the teacher straight out again (requirements "Sessions and sign-out" inactivity auto-logout).
 */
export function markActiveNow(userId: string, now = Date.now()): void {
  writeStored(lastActivityKey(userId), now);
}
