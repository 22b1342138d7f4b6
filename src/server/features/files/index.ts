/**
 * The files feature's public module (decision 020): the router `app.ts` mounts (requirements
 * "Attachments"), which requests are uploads (multipart bodies, their own body limit), the file
 * stores `main.ts` chooses from, and what exports and deletions of students and accounts call.
 */

export { type ExportedFile, exportedFileBytes, filesForExport } from "./file-export.ts";
export {
  diskFileStore,
  fileStoreFromEnv,
  fileStoreOf,
  processFileStore,
  s3FileStore,
} from "./file-store.ts";
export { attachmentDisposition, createFileRoutes, fileBodyLimit, isFileUpload } from "./files.routes.ts";
export { removeStoredFiles, storedFileKeys } from "./files.service.ts";
