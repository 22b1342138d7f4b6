/**
 * The exports feature's public module (decision 020): the router `app.ts` mounts.
 */
export { createExportRoutes } from "./exports.routes.ts";
