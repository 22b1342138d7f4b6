/**
 * The progress feature's public module (decision 020): the router `app.ts` mounts, a goal's
 * entries for the parent report, and the one insert and update path of a data point (the
 * progress-data import writes through them).
 */
export { createProgressRoutes } from "./progress.routes.ts";
export {
  createCheckedProgressEntries,
  createProgressEntry,
  listProgressEntries,
  updateProgressEntry,
} from "./progress.service.ts";
