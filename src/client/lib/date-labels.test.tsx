/**
 * The Intl-based date texts read exactly as date-fns' `format` wrote them with the pattern each
 * function names (the screens and their tests were written against those texts).
 */
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  formatClock,
  formatMonthDay,
  formatShortDay,
  formatShortWeekdayDay,
  formatWeekdayMonthDay,
} from "./date-labels";

const DATES = [
  new Date(2026, 0, 1, 0, 5), // midnight hour, a one-digit minute
  new Date(2026, 8, 9, 12, 0), // noon; September's short name
  new Date(2026, 10, 25, 15, 30),
  new Date(2027, 4, 3, 23, 59), // May: the short and long names are the same
  new Date(2028, 1, 29, 9, 7), // a leap day
];

const CASES: [string, (d: Date) => string][] = [
  ["EEEE, MMMM d", formatWeekdayMonthDay],
  ["MMMM d", formatMonthDay],
  ["MMM d, yyyy", formatShortDay],
  ["EEE, MMM d, yyyy", formatShortWeekdayDay],
  ["h:mm a", formatClock],
];

describe("date labels", () => {
  it.each(CASES)("write what date-fns wrote with %s", (pattern, label) => {
    for (const d of DATES) expect(label(d)).toBe(format(d, pattern));
  });

  it("put a plain space before AM/PM", () => {
    expect(formatClock(new Date(2026, 10, 25, 15, 30))).toBe("3:30 PM");
  });
});
