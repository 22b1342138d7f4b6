/**
 * Document exports contract (requirements "Exports").
 *
 *   POST /api/v1/exports/note/:id?format=pdf|docx      → the saved note as a file download
 *   POST /api/v1/exports/iep-draft {studentId, sections, format} → the IEP draft as a file download
 */
import { z } from "zod";
import { text } from "./common.ts";

/** The file formats a document can be exported as. */
export const EXPORT_FORMATS = ["pdf", "docx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatSchema = z.enum(EXPORT_FORMATS, {
  message: `must be one of ${EXPORT_FORMATS.join(", ")}`,
});

/** MIME type of each format (the answer's Content-Type). */
export const EXPORT_MIME: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Most sections in one IEP draft export, and the longest section text (characters). */
export const IEP_EXPORT_MAX_SECTIONS = 10;
export const IEP_EXPORT_SECTION_TEXT_MAX = 20_000;
/** Longest section title (characters). */
export const IEP_EXPORT_SECTION_TITLE_MAX = 200;

/** Query of POST /api/v1/exports/note/:id. */
export const noteExportQuery = z.strictObject({ format: exportFormatSchema });
export type NoteExportQuery = z.infer<typeof noteExportQuery>;

/** One section of an IEP draft: a heading and its text (paragraphs separated by blank lines). */
export const iepExportSection = z.strictObject({
  title: text()
    .trim()
    .min(1, { message: "is required" })
    .max(IEP_EXPORT_SECTION_TITLE_MAX, {
      message: `must be ${IEP_EXPORT_SECTION_TITLE_MAX} characters or fewer`,
    }),
  text: text().max(IEP_EXPORT_SECTION_TEXT_MAX, {
    message: `must be ${IEP_EXPORT_SECTION_TEXT_MAX.toLocaleString("en-US")} characters or fewer`,
  }),
});
export type IepExportSection = z.infer<typeof iepExportSection>;

/** POST /api/v1/exports/iep-draft body. */
export const iepDraftExportInput = z.strictObject({
  studentId: z.uuid({ message: "Student not found" }),
  sections: z
    .array(iepExportSection)
    .min(1, { message: "add at least one section" })
    .max(IEP_EXPORT_MAX_SECTIONS, { message: `at most ${IEP_EXPORT_MAX_SECTIONS} sections` }),
  format: exportFormatSchema,
});
export type IepDraftExportInput = z.input<typeof iepDraftExportInput>;
export type IepDraftExportData = z.output<typeof iepDraftExportInput>;
