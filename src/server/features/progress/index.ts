/**
 * The progress feature's public module (decision 020): the router `app.ts` mounts, and a goal's
 * entries for the parent report.
 */
export { createProgressRoutes } from "./progress.routes.ts";
export { listProgressEntries } from "./progress.service.ts";
