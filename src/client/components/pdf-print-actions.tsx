/**
 * "Download PDF" and "Print" for a printable page (requirements "Parent progress report", "IEP at a
 * glance"): the download asks the server for the PDF (busy while it works), the print opens the
 * browser's print dialog of the page itself, and a failed download is shown in plain words.
 */
import { Download, Printer } from "lucide-react";
import { errorMessage } from "../lib/api-client";
import { Alert, Button } from "./ui";

/** The two buttons and the download's error, if any. */
export function PdfPrintActions({
  onDownload,
  downloading,
  downloadDisabled,
  printDisabled,
  error,
  failed,
}: {
  onDownload: () => void;
  downloading: boolean;
  downloadDisabled: boolean;
  printDisabled: boolean;
  /** The download's error (null when none). */
  error: unknown;
  /** The error's text when the server gave no message of its own. */
  failed: string;
}) {
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onDownload} loading={downloading} disabled={downloadDisabled}>
          <Download className="size-4" aria-hidden="true" />
          Download PDF
        </Button>
        <Button variant="secondary" onClick={() => window.print()} disabled={printDisabled}>
          <Printer className="size-4" aria-hidden="true" />
          Print
        </Button>
      </div>
      {error ? <Alert tone="error">{errorMessage(error, failed)}</Alert> : null}
    </>
  );
}
