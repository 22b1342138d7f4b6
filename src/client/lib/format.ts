/**
 * Dates and measured values in the words a teacher reads, shared by goals, progress entries and the
 * parent report (requirements "Progress entries", requirements "Parent progress report").
 */
import type { ProPrice } from "@shared/contracts/billing";
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

const PER: Record<NonNullable<ProPrice["interval"]>, string> = {
  day: "a day",
  week: "a week",
  month: "a month",
  year: "a year",
};

/**
 * Pro's price in the teacher's words (requirements "Plans and trial"): "$9.00 a month", "€90.00 a
 * year", "¥1,000 a month". The amount is in the currency's minor unit; `Intl.NumberFormat` gives
 * the currency's own number of decimals (2 for USD, 0 for JPY) and the locale's symbol and grouping.
 * @param locale a BCP 47 tag; the browser's language when omitted.
 * @throws RangeError when `price.currency` is not an ISO 4217 code.
 */
export function formatProPrice(price: ProPrice, locale?: string): string {
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: price.currency.toUpperCase() });
  const decimals = money.resolvedOptions().maximumFractionDigits ?? 2;
  const amount = money.format(price.amount / 10 ** decimals);
  return price.interval ? `${amount} ${PER[price.interval]}` : amount;
}

/**
 * `bytes` for people: "512 KB", "2.4 MB" (1 MB = 1,048,576 bytes; 1 KB = 1,024 bytes), for a download's
 * progress (requirements "Export and restore") and an attachment's size (requirements "Attachments").
 */
export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${mb.toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / 1024))} KB`;
}
