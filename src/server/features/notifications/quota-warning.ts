/**
 * Note-quota warnings in the notification list (requirements "Notifications", "Note quota"): when a
 * free-plan teacher has used 8 of the 10 notes of the month, and when all 10 are used — each once a
 * month (`dedupeKey` quota:<month start>:<used>).
 */
import type { Runner } from "../../db/client.ts";
import { addNotification } from "./notifications.service.ts";

/** Notes left when the first warning is written. */
export const QUOTA_WARNING_REMAINING = 2;

/**
 * Writes the warning that `used` notes of `limit` call for, if any (none for unlimited plans).
 * @param monthStart the first instant of the teacher's month (names the month in the key).
 */
export async function warnAboutQuota(
  db: Runner,
  userId: string,
  quota: { used: number; limit: number | null },
  monthStart: Date,
  now: Date,
): Promise<void> {
  const { used, limit } = quota;
  if (limit === null) return;
  const left = limit - used;
  if (left !== QUOTA_WARNING_REMAINING && left !== 0) return;
  await addNotification(
    db,
    {
      userId,
      type: "quota_warning",
      title: left === 0 ? "Monthly note limit reached" : "Notes running low",
      body:
        left === 0
          ? `You have used all ${limit} notes of the free plan this month.`
          : `You have used ${used} of your ${limit} free notes this month.`,
      link: "/dashboard/account",
      dedupeKey: `quota:${monthStart.toISOString()}:${used}`,
    },
    now,
  );
}
