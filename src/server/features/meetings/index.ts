/**
 * The meetings feature's public module (decision 020): the routers `app.ts` mounts (meetings, attendees,
 * the calendar feed and its public route), and what other features call: the meeting list query
 * (dashboard) and a meeting's summary and local time in words (reminder e-mails).
 */
export { createAttendeeRoutes } from "./attendees.routes.ts";
export { createCalendarFeedRoutes, createPublicCalendarRoutes } from "./calendar-feed.routes.ts";
export { meetingSummary } from "./meeting-ical.ts";
export { formatMeetingTime } from "./meeting-mail.ts";
export { attendeesOf, selectMeetings, toAttendee } from "./meeting-store.ts";
export { createMeetingRoutes } from "./meetings.routes.ts";
