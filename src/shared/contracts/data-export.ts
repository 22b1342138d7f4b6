/**
 * Export and restore contract (requirements "Export and restore"): everything a teacher keeps, as a
 * ZIP, and a restore of that ZIP into an empty account.
 *
 *   GET  /api/v1/export                          → 200 application/zip, the whole caseload (streamed)
 *   GET  /api/v1/students/:studentId/export      → 200 application/zip (?format=pdf: one PDF)
 *   POST /api/v1/restore                         multipart `file` (an export ZIP) → 200 what was restored
 */

/** The restore upload's path (its body is multipart: lib/json-bodies.ts lets it through). */
export const RESTORE_PATH = "/api/v1/restore";
/** Largest export ZIP a restore accepts (bytes). */
export const RESTORE_MAX_BYTES = 50 * 1024 * 1024;
