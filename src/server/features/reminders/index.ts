/**
 * The reminders feature's public module (decision 020): the reminder job `main.ts` starts. It sits above
 * meetings, deadlines and notifications: it reads the first two and writes to the third.
 */
export { startReminderScheduler } from "./reminder-scheduler.ts";
