/**
 * The deadlines feature's public module (decision 020): the router `app.ts` mounts, and what other
 * features call: the legal clock's sync of one student (students, meetings, in their transaction) and of
 * every student (the reminder job's daily run), and the deadline list query (dashboard).
 */
export { syncAllDeadlines, syncStudentDeadlines } from "./deadline-sync.ts";
export { createDeadlineRoutes } from "./deadlines.routes.ts";
export { selectDeadlines } from "./deadlines.service.ts";
