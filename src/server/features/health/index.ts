/**
 * The health feature's public module (decision 020): the route `app.ts` mounts.
 */
export { createHealthRoutes } from "./health.routes.ts";
