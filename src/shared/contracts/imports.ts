/**
 * Import contract (requirements "Import"): a roster or progress-data file (CSV or Excel .xlsx) is
 * uploaded, its columns mapped to the record's fields, previewed, then committed or discarded.
 *
 *   POST   /api/v1/imports/students               multipart, field `file` → 201 ImportPreview (kind students)
 *   POST   /api/v1/imports/progress               multipart, fields `file` and `goalId` (one goal) or
 *                                                 `studentId` (several goals of one student, matched by a
 *                                                 `goal` column) → 201 ImportPreview (kind progress)
 *   POST   /api/v1/imports/:importId/preview      {mapping} → 200 ImportPreview with that mapping
 *   POST   /api/v1/imports/:importId/commit       {mapping, duplicates} → 200 ImportCommitResult
 *   DELETE /api/v1/imports/:importId              → 204 (the teacher cancelled; nothing was written)
 *
 * An import is kept 24 hours for its own teacher only (another teacher's, an expired or an unknown
 * `importId`: 404 "Import not found").
 */
import { z } from "zod";

/** Largest file accepted (bytes), and most data rows (the header row not counted). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 2_000;
/** Hours a pending import is kept before it must be uploaded again. */
export const IMPORT_KEEP_HOURS = 24;

/** What an import brings in. */
export const IMPORT_KINDS = ["students", "progress"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * The roster fields a column may be mapped to. `name` is "First Last" or "Last, First" in one
 * column; `firstName` + `lastName` build it from two. `lastIepDate` is the date of the IEP in effect
 * (the annual review falls due a year later, 34 CFR 300.324(b)(1)(i)) when no `annualMeetingDueDate`
 * column says it. `parent*` fill the parent contact.
 */
export const STUDENT_IMPORT_FIELDS = [
  "name",
  "firstName",
  "lastName",
  "studentId",
  "dateOfBirth",
  "grade",
  "caseManager",
  "disabilities",
  "annualMeetingDueDate",
  "lastIepDate",
  "lastEvaluationDate",
  "parentName",
  "parentRelationship",
  "parentPhone",
  "parentEmail",
] as const;
export type StudentImportField = (typeof STUDENT_IMPORT_FIELDS)[number];

/** The progress-data fields a column may be mapped to (`goal` only for several goals at once). */
export const PROGRESS_IMPORT_FIELDS = ["date", "score", "note", "goal"] as const;
export type ProgressImportField = (typeof PROGRESS_IMPORT_FIELDS)[number];

export const IMPORT_FIELDS = [...STUDENT_IMPORT_FIELDS, ...PROGRESS_IMPORT_FIELDS] as const;
export type ImportField = StudentImportField | ProgressImportField;

/** Plain words for each field, for the mapping screen. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: "Student name",
  firstName: "First name",
  lastName: "Last name",
  studentId: "Student ID",
  dateOfBirth: "Date of birth",
  grade: "Grade",
  caseManager: "Case manager",
  disabilities: "Disabilities",
  annualMeetingDueDate: "Annual review due",
  lastIepDate: "Date of current IEP",
  lastEvaluationDate: "Last evaluation date",
  parentName: "Parent/guardian name",
  parentRelationship: "Parent/guardian relationship",
  parentPhone: "Parent/guardian phone",
  parentEmail: "Parent/guardian e-mail",
  date: "Date",
  score: "Score",
  note: "Note",
  goal: "Goal",
};

/** What a duplicate does at commit: left as it is, or updated with the file's values. */
export const IMPORT_DUPLICATE_MODES = ["skip", "update"] as const;
export type ImportDuplicateMode = (typeof IMPORT_DUPLICATE_MODES)[number];

/** Column name → the field it fills, or null for a column left out. */
export const importMappingSchema = z.record(
  z.string().max(200),
  z.enum(IMPORT_FIELDS, { message: `must be one of ${IMPORT_FIELDS.join(", ")}, or null` }).nullable(),
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importIdParam = z.object({ importId: z.uuid({ message: "Import not found" }) });

/** POST /api/v1/imports/:importId/preview body. */
export const importPreviewInput = z.strictObject({ mapping: importMappingSchema });
export type ImportPreviewInput = z.infer<typeof importPreviewInput>;

/** POST /api/v1/imports/:importId/commit body. */
export const importCommitInput = z.strictObject({
  mapping: importMappingSchema,
  duplicates: z.enum(IMPORT_DUPLICATE_MODES, { message: 'must be "skip" or "update"' }),
});
export type ImportCommitInput = z.infer<typeof importCommitInput>;

/** One problem with one row: the field (or column) and a sentence a teacher understands. */
export const importRowErrorSchema = z.object({ field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/**
 * One data row as it would be imported: `row` is its row number in the file (the header is row 1
 * when it is the first line), `values` the normalized field values (dates `YYYY-MM-DD`, grades
 * "PK", "K", "1"–"12", disabilities joined with "; "), `errors` why it would not be imported, and
 * `duplicate` what it matches already in the record (a student by ID or by name and date of birth;
 * a data point on the same date of the same goal, in the record or earlier in the file).
 */
export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.string().nullable()),
  errors: z.array(importRowErrorSchema),
  duplicate: z
    .object({ of: z.enum(["record", "file"]), id: z.string().nullable(), label: z.string() })
    .nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** The answer to an upload and to a preview. */
export const importPreviewSchema = z.object({
  importId: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  /** Data rows in the file (the header row not counted). */
  rowCount: z.number().int(),
  columns: z.array(z.string()),
  /**
   * Up to two non-empty cells of each column as the file holds them (before any field's rule), so
   * the mapping screen shows what a column contains, mapped or not.
   */
  samples: z.record(z.string(), z.array(z.string())).optional(),
  mapping: importMappingSchema,
  /** Every data row, in file order. */
  preview: z.array(importPreviewRowSchema),
  /**
   * A roster import on a plan with a student limit: the limit, the students already in the caseload,
   * and how many more fit. Null without a limit and for progress data.
   */
  limit: z
    .object({ maxStudents: z.number().int(), existing: z.number().int(), available: z.number().int() })
    .nullable(),
  /** When the import is forgotten (ISO 8601). */
  expiresAt: z.string(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The answer to a commit. Rows in `errors` were not imported; every other row was (one transaction). */
export const importCommitResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportCommitResult = z.infer<typeof importCommitResultSchema>;
