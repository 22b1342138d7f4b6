/**
 * Dates and measured values in the words a teacher reads, shared by goals, progress entries and the
 * parent report (requirements "Progress entries", requirements "Parent progress report").
 */
import { formatValue as formatNumber } from "@shared/domain/progress-report";
import { format, isValid, parseISO } from "date-fns";

/** `YYYY-MM-DD` of `date` in local time (a teacher's "today"). */
export function localIsoDate(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** "Sep 1, 2026" for a `YYYY-MM-DD` date; the raw text when it does not parse. */
export function formatDay(iso: string, withYear = true): string {
  const d = parseISO(iso);
  return isValid(d) ? format(d, withYear ? "MMM d, yyyy" : "MMM d") : iso;
}

/**
 * "48 words correct per minute", "48" (no unit), "No score" (null). Up to 2 decimals, no trailing
 * zeros: the shared `formatValue`, so the screens print values as the parent report PDF does.
 */
export function formatValue(value: number | null | undefined, unit: string | null): string {
  return formatNumber(value, unit, "No score");
}
