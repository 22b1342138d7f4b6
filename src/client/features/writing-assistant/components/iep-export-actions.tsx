/**
 * Export an IEP draft (requirements "Exports": "Export … an IEP draft as PDF and as DOCX"): POST
 * /api/v1/exports/iep-draft {studentId, sections, format} and save the file the server names
 * (`iep-draft-<student>-<date>.pdf|docx`). The sections are sent as they stand on screen, edits
 * included; blank sections print "Not written yet.".
 */

import { ExportButtons } from "@client/components/export-buttons";
import { postForFile } from "@client/lib/download-file";
import {
  type ExportFormat,
  IEP_EXPORT_MAX_SECTIONS,
  IEP_EXPORT_SECTION_TEXT_MAX,
  type IepExportSection,
} from "@shared/contracts/exports";

export interface IepDraftExportActionsProps {
  studentId: string;
  /** The draft's sections in order: heading and text (paragraphs separated by blank lines). */
  sections: IepExportSection[];
}

/**
 * Fetches the draft's file.
 * @throws ApiRequestError — 400 naming the bad field, 404 "Student not found", 401, or NETWORK.
 */
export function fetchIepDraftExport(studentId: string, sections: IepExportSection[], format: ExportFormat) {
  return postForFile("/api/v1/exports/iep-draft", { studentId, sections, format }, `iep-draft.${format}`);
}

/** Why the draft cannot be exported as it stands, or null when it can. */
export function iepExportProblem(sections: IepExportSection[]): string | null {
  if (sections.length === 0) return "Draft at least one section to download the IEP draft.";
  if (sections.length > IEP_EXPORT_MAX_SECTIONS) {
    return `An IEP draft download holds at most ${IEP_EXPORT_MAX_SECTIONS} sections.`;
  }
  const long = sections.find((s) => s.text.length > IEP_EXPORT_SECTION_TEXT_MAX);
  if (long) {
    return `"${long.title}" is longer than ${IEP_EXPORT_SECTION_TEXT_MAX.toLocaleString("en-US")} characters; shorten it to download.`;
  }
  return null;
}

/** "Download PDF" / "Download Word (.docx)" for the IEP draft on screen. */
export function IepDraftExportActions({ studentId, sections }: IepDraftExportActionsProps) {
  const problem = iepExportProblem(sections);
  return (
    <ExportButtons
      what="IEP draft"
      fetchFile={(format) => fetchIepDraftExport(studentId, sections, format)}
      disabled={problem !== null || !studentId}
      hint={problem ?? "The file holds the sections as they are on screen, including your edits."}
    />
  );
}
