/**
 * The contacts feature's public module (decision 020): the router `app.ts` mounts (the parent contact
 * log and its PDF, requirements "Parent contact log").
 */
export { createContactRoutes } from "./contacts.routes.ts";
export { selectContacts } from "./contacts.service.ts";
