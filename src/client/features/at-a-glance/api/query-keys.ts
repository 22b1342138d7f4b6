/**
 * The at-a-glance feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature, so it holds nothing but keys.
 *
 * The page is kept under the students' key: a change of the student (accommodations, supports) or of
 * their goals' record invalidates it with the caseload, and the device keeps it with the teacher's
 * records, so a page opened once opens offline (architecture "Offline rules").
 */

import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import type { HomeLanguage } from "@shared/contracts/students";

/** One student's page in a language, share-safe or not (GET /api/v1/students/:id/at-a-glance). */
export const atAGlanceKey = (studentId: string, language: HomeLanguage, shareSafe: boolean) =>
  [...STUDENTS_QUERY_KEY, "at-a-glance", studentId, language, shareSafe] as const;
