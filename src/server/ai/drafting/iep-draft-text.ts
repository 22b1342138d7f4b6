/**
 * Small text helpers of the IEP draft sections (requirements "IEP draft", "Constants": the default
 * goal date is 30 June of next year).
 */
import type { Student } from "../../../shared/contracts/students.ts";
import { MONTH_NAMES } from "../../../shared/domain/teacher-time.ts";

/** The words used wherever the record has no data for an item (never an invented fact; never saved as data). */
export { NOT_RECORDED } from "../../../shared/domain/iep-placeholder.ts";

/**
 * requirements "Constants": the default goal date is 30 June of next year (the year after `now`'s UTC year),
 * written "June 30, YYYY".
 */
export function defaultGoalDate(now: Date): string {
  return `June 30, ${now.getUTCFullYear() + 1}`;
}

/** "2027-06-30" → "June 30, 2027"; anything else unchanged. */
export function readableDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return `${MONTH_NAMES[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
}

/** Trimmed, non-empty items. */
export const clean = (items: readonly (string | null | undefined)[]) =>
  items.map((s) => (s ?? "").trim()).filter((s) => s !== "");

/** "42 wcpm" (or "42" without a unit). */
export const withUnit = (value: number, unit: string | null) =>
  unit?.trim() ? `${value} ${unit.trim()}` : `${value}`;

/** The `iepGoalTargets` entry whose subject matches the goal's area (case-insensitive), if any. */
export function targetForArea(student: Student, area: string | null): string | null {
  if (!area?.trim()) return null;
  const key = Object.keys(student.iepGoalTargets).find(
    (k) => k.trim().toLowerCase() === area.trim().toLowerCase(),
  );
  return key ? (student.iepGoalTargets[key]?.trim() ?? null) || null : null;
}
