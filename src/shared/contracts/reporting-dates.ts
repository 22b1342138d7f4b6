/**
 * The progress-report dates contract (requirements "Deadlines"), re-exported by `deadlines.ts`. A
 * file of its own so the account screen's reporting-dates form checks with it without loading the
 * deadline codes the dashboard loads (architecture "Layout": the signed-in dashboard's budget).
 */
import { z } from "zod";
import {
  isReportingDate,
  MAX_REPORTING_DATES,
  REPORTING_PRESET_NAMES,
} from "../domain/legal-clock-reporting.ts";

/**
 * GET/PATCH /api/v1/reporting-dates answer: the teacher's progress-report dates `MM-DD` in school-year
 * order and the preset they match (`domain/legal-clock-reporting.ts`; quarterly until the teacher sets them).
 */
export const reportingDatesSchema = z.object({
  preset: z.enum(REPORTING_PRESET_NAMES),
  dates: z.array(z.string()),
});
export type ReportingDates = z.infer<typeof reportingDatesSchema>;

/** PATCH /api/v1/reporting-dates body: 1–12 month-days `MM-DD` (duplicates are merged). */
export const updateReportingDatesInput = z.strictObject({
  dates: z
    .array(z.string().refine(isReportingDate, { message: "must be a month and day, MM-DD" }))
    .min(1, { message: "Add at least one reporting date" })
    .max(MAX_REPORTING_DATES, { message: `At most ${MAX_REPORTING_DATES} reporting dates` }),
});
export type UpdateReportingDatesInput = z.infer<typeof updateReportingDatesInput>;
