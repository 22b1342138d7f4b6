/**
 * Test helper: the text of a PDF, page by page, read with pdfjs-dist (a dev dependency; the legacy
 * build runs on Node 20). Used by the report API tests and the report browser test to check what a
 * downloaded report says.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Extracts the text of every page of `bytes`, pages joined by a newline, the items of a page by a
 * space (so words split across text runs still read in order).
 * @throws pdfjs's error when the bytes are not a PDF.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // verbosity 0: pdfjs warns about font details it cannot use for drawing (e.g. the graph labels'
  // standard Helvetica is not embedded) — irrelevant to reading the text.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages.join("\n");
}

/** The number of pages of a PDF. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
    .promise;
  const count = pdf.numPages;
  await pdf.destroy();
  return count;
}

/** One run of text on a page, in PDF points from the page's bottom left corner. */
export interface PdfTextRun {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The text runs of page `pageNumber` (1-based) of `bytes` with their positions, empty runs left out;
 * used to check a layout (nothing overlaps) rather than what it says.
 * @throws pdfjs's error when the bytes are not a PDF or the page does not exist.
 */
export async function pdfTextRuns(bytes: Uint8Array, pageNumber = 1): Promise<PdfTextRun[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
    .promise;
  const content = await (await pdf.getPage(pageNumber)).getTextContent();
  const runs: PdfTextRun[] = [];
  for (const item of content.items) {
    if (!("str" in item) || item.str.trim() === "") continue;
    runs.push({
      str: item.str,
      x: item.transform[4],
      y: item.transform[5],
      width: item.width,
      height: item.height,
    });
  }
  await pdf.destroy();
  return runs;
}
