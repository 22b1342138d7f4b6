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

/** A calendar address property (ORGANIZER, ATTENDEE) as read: its parameters and its value. */
export interface ParsedAddress {
  /** Every parameter the reader found, by lower-case name (e.g. `{cn: "Ana", role: "REQ-PARTICIPANT"}`). */
  params: Record<string, string>;
  /** The address, e.g. `mailto:ana@example.test` (lower case). */
  address: string;
}

/**
 * The ORGANIZER and ATTENDEE properties of each VEVENT with all their parameters, as ical.js reads
 * them, so a test sees any parameter a name smuggled in. @throws when the text is not iCalendar.
 */
export function readParticipants(
  text: string,
): { organizer: ParsedAddress | null; attendees: ParsedAddress[] }[] {
  const cal = new ICAL.Component(ICAL.parse(text));
  const read = (p: ICAL.Property): ParsedAddress => {
    const [, params, , value] = p.toJSON() as [string, Record<string, string>, string, string];
    return { params, address: String(value).toLowerCase() };
  };
  return cal.getAllSubcomponents("vevent").map((v) => {
    const organizer = v.getFirstProperty("organizer");
    return {
      organizer: organizer ? read(organizer) : null,
      attendees: v.getAllProperties("attendee").map(read),
    };
  });
}
