/**
 * The imports feature's public module (decision 020): the router `app.ts` mounts (roster and
 * progress-data import, requirements "Import"), the upload paths whose bodies are multipart, their
 * body limit, and the sweep of expired imports for the periodic jobs.
 */
export { sweepExpiredImports } from "./import-store.ts";
export { createImportRoutes, IMPORT_UPLOAD_PATHS, importBodyLimit } from "./imports.routes.ts";
