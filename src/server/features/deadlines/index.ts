/**
 * The deadlines feature's public module (decision 020): the router `app.ts` mounts, and what other
 * features call: the legal clock's sync of one student (students, meetings, in their transaction), of
students just added (a roster import, in its transaction) and of
 * every student (the reminder job's daily run), the deadline list query (dashboard), and a parent
 * contact's `follow_up` deadline (contacts, in its transaction).
 */
export {
  type NewStudentDates,
  syncAllDeadlines,
  syncNewStudentsDeadlines,
  syncStudentDeadlines,
} from "./deadline-sync.ts";
export { createDeadlineRoutes } from "./deadlines.routes.ts";
export { selectDeadlines } from "./deadlines.service.ts";
export {
  type FollowUpChange,
  type FollowUpRequest,
  removeFollowUpDeadline,
  syncFollowUpDeadline,
} from "./follow-up-deadline.ts";
