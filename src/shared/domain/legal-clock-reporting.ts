/**
 * The teacher's progress-reporting periods (requirements "Deadlines"): IDEA asks for periodic reports
 * to parents on each annual goal, "such as through the use of quarterly or other periodic reports,
 * concurrent with the issuance of report cards" — 34 CFR §300.320(a)(3). The school sets the periods,
 * so the teacher chooses them: a preset (quarterly, trimester, semester) or their own dates. Dates are
 * month-days `MM-DD` repeated every school year; the legal clock's next progress report is the first
 * of them after the last report closed (`nextReportingDate` in `legal-clock.ts`).
 */

/** The presets a teacher picks from; `custom` is any other list. */
export const REPORTING_PRESETS = {
  /** End of October, January, March and mid-June: four report cards a year. */
  quarterly: ["10-31", "01-31", "03-31", "06-15"],
  /** End of November, mid-March and mid-June: three report cards a year. */
  trimester: ["11-30", "03-15", "06-15"],
  /** End of January and mid-June: two report cards a year. */
  semester: ["01-31", "06-15"],
} as const satisfies Record<string, readonly string[]>;

export type ReportingPreset = keyof typeof REPORTING_PRESETS | "custom";
export const REPORTING_PRESET_NAMES = ["quarterly", "trimester", "semester", "custom"] as const;

/** The dates used while the teacher has set none: quarterly. */
export const DEFAULT_REPORTING_DATES: readonly string[] = REPORTING_PRESETS.quarterly;

/** At most this many reporting dates a year (one a month). */
export const MAX_REPORTING_DATES = 12;

/** The school year starts in August: reporting dates are listed from August to July. */
export const SCHOOL_YEAR_START_MONTH = 8;

/** True when `value` is a month-day `MM-DD` that exists in a leap year (`02-29` included). */
export function isReportingDate(value: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
}

/** Sort key of a month-day in school-year order (August first). */
function schoolYearKey(monthDay: string): string {
  const month = Number(monthDay.slice(0, 2));
  const shifted = (month - SCHOOL_YEAR_START_MONTH + 12) % 12;
  return `${String(shifted).padStart(2, "0")}-${monthDay.slice(3)}`;
}

/**
 * The valid dates of `dates`, each once, in school-year order (August to July). Invalid entries are
 * dropped; the caller decides whether an empty result means "the default".
 */
export function normalizeReportingDates(dates: readonly string[]): string[] {
  const unique = [...new Set(dates.filter(isReportingDate))];
  return unique.sort((a, b) => schoolYearKey(a).localeCompare(schoolYearKey(b)));
}

/** The preset `dates` equal (in any order), else `custom`; an empty list is the quarterly default. */
export function reportingPresetOf(dates: readonly string[]): ReportingPreset {
  const list = normalizeReportingDates(dates);
  if (list.length === 0) return "quarterly";
  for (const name of ["quarterly", "trimester", "semester"] as const) {
    const preset = normalizeReportingDates(REPORTING_PRESETS[name]);
    if (preset.length === list.length && preset.every((d, i) => d === list[i])) return name;
  }
  return "custom";
}
