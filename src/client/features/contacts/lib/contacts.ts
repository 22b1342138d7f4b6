/**
 * Small pure helpers over parent contacts (requirements "Parent contact log"): the order the API
 * lists them in, kept after a local change, and a meeting's contacts.
 */
import type { Contact } from "@shared/contracts/contacts";

/** A copy of `contacts` by date descending, then the latest logged first. */
export function sortContactsNewestFirst(contacts: readonly Contact[]): Contact[] {
  return [...contacts].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));
}

/** The contacts tied to `meetingId`, newest first ("Attempts to arrange this meeting"). */
export function contactsOfMeeting(contacts: readonly Contact[], meetingId: string): Contact[] {
  return contacts.filter((c) => c.meetingId === meetingId);
}
