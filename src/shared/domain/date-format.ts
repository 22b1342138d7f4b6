/**
 * The one way a date reaches a person (requirements "Product and users": dates a person reads): every screen, e-mail
 * and notification writes a calendar day as "Nov 27, 2026" and an instant as "Nov 27, 2026, 10:45 AM"
 * (no seconds), in the reader's language — US English by default, Spanish ("27 nov 2026",
 * "27 nov 2026, 10:45 a.m.") for a family whose record says Spanish. Never ISO text ("2026-11-27")
 * and never the runtime's default locale (`toLocaleString()`), whose form depends on the machine.
 *
 * Built on the platform's `Intl.DateTimeFormat` (ECMA-402), so the browser's first load carries no
 * date library (architecture "Layout": the dashboard's JavaScript budget). Formatters are made once
 * per locale and zone and reused.
 */

/** The languages a date is written in: the product's ("en", US English) and Spanish (US). */
export type DateLanguage = "en" | "es";

const LOCALES: Record<DateLanguage, string> = { en: "en-US", es: "es-US" };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(
  language: DateLanguage,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
) {
  const key = `${language}|${timeZone ?? ""}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[language], { ...options, ...(timeZone ? { timeZone } : {}) });
    cache.set(key, f);
  }
  return f;
}

/**
 * Newer ICU versions put a narrow no-break space (U+202F) before AM/PM and a no-break space inside
 * "a. m." in some versions; plain spaces keep e-mails, searches and tests predictable.
 */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** A `YYYY-MM-DD` calendar day as midnight UTC, or null when it is not one. */
function calendarDay(text: string): Date | null {
  const m = ISO_DAY.exec(text);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) || d.getUTCDate() !== Number(m[3]) ? null : d;
}

export interface DateFormatOptions {
  /** The reader's language; "en" when absent. */
  language?: DateLanguage;
  /**
   * IANA zone the instant is read in (a teacher's zone in an e-mail); the runtime's zone when absent
   * (the browser's, on a screen). Ignored for a `YYYY-MM-DD` calendar day, which has no zone.
   */
  timeZone?: string;
}

/**
 * A day: "Nov 27, 2026" (en) / "27 nov 2026" (es).
 * @param value a `YYYY-MM-DD` calendar day (written as that day whatever the zone), an ISO instant
 *   or a `Date` (the day it is in `timeZone`).
 * @returns the text; a string that is neither a day nor an instant comes back unchanged (never throws).
 */
export function formatDate(value: string | Date, options: DateFormatOptions = {}): string {
  const language = options.language ?? "en";
  if (typeof value === "string" && ISO_DAY.test(value)) {
    const day = calendarDay(value);
    return day ? plainSpaces(formatter(language, "UTC", DAY).format(day)) : value;
  }
  const instant = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return String(value);
  return plainSpaces(formatter(language, options.timeZone, DAY).format(instant));
}

/**
 * An instant to the minute: "Nov 27, 2026, 10:45 AM" (en) / "27 nov 2026, 10:45 a.m." (es); never
 * seconds.
 * @param value an ISO instant or a `Date`.
 * @returns the text; a string that is not an instant comes back unchanged (never throws).
 */
export function formatDateTime(value: string | Date, options: DateFormatOptions = {}): string {
  const instant = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return String(value);
  return plainSpaces(formatter(options.language ?? "en", options.timeZone, DAY_TIME).format(instant));
}

/**
 * A calendar month: "Nov 2026" (en) / "nov 2026" (es).
 * @param value `YYYY-MM`; any other text comes back unchanged.
 */
export function formatMonth(value: string, options: Pick<DateFormatOptions, "language"> = {}): string {
  const m = ISO_MONTH.exec(value);
  if (!m) return value;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return plainSpaces(formatter(options.language ?? "en", "UTC", MONTH).format(d));
}

const DAY: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: "numeric", minute: "2-digit" };
const MONTH: Intl.DateTimeFormatOptions = { year: "numeric", month: "short" };
