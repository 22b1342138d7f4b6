/**
 * The files feature's public module (decision 020): the router `app.ts` mounts (requirements
 * "Attachments"), which requests are uploads (multipart bodies, their own body limit).
 */
export { createFileRoutes, fileBodyLimit, isFileUpload } from "./files.routes.ts";
