/**
 * Export and restore contract (requirements "Export and restore"): everything a teacher keeps, as a
 * ZIP, and a restore of that ZIP into an account.
 *
 *   GET  /api/v1/export                          → 200 application/zip, the whole caseload (streamed)
 *   GET  /api/v1/students/:studentId/export      → 200 application/zip; `?format=pdf`: one PDF with every section
 *   POST /api/v1/restore                         multipart `file` (an export ZIP) → 200 RestoreResult
 *
 * The ZIP (`EXPORT_FILES`): `manifest.json`; one JSON file per table, each an array of the API's own
 * shapes (`studentSchema`, `goalSchema`, `progressEntrySchema`, `noteSchema`, `meetingDetailSchema`
 * with its attendees, `deadlineSchema`, `serviceSchema`, `serviceSessionSchema`, `contactSchema`,
 * `exportedIepSchema`, `exportedSignatureSchema`, `exportedConsentSchema`, `notificationSchema`, and
 * `preferencesSchema` as one object), so that what the screens show and what
 * the export holds are one shape; the same tables as CSV under `csv/`; `README.txt` describing every
 * file and field; the PDF of every note under `notes/`.
 */
import { z } from "zod";
import { consentSchema, IEP_DOCUMENT_LANGUAGES, iepSchema, signatureSchema } from "./ieps.ts";

/** The restore upload's path (its body is multipart: lib/json-bodies.ts lets it through). */
export const RESTORE_PATH = "/api/v1/restore";
/** Largest export ZIP a restore accepts (bytes). */
export const RESTORE_MAX_BYTES = 50 * 1024 * 1024;

/** The export's format name and version, in `manifest.json`. */
export const EXPORT_FORMAT = "iep-workspace-export";
export const EXPORT_VERSION = 1;

/** The JSON files of an export, each with its CSV twin `csv/<name>.csv` (preferences: one object). */
export const EXPORT_FILES = [
  "students",
  "goals",
  "progress-entries",
  "notes",
  "meetings",
  "deadlines",
  "services",
  "service-sessions",
  "parent-contacts",
  "ieps",
  "iep-signatures",
  "iep-consents",
  "notifications",
  "preferences",
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

/**
 * What a final IEP printed besides its own columns, frozen when it was finalized (the student's name,
 * date of birth and grade, the meeting and its attendees, the teacher's zone, the document's language;
 * the database's `ieps.printed`), so the signed document reads the same after a restore.
 */
export const exportedIepPrintedSchema = z.object({
  student: z.object({ name: z.string(), dateOfBirth: z.string().nullable(), grade: z.string().nullable() }),
  meeting: z
    .object({
      scheduledDate: z.string(),
      attendees: z.array(z.object({ name: z.string(), role: z.string() })),
    })
    .nullable(),
  timeZone: z.string().nullable(),
  language: z.enum(IEP_DOCUMENT_LANGUAGES),
});

/**
 * `ieps.json`: one IEP version (requirements "IEP versions") as the API answers it, with what the
 * API does not show: `printed` (null on a draft) and who finalized it (`finalizedByName`, an account
 * name; null when not finalized or when that account is gone).
 */
export const exportedIepSchema = iepSchema.extend({
  printed: exportedIepPrintedSchema.nullable(),
  finalizedByName: z.string().nullable(),
});
export type ExportedIep = z.infer<typeof exportedIepSchema>;

/**
 * `iep-signatures.json`: a signature as the API answers it, without `valid` (which compares the
 * stored `documentSha256` with the document's hash now: the reader compares; requirements
 * "Signatures and consent").
 */
export const exportedSignatureSchema = signatureSchema.omit({ valid: true });
export type ExportedSignature = z.infer<typeof exportedSignatureSchema>;

/** `iep-consents.json`: a parent's consent answer, as the API answers it. */
export const exportedConsentSchema = consentSchema;

/** `manifest.json`: what the ZIP is, when it was made, and how many rows each file holds. */
export const exportManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  /** `caseload` (everything) or `student` (one student's record). */
  scope: z.enum(["caseload", "student"]),
  counts: z.record(z.string(), z.number().int()),
  /**
   * The attachments in the ZIP (requirements "Attachments"), each under `files/<student>/`; absent
   * in exports made before attachments. A restore does not bring them back (it says so).
   */
  files: z
    .array(
      z.object({
        path: z.string(),
        studentId: z.string(),
        iepId: z.string().nullable(),
        fileName: z.string(),
        contentType: z.string(),
        sizeBytes: z.number().int(),
        sha256: z.string(),
        category: z.string(),
        uploadedAt: z.string(),
      }),
    )
    .optional(),
  /**
   * How many signing links parents were sent for the IEPs in the export (requirements "Signatures and
   * consent"). Only the count: a link's token is known to this server by its hash alone, so the link
   * works nowhere else; a restore does not bring links back (it says so). Absent in older exports.
   */
  signingLinks: z.number().int().min(0).optional(),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;
/** One attachment of an export's manifest. */
export type ExportedFileEntry = NonNullable<ExportManifest["files"]>[number];

/**
 * POST /api/v1/restore query: `dryRun=true` reads and checks the export and answers what a restore
 * would write, writing nothing (the screen's confirmation names it before anything is written).
 */
export const restoreQuery = z.strictObject({
  dryRun: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
});

/** POST /api/v1/restore's answer: rows restored per file, and rows skipped with the reason. */
export const restoreResultSchema = z.object({
  restored: z.record(z.string(), z.number().int()),
  skipped: z.array(z.object({ file: z.string(), index: z.number().int(), message: z.string() })),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

/** GET /api/v1/students/:studentId/export's path parameter (an id that is not a UUID: 404 like a missing student). */
export const studentExportParam = z.object({ studentId: z.uuid({ message: "Student not found" }) });

/** GET /api/v1/students/:studentId/export's query: `zip` (default, the export ZIP of one student) or `pdf` (one PDF). */
export const studentExportQuery = z.strictObject({
  format: z.enum(["zip", "pdf"], { message: 'must be "zip" or "pdf"' }).optional(),
});
export type StudentExportQuery = z.infer<typeof studentExportQuery>;
