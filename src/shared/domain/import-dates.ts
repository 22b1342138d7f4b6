/**
 * Dates as district exports and spreadsheets write them, read as `YYYY-MM-DD` (requirements "Import":
 * "dates as M/D/YYYY, YYYY-MM-DD, D-Mon-YY and Excel serial numbers (stored as YYYY-MM-DD)").
 * Parsed by `date-fns` against a closed list of forms, strictly (a 13th month or a 31 June is no date).
 *
 * - Slashes and dots are month first (M/D/YYYY, M/D/YY): the form of US student information systems.
 * - A two-digit year is the one within 50 years of `today` (date-fns), so "14-Mar-16" is 2016.
 * - An Excel serial number is days since 1899-12-30 (before March 1900, since 1899-12-31: Excel's
 *   1900 leap-year quirk), accepted from 1 (1900-01-01) to 2958465 (9999-12-31); a time of day is dropped.
 */
import { format, isValid, parse } from "date-fns";

/** The written forms tried, in order (date-fns patterns). */
export const IMPORT_DATE_FORMS = [
  "yyyy-MM-dd",
  "yyyy-M-d",
  "M/d/yyyy",
  "M/d/yy",
  "M-d-yyyy",
  "M.d.yyyy",
  "d-MMM-yy",
  "d-MMM-yyyy",
  "d MMM yyyy",
  "MMM d, yyyy",
  "MMMM d, yyyy",
  "yyyy/M/d",
] as const;

const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);

/**
 * `YYYY-MM-DD` of an Excel serial day number, or null outside 1–2958465. Excel counts a 29 February
 * 1900 that never was (serial 60, null here), so serials below it are one day later than the count
 * from 1899-12-30 says.
 */
export function excelSerialDate(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  const day = Math.floor(serial);
  if (day === 60) return null;
  const shift = day < 60 ? 1 : 0;
  return new Date(EXCEL_EPOCH_UTC + (day + shift) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Reads a date cell.
 * @param text the cell, trimmed or not.
 * @param today the reference day for two-digit years.
 * @returns `YYYY-MM-DD`, or null when the text is no date of the accepted forms.
 */
export function parseImportDate(text: string, today: Date = new Date()): string | null {
  const value = text.trim();
  if (value === "") return null;
  if (/^\d+(\.\d+)?$/.test(value) && !/^\d{8}$/.test(value)) return excelSerialDate(Number(value));
  // ISO with a time ("2026-09-15T00:00:00"), as some exports write dates.
  const isoPrefix = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}/.exec(value)?.[1];
  const candidate = isoPrefix ?? value.replace(/\s+/g, " ");
  for (const form of IMPORT_DATE_FORMS) {
    const parsed = parse(candidate, form, today);
    if (isValid(parsed) && parsed.getFullYear() >= 1900 && parsed.getFullYear() <= 9999) {
      return format(parsed, "yyyy-MM-dd");
    }
  }
  return null;
}
