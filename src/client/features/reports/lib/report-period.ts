/**
 * Reporting periods for the parent progress report (requirements "Parent progress report": for a
 * student and a reporting period; default: the last 9 weeks). Calendar dates `YYYY-MM-DD` in the
 * teacher's local time; quarters are calendar quarters (Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec); the
 * school year starts on August 1.
 */
import { endOfQuarter, format, isValid, parseISO, startOfQuarter, subDays, subQuarters } from "date-fns";

export interface ReportPeriod {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = ["last9Weeks", "thisQuarter", "lastQuarter", "schoolYear"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PRESET_LABELS: Record<PeriodPreset, string> = {
  last9Weeks: "Last 9 weeks",
  thisQuarter: "This quarter",
  lastQuarter: "Last quarter",
  schoolYear: "School year to date",
};

/** Month (1–12) the school year starts in. */
export const SCHOOL_YEAR_START_MONTH = 8;

const iso = (d: Date) => format(d, "yyyy-MM-dd");

/**
 * The period a preset names on `today` (`YYYY-MM-DD`):
 * - last9Weeks: the 63 days ending today (today − 62 … today);
 * - thisQuarter: the first day of today's calendar quarter … today;
 * - lastQuarter: the whole previous calendar quarter;
 * - schoolYear: August 1 of the current school year … today.
 * @throws RangeError when `today` is not a date.
 */
export function presetPeriod(preset: PeriodPreset, today: string): ReportPeriod {
  const day = parseISO(today);
  if (!isValid(day)) throw new RangeError(`not a date: ${today}`);
  switch (preset) {
    case "last9Weeks":
      return { from: iso(subDays(day, 62)), to: today };
    case "thisQuarter":
      return { from: iso(startOfQuarter(day)), to: today };
    case "lastQuarter": {
      const previous = subQuarters(day, 1);
      return { from: iso(startOfQuarter(previous)), to: iso(endOfQuarter(previous)) };
    }
    case "schoolYear": {
      const year = day.getMonth() + 1 >= SCHOOL_YEAR_START_MONTH ? day.getFullYear() : day.getFullYear() - 1;
      return { from: `${year}-${String(SCHOOL_YEAR_START_MONTH).padStart(2, "0")}-01`, to: today };
    }
  }
}

/** Which preset, if any, gives exactly `period` on `today` (so the picker can show it selected). */
export function matchingPreset(period: ReportPeriod, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((p) => {
      const q = presetPeriod(p, today);
      return q.from === period.from && q.to === period.to;
    }) ?? null
  );
}

/**
 * What is wrong with a period, in words for the form, or null when it is fine: both dates must be
 * real dates, and the end must not be before the start (the server refuses the same, 400).
 */
export function periodProblem(period: ReportPeriod): string | null {
  if (!isValid(parseISO(period.from)) || !/^\d{4}-\d{2}-\d{2}$/.test(period.from)) {
    return "Enter the first day of the reporting period.";
  }
  if (!isValid(parseISO(period.to)) || !/^\d{4}-\d{2}-\d{2}$/.test(period.to)) {
    return "Enter the last day of the reporting period.";
  }
  if (period.from > period.to) return "The end of the reporting period must be on or after its start.";
  return null;
}
