/**
 * The checks a browser copy of the caseload goes through (requirements "Student list cache"; architecture
 * "Offline rules"), loaded by `get-students.ts` only when a copy or a projection needs them, so the
 * teacher area's first load holds no zod (architecture "Layout": the signed-in dashboard's JavaScript
 * budget).
 */
import { studentListSchema, studentSummarySchema } from "@shared/contracts/students";
import { z } from "zod";

export { studentListSchema };

/** The summary view of the caseload: each student's list fields only (unknown fields dropped). */
export const storedSummariesSchema = z.array(studentSummarySchema);
