/**
 * Parent progress report contract (requirements "Parent progress report"; IDEA 34 CFR 300.320(a)(3): the IEP
 * says when periodic reports on the progress toward the annual goals are provided to parents).
 */
import { z } from "zod";
import { isoDate, text } from "./common.ts";

/** Longest teacher narrative per goal (characters). */
export const NARRATIVE_MAX = 2000;

/**
 * POST /api/v1/reports/progress body. `from`..`to` is the reporting period (inclusive calendar dates);
 * `narratives` maps a goal id to the teacher's words for that goal (blank = none).
 */
export const progressReportInput = z
  .strictObject({
    studentId: z.uuid({ message: "Student not found" }),
    from: isoDate,
    to: isoDate,
    narratives: z
      .record(
        z.uuid({ message: "must be keyed by goal id" }),
        text()
          .trim()
          .max(NARRATIVE_MAX, { message: `must be ${NARRATIVE_MAX} characters or fewer` }),
      )
      .refine((o) => Object.keys(o).length <= 100, { message: "at most 100 narratives" })
      .optional(),
  })
  .refine((o) => o.from <= o.to, {
    message: "the end of the reporting period must be on or after its start",
    path: ["to"],
  });
export type ProgressReportInput = z.input<typeof progressReportInput>;
export type ProgressReportData = z.output<typeof progressReportInput>;
