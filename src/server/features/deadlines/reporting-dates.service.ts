/**
 * The teacher's progress-report dates (requirements "Deadlines"; 34 CFR §300.320(a)(3)), kept in the
 * `reporting_dates` column of `user_preferences` (null: the quarterly default). Changing them moves the
 * pending progress-report deadline of every student of the teacher, in the same transaction.
 */
import { eq } from "drizzle-orm";
import type { ReportingDates } from "../../../shared/contracts/deadlines.ts";
import { normalizeReportingDates, reportingPresetOf } from "../../../shared/domain/legal-clock-reporting.ts";
import type { Db } from "../../db/client.ts";
import { students, userPreferences } from "../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import { syncStudentDeadlines } from "./deadline-sync.ts";
import { readReportingDates } from "./reporting-dates.ts";

/** GET /reporting-dates: the dates and the preset they match. */
export async function getReportingDates(db: Pick<Db, "select">, userId: string): Promise<ReportingDates> {
  const dates = await readReportingDates(db, userId);
  return { preset: reportingPresetOf(dates), dates };
}

/**
 * Saves the teacher's dates (merged, school-year order; the preferences row is created when missing)
 * and brings every student's computed deadlines in line, so the pending progress report moves.
 * @param dates valid `MM-DD` month-days (the route's contract checked them), 1–12 of them.
 */
export async function setReportingDates(
  db: Db,
  userId: string,
  dates: readonly string[],
  now: Date,
): Promise<ReportingDates> {
  const list = normalizeReportingDates(dates);
  await db.transaction(async (tx) => {
    await tx
      .insert(userPreferences)
      .values({ userId, reportingDates: list, updatedAt: now })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { reportingDates: list, updatedAt: now } });
    const own = await tx.select({ id: students.id }).from(students).where(eq(students.userId, userId));
    for (const s of own) await syncStudentDeadlines(tx, userId, s.id, now);
    await recordAudit(tx, {
      userId,
      action: "preferences.reporting_dates",
      entity: "user_preferences",
      entityId: userId,
      detail: { count: list.length },
    });
  });
  return { preset: reportingPresetOf(list), dates: list };
}
