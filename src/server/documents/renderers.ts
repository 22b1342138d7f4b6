/**
 * The documents module's renderers as the features call them, each loading its drawing code on first
 * use (decision 022): the PDF renderer (`@react-pdf/renderer`, with pdfkit and yoga) and the Word
 * packer (`docx`) are most of what the server would otherwise load at every start, though most
 * starts never draw a document. Same arguments, answers and errors as the modules they load.
 */

import type { AtAGlance } from "../../shared/contracts/at-a-glance.ts";
import type { ExportFormat } from "../../shared/contracts/exports.ts";
import type { ExportDocumentModel } from "./document-model.ts";
import type { IepPrintModel } from "./iep-model.ts";
import type { ProgressReportModel } from "./report-pdf.tsx";
import type { ServiceLogPdfModel } from "./service-log-pdf.tsx";

/** A note's or an IEP draft's export as PDF or Word (`render-document.ts`). */
export async function renderDocument(model: ExportDocumentModel, format: ExportFormat): Promise<Buffer> {
  return (await import("./render-document.ts")).renderDocument(model, format);
}

/** The neutral document as a PDF (`document-pdf.tsx`). */
export async function renderExportPdf(model: ExportDocumentModel): Promise<Buffer> {
  return (await import("./document-pdf.tsx")).renderExportPdf(model);
}

/** The service log as a PDF (`service-log-pdf.tsx`). */
export async function renderServiceLogPdf(model: ServiceLogPdfModel): Promise<Buffer> {
  return (await import("./service-log-pdf.tsx")).renderServiceLogPdf(model);
}

/** The parent progress report as a PDF (`report-pdf.tsx`). */
export async function renderProgressReportPdf(model: ProgressReportModel): Promise<Buffer> {
  return (await import("./report-pdf.tsx")).renderProgressReportPdf(model);
}

/** The IEP at a glance as a PDF (`at-a-glance-pdf.tsx`). */
export async function renderAtAGlancePdf(
  pages: readonly AtAGlance[],
  properties: { title: string; author: string; language: string },
): Promise<Buffer> {
  return (await import("./at-a-glance-pdf.tsx")).renderAtAGlancePdf(pages, properties);
}

/** The IEP as a PDF (`iep-pdf.tsx`). */
export async function renderIepPdf(model: IepPrintModel): Promise<Buffer> {
  return (await import("./iep-pdf.tsx")).renderIepPdf(model);
}

/** The IEP as a Word file (`iep-docx.ts`). */
export async function renderIepDocx(model: IepPrintModel): Promise<Buffer> {
  return (await import("./iep-docx.ts")).renderIepDocx(model);
}
