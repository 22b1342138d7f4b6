/**
 * Reading an export ZIP for a restore (requirements "Export and restore" → "Restore"): the manifest
 * and the JSON files of `EXPORT_FILES`, each parsed with the API's own shape
 * (`shared/contracts/data-export.ts`) made strict where the database needs it — calendar dates
 * `YYYY-MM-DD` between 1900 and 2100, whole numbers for minutes, no NUL character or lone surrogate
 * in any text — so that a file that fails is a 400 naming the file and the row, never a 500. The CSV
 * twins, README.txt and the notes' PDFs are not read (the JSON holds everything they hold).
 */
import { z } from "zod";
import {
  preferencesSchema as apiPreferencesSchema,
  REMINDER_LEAD_DAYS,
} from "../../../shared/contracts/account.ts";
import { isoDate, isoDateTime, textProblem } from "../../../shared/contracts/common.ts";
import { contactSchema } from "../../../shared/contracts/contacts.ts";
import {
  EXPORT_FILES,
  type ExportFile,
  type ExportManifest,
  exportedConsentSchema,
  exportedIepSchema,
  exportedSignatureSchema,
  exportManifestSchema,
} from "../../../shared/contracts/data-export.ts";
import { deadlineSchema } from "../../../shared/contracts/deadlines.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { goalSchema, progressEntrySchema } from "../../../shared/contracts/goals.ts";
import { meetingDetailSchema } from "../../../shared/contracts/meetings.ts";
import { noteSchema } from "../../../shared/contracts/notes.ts";
import { serviceSchema, serviceSessionSchema } from "../../../shared/contracts/services.ts";
import { studentSchema } from "../../../shared/contracts/students.ts";
import { AppError } from "../../lib/app-error.ts";
import { looksLikeZip, readZipEntries, type ZipLimits } from "../../lib/zip-entries.ts";

/** The name of an export's JSON file for `file` (at the root of the ZIP), e.g. `students.json`. */
export const jsonEntryName = (file: ExportFile) => `${file}.json`;
const MANIFEST = "manifest.json";

/**
 * Limits of a restore archive: an export holds a manifest, 14 JSON files, their CSV twins, README.txt
 * and one PDF per note; a 50 MB upload of well-compressed JSON may expand to a few hundred MB, of
 * which only the JSON is inflated.
 */
export const RESTORE_ZIP_LIMITS = { maxEntries: 100_000, maxExpandedBytes: 400 * 1024 * 1024 };

/** The answer to a file that is not an export of this app (requirements "Export and restore" → "Restore"). */
export const NOT_AN_EXPORT =
  'This is not an export from IEP Workspace. Choose the ZIP that "Download all my data" saved, without unpacking or changing it.';

const notAnExport = () => new AppError(415, ErrorCode.IMPORT_FILE_TYPE, NOT_AN_EXPORT);

const date = isoDate;
const nullableDate = isoDate.nullable();
const instant = isoDateTime;
const wholeMinutes = z.number().int().min(0).max(100_000);

/** Each JSON file's row shape: the API's own schema with the database's stricter needs. */
const ROW_SCHEMAS = {
  students: studentSchema.extend({
    dateOfBirth: nullableDate,
    annualMeetingDueDate: nullableDate,
    lastEvaluationDate: nullableDate,
    dateAdded: date,
  }),
  goals: goalSchema.extend({ baselineDate: date, targetDate: nullableDate }),
  "progress-entries": progressEntrySchema.extend({ entryDate: date }),
  notes: noteSchema.extend({ date, draftedOfflineAt: instant.optional() }),
  meetings: meetingDetailSchema.extend({
    scheduledDate: instant,
    durationMinutes: wholeMinutes,
  }),
  deadlines: deadlineSchema.extend({ dueDate: date }),
  services: serviceSchema.extend({ startDate: date, endDate: date, minutes: wholeMinutes }),
  "service-sessions": serviceSessionSchema.extend({
    date,
    minutes: wholeMinutes,
    groupSize: z.number().int().min(1).max(1000).nullable(),
    groupId: z.uuid().nullable(),
  }),
  "parent-contacts": contactSchema.extend({ date, followUpDate: nullableDate }),
  ieps: exportedIepSchema.extend({ startDate: date, endDate: date, finalizedAt: instant.nullable() }),
  "iep-signatures": exportedSignatureSchema.extend({
    documentSha256: z.string().regex(/^[0-9a-f]{64}$/, { message: "must be a SHA-256 in hex" }),
    signedAt: instant,
    voidedAt: instant.nullable(),
  }),
  "iep-consents": exportedConsentSchema.extend({ respondedOn: date }),
} as const;

