/**
 * The notes feature's public module (decision 020): the router `app.ts` mounts, and what other features
 * call: one note (exports) and the teacher's quota (the profile).
 */
export { getQuotaStatus } from "./note-quota.service.ts";
export { createNotesRoutes } from "./notes.routes.ts";
export { getNote, listNotes } from "./notes.service.ts";
