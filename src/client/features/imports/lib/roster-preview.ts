/**
 * What the roster import screen shows of a preview (requirements "Import", "Roster import"): the
 * counts, the plan-limit sentence, the rows to list and how each field's value is written. Pure
 * functions of the server's `ImportPreview`; the rules themselves are the server's.
 */
import {
  IMPORT_FIELD_LABELS,
  type ImportMapping,
  type ImportPreview,
  type ImportPreviewRow,
  STUDENT_IMPORT_FIELDS,
  type StudentImportField,
} from "@shared/contracts/imports";
import { formatDate } from "@shared/domain/date-format";
import { countOf } from "@shared/domain/plural";

/** The counts at the top of the preview: rows that would be added, rows with problems, duplicates. */
export interface PreviewCounts {
  /** Rows without problems that match no student (they would be added). */
  ready: number;
  /** Rows with at least one problem (never imported). */
  problems: number;
  /** Rows without problems that match a student already in the caseload or earlier in the file. */
  duplicates: number;
}

/** Counts the preview's rows; a row with problems counts only as a problem. */
export function previewCounts(rows: readonly ImportPreviewRow[]): PreviewCounts {
  const counts: PreviewCounts = { ready: 0, problems: 0, duplicates: 0 };
  for (const row of rows) {
    if (row.errors.length > 0) counts.problems++;
    else if (row.duplicate) counts.duplicates++;
    else counts.ready++;
  }
  return counts;
}

/**
 * The plan's student limit in one sentence: "Your plan holds 10 students: 7 more fit." plus, when
 * the ready rows exceed what fits, how many would not be imported. Null without a limit.
 */
export function limitSentence(limit: ImportPreview["limit"], ready: number): string | null {
  if (!limit) return null;
  const holds = `Your plan holds ${countOf(limit.maxStudents, "student")}: `;
  const fit = limit.available === 0 ? "no more fit." : `${limit.available} more fit.`;
  const over =
    ready > limit.available
      ? ` ${countOf(ready - limit.available, "new student")} would not be imported; upgrade to Pro for an unlimited caseload.`
      : "";
  return `${holds}${fit}${over}`;
}

/** Rows to list: all, or only those with problems. */
export function rowsToShow(rows: readonly ImportPreviewRow[], onlyProblems: boolean): ImportPreviewRow[] {
  return onlyProblems ? rows.filter((r) => r.errors.length > 0) : [...rows];
}

/**
 * The fields shown as preview columns: "Student name" first (built from one or two columns), then
 * every other mapped field in the contract's order.
 */
export function previewFields(mapping: ImportMapping): StudentImportField[] {
  const mapped = new Set(Object.values(mapping));
  const fields: StudentImportField[] = [];
  if (mapped.has("name") || mapped.has("firstName") || mapped.has("lastName")) fields.push("name");
  for (const field of STUDENT_IMPORT_FIELDS) {
    if (field === "name" || field === "firstName" || field === "lastName") continue;
    if (mapped.has(field)) fields.push(field);
  }
  return fields;
}

const DATE_FIELDS: ReadonlySet<string> = new Set([
  "dateOfBirth",
  "annualMeetingDueDate",
  "lastIepDate",
  "lastEvaluationDate",
]);

/**
 * One preview cell: a date field's `YYYY-MM-DD` written as "Sep 15, 2026", the name from first and
 * last name when the file has them apart, anything else as the server normalized it; null for none.
 */
export function cellText(row: ImportPreviewRow, field: StudentImportField): string | null {
  let value = row.values[field] ?? null;
  if (field === "name" && !value) {
    const parts = [row.values.firstName, row.values.lastName].filter((p): p is string => !!p);
    value = parts.length > 0 ? parts.join(" ") : null;
  }
  if (value && DATE_FIELDS.has(field)) return formatDate(value);
  return value || null;
}

/** The label of a field name the server reports (a field, or a column name when it is not one). */
export function fieldLabel(field: string): string {
  return field in IMPORT_FIELD_LABELS ? IMPORT_FIELD_LABELS[field as StudentImportField] : field;
}

/**
 * One problem as a sentence: the server's message, which names its field ("Date of birth: …"), as
 * it is; a message that does not gets the field's label in front.
 */
export function problemText(error: { field: string; message: string }): string {
  const label = fieldLabel(error.field);
  return error.message.startsWith(`${label}:`) ? error.message : `${label}: ${error.message}`;
}
