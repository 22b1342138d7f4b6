/**
 * The reports feature's public module (decision 020): the router `app.ts` mounts.
 */
export { createReportRoutes } from "./reports.routes.ts";
