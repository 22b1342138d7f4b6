/**
 * Export one saved note (requirements "Exports": "Export a note … as PDF and as DOCX"): POST
 * /api/v1/exports/note/:id?format=pdf|docx and save the file the server names
 * (`note-<student>-<date>.pdf|docx`). Used in the history's note dialog and on the generated note.
 */
import type { ExportFormat } from "@shared/contracts/exports";
import { ExportButtons } from "../../../components/export-buttons";
import { postForFile } from "../../../lib/download-file";

export interface NoteExportActionsProps {
  noteId: string;
  /** True while the teacher has edits not saved yet: the file holds the saved text, and says so. */
  unsavedChanges?: boolean;
}

/**
 * Fetches a note's file.
 * @throws ApiRequestError — 404 "Note not found", 401, or NETWORK.
 */
export function fetchNoteExport(noteId: string, format: ExportFormat) {
  return postForFile(
    `/api/v1/exports/note/${encodeURIComponent(noteId)}?format=${format}`,
    undefined,
    `note.${format}`,
  );
}

/** "Download PDF" / "Download Word (.docx)" for one note. */
export function NoteExportActions({ noteId, unsavedChanges }: NoteExportActionsProps) {
  return (
    <ExportButtons
      what="note"
      fetchFile={(format) => fetchNoteExport(noteId, format)}
      hint={
        unsavedChanges
          ? "The download uses the last saved text. Save changes first to include your edits."
          : undefined
      }
    />
  );
}
