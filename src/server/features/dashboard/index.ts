/**
 * The dashboard feature's public module (decision 020): the router `app.ts` mounts.
 */
export { createDashboardRoutes } from "./dashboard.routes.ts";
