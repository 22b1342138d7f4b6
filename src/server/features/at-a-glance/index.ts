/**
 * The at-a-glance feature's public module (decision 020): the router `app.ts` mounts (requirements
 * "IEP at a glance").
 */
export { createAtAGlanceRoutes } from "./at-a-glance.routes.ts";
