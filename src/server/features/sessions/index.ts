/**
 * The sessions feature's public module (decision 020): the router `app.ts` mounts.
 */
export { createSessionRoutes } from "./sessions.routes.ts";
