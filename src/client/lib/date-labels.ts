/**
 * Dates as the dashboard's first screen writes them, through the browser's own `Intl.DateTimeFormat`
 * in US English (the product's language) and the browser's time zone. The dashboard and the cards
 * on it use these instead of date-fns' `format`, whose token tables and locale are 5 KB of compressed
 * JavaScript the signed-in first load would otherwise carry (architecture "Layout": the dashboard's
 * JavaScript budget). The texts are the ones date-fns wrote with the pattern named on each function;
 * parsing stays with date-fns (`parseISO`, `isValid`).
 */

const formatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", options);

const weekdayMonthDay = formatter({ weekday: "long", month: "long", day: "numeric" });
const monthDay = formatter({ month: "long", day: "numeric" });
const shortDay = formatter({ month: "short", day: "numeric", year: "numeric" });
const shortWeekdayDay = formatter({ weekday: "short", month: "short", day: "numeric", year: "numeric" });
const clock = formatter({ hour: "numeric", minute: "2-digit", hour12: true });

/** "Wednesday, November 25" (date-fns `EEEE, MMMM d`). */
export const formatWeekdayMonthDay = (date: Date): string => weekdayMonthDay.format(date);

/** "December 1" (`MMMM d`). */
export const formatMonthDay = (date: Date): string => monthDay.format(date);

/** "Nov 25, 2026" (`MMM d, yyyy`). */
export const formatShortDay = (date: Date): string => shortDay.format(date);

/** "Wed, Nov 25, 2026" (`EEE, MMM d, yyyy`). */
export const formatShortWeekdayDay = (date: Date): string => shortWeekdayDay.format(date);

/**
 * "3:30 PM" (`h:mm a`). Built from the parts, so the space before AM/PM is a plain one whatever the
 * browser's ICU version puts there (newer ones write a narrow no-break space).
 */
export function formatClock(date: Date): string {
  const parts = clock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()}`;
}
