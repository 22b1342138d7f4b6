/**
 * The teacher's progress-report dates as stored (requirements "Deadlines"; 34 CFR §300.320(a)(3)): the
 * `reporting_dates` column of `user_preferences`, written by `reporting-dates.service.ts` and read here
 * by the legal clock (`deadline-sync.ts`) and `GET /reporting-dates`.
 */
import { eq } from "drizzle-orm";
import {
  DEFAULT_REPORTING_DATES,
  normalizeReportingDates,
} from "../../../shared/domain/legal-clock-reporting.ts";
import type { Db } from "../../db/client.ts";
import { userPreferences } from "../../db/schema/index.ts";

/** The stored dates `MM-DD` of `userId` (valid ones, school-year order), else the quarterly default. */
export async function readReportingDates(db: Pick<Db, "select">, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ dates: userPreferences.reportingDates })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  const dates = normalizeReportingDates(Array.isArray(row?.dates) ? row.dates : []);
  return dates.length > 0 ? dates : [...normalizeReportingDates(DEFAULT_REPORTING_DATES)];
}