/** The preferences object, its lead time within the range the settings accept. */
const preferencesSchema = apiPreferencesSchema.extend({
  reminderLeadDays: z.number().int().min(REMINDER_LEAD_DAYS.min).max(REMINDER_LEAD_DAYS.max),
});

type RowFile = keyof typeof ROW_SCHEMAS;

/** The rows of an export, by file, as parsed (notifications are never read; see `readExport`). */
export type ExportRows = { [F in RowFile]: z.output<(typeof ROW_SCHEMAS)[F]>[] };

/** What a restore reads from an export ZIP. */
export interface ExportContents {
  manifest: ExportManifest;
  rows: ExportRows;
  /** The teacher's preferences (null when the export has none, e.g. one student's record). */
  preferences: z.output<typeof preferencesSchema> | null;
}

/** The 400 of a file that is in the export but fails its shape: which file, which row, what. */
function badFile(file: string, message: string): AppError {
  return new AppError(400, ErrorCode.VALIDATION_ERROR, `${file}: ${message}`, {
    fields: [`${file}: ${message}`],
  });
}

/** The first string anywhere in `value` that no text field accepts (NUL, lone surrogate…), as its problem. */
function textProblemIn(value: unknown): string | null {
  if (typeof value === "string") return textProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = textProblemIn(item);
      if (found) return found;
    }
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = textProblemIn(key) ?? textProblemIn(item);
      if (found) return found;
    }
  }
  return null;
}

function parseJson(name: string, bytes: Buffer | undefined): unknown {
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw badFile(name, "is not valid JSON. Download the export again.");
  }
}

const issueText = (issue: z.core.$ZodIssue) =>
  `${issue.path.length > 0 ? `${issue.path.join(".")}: ` : ""}${issue.message}`;

/** One JSON file's rows; a missing file reads as none. @throws AppError 400 naming the file and row. */
function rowsOf<F extends RowFile>(file: F, entries: Map<string, Buffer>): ExportRows[F] {
  const name = jsonEntryName(file);
  const json = parseJson(name, entries.get(name));
  if (json === undefined) return [];
  if (!Array.isArray(json)) throw badFile(name, "must hold a list of records.");
  const schema = ROW_SCHEMAS[file];
  return json.map((row, index) => {
    const where = `row ${index + 1}`;
    const problem = textProblemIn(row);
    if (problem) throw badFile(name, `${where}: a text ${problem}`);
    const parsed = schema.safeParse(row);
    if (!parsed.success) throw badFile(name, `${where}: ${parsed.error.issues.map(issueText).join("; ")}`);
    return parsed.data;
  }) as ExportRows[F];
}

/**
 * Reads an uploaded export ZIP: the manifest, then every JSON file of `EXPORT_FILES` but
 * notifications (`limits`: the archive's, `RESTORE_ZIP_LIMITS` unless a test sets smaller; requirements "Export and restore" → "Restore": not restored).
 * @throws AppError 415 IMPORT_FILE_TYPE (not a ZIP, no manifest, another format or version);
 *   400 IMPORT_FILE_UNREADABLE (a damaged archive, a zip bomb; `readZipEntries`);
 *   400 VALIDATION_ERROR naming the file and the row that fails its shape.
 */
export async function readExport(
  bytes: Uint8Array,
  limits: ZipLimits = RESTORE_ZIP_LIMITS,
): Promise<ExportContents> {
  if (!looksLikeZip(bytes)) throw notAnExport();
  const wanted = new Set([MANIFEST, ...EXPORT_FILES.map(jsonEntryName)]);
  const entries = await readZipEntries(bytes, limits, (name) => wanted.has(name));
  let manifestJson: unknown;
  try {
    manifestJson = parseJson(MANIFEST, entries.get(MANIFEST));
  } catch {
    throw notAnExport();
  }
  const manifest = exportManifestSchema.safeParse(manifestJson);
  if (!manifest.success) throw notAnExport();
  const preferencesJson = parseJson(jsonEntryName("preferences"), entries.get(jsonEntryName("preferences")));
  let preferences: ExportContents["preferences"] = null;
  if (preferencesJson !== undefined && preferencesJson !== null) {
    const parsed = preferencesSchema.safeParse(preferencesJson);
    if (!parsed.success) throw badFile("preferences.json", parsed.error.issues.map(issueText).join("; "));
    preferences = parsed.data;
  }
  const rows = Object.fromEntries(
    (Object.keys(ROW_SCHEMAS) as RowFile[]).map((file) => [file, rowsOf(file, entries)]),
  ) as ExportRows;
  return { manifest: manifest.data, rows, preferences };
}
