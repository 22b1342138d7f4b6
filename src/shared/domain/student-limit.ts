/**
 * The plan's student limit (requirements "Plans and trial"): a teacher on the free plan or whose
 * trial has ended holds at most `users.max_students` students (10 unless an administrator changed
 * it); Pro and an active trial have no limit. Every way a student is created obeys it (adding one,
 * a roster import, a restore).
 */
import type { PlanState } from "../contracts/me.ts";

/** Room left under the limit: the limit, the students already in the caseload, how many more fit (≥ 0). */
export interface StudentRoom {
  maxStudents: number;
  existing: number;
  available: number;
}

/**
 * The room of a teacher in plan state `state`.
 * @returns null for Pro and an active trial (no limit).
 */
export function studentRoomOf(state: PlanState, maxStudents: number, existing: number): StudentRoom | null {
  if (state === "pro" || state === "active_trial") return null;
  return { maxStudents, existing, available: Math.max(0, maxStudents - existing) };
}

/** The refusal of one more student (403 `STUDENT_LIMIT_REACHED`, and a roster row's error). */
export function studentLimitMessage(maxStudents: number): string {
  return `Your plan holds up to ${maxStudents} students. Pro removes this limit.`;
}
