/**
 * The documents module's entry for a note or an IEP draft (requirements "Exports"): one model, drawn in
 * the asked format. The parent report has its own drawing (`report-pdf.tsx`, a PDF only).
 */
import type { ExportFormat } from "../../shared/contracts/exports.ts";
import { renderExportDocx } from "./document-docx.ts";
import type { ExportDocumentModel } from "./document-model.ts";
import { renderExportPdf } from "./document-pdf.tsx";

/**
 * Renders `model` as a PDF (bytes starting "%PDF") or a Word file (a zip).
 * @throws the renderer's error when layout or packing fails.
 */
export function renderDocument(model: ExportDocumentModel, format: ExportFormat): Promise<Buffer> {
  return format === "pdf" ? renderExportPdf(model) : renderExportDocx(model);
}
