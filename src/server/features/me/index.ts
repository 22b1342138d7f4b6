/**
 * The profile feature's public module (decision 020): the router `app.ts` mounts, and the profile answer
 * the account routes give back after a change.
 */
export { withCatalogueDefault } from "./catalogue-default.ts";
export { createMeRoutes } from "./me.routes.ts";
export { getProfile } from "./me.service.ts";
