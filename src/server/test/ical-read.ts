/**
 * Reads iCalendar text back with ical.js (an independent RFC 5545 parser), for the meeting
 * invitation and calendar feed tests. Not a test file.
 */
import ICAL from "ical.js";

/** One VEVENT as the tests compare it. */
export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  start: string;
  /** DATE value (all-day) → `YYYY-MM-DD`; else null. */
  allDayDate: string | null;
  end: string | null;
  status: string | null;
  location: string | null;
  attendees: string[];
}

/** The calendar's METHOD (null when absent) and its events. @throws when the text is not iCalendar. */
export function readCalendar(text: string): { method: string | null; events: ParsedEvent[] } {
  const cal = new ICAL.Component(ICAL.parse(text));
  const method = cal.getFirstPropertyValue("method");
  const events = cal.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      sequence: e.sequence,
      summary: e.summary,
      start: e.startDate.toJSDate().toISOString(),
      allDayDate: e.startDate.isDate ? e.startDate.toString() : null,
      end: e.endDate && !e.startDate.isDate ? e.endDate.toJSDate().toISOString() : null,
      status: (v.getFirstPropertyValue("status") as string | null) ?? null,
      location: e.location ?? null,
      attendees: e.attendees.map((a) => String(a.getFirstValue()).toLowerCase()),
    };
  });
  return { method: method === null ? null : String(method), events };
}
