/**
 * The goals feature's public module (decision 020): the router `app.ts` mounts, and what other features
 * call: a student's goals with their progress view (notes, reports, the writing assistant), the
 * teacher's "today" (exports, reports) and the goal 404 of progress entries.
 */
export { createGoalRoutes } from "./goals.routes.ts";
export { GOAL_MESSAGES, goalNotFound, listGoals, teacherToday } from "./goals.service.ts";
