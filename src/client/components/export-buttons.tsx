/**
 * "Download PDF" / "Download Word (.docx)" (requirements "Exports": "Export a note and an IEP draft as PDF and as
 * DOCX"): two buttons that ask the server for the file and save it. While one is working it shows a
 * spinner and both are disabled; the saved file name is announced in a polite status line; a refusal
 * is shown in plain words (and nothing the teacher wrote is touched).
 */
import type { ExportFormat } from "@shared/contracts/exports";
import { useMutation } from "@tanstack/react-query";
import { FileDown, FileText } from "lucide-react";
import { errorMessage } from "../lib/api-client";
import { type DownloadedFile, saveBlob } from "../lib/download-file";
import { Alert, Button } from "./ui";

/** The fallback message when an export fails for a reason the server did not explain. */
export const EXPORT_FAILED = "Could not create the file. Please try again.";

export interface ExportButtonsProps {
  /** Fetches the file in the asked format. */
  fetchFile: (format: ExportFormat) => Promise<DownloadedFile>;
  /** What is being exported, naming the buttons' group, e.g. "note" → "Download the note". */
  what: string;
  disabled?: boolean;
  /** A short line under the buttons (e.g. "The download uses the last saved text."). */
  hint?: string;
}

/** Two download buttons with busy, done and error states. */
export function ExportButtons({ fetchFile, what, disabled, hint }: ExportButtonsProps) {
  const download = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const file = await fetchFile(format);
      saveBlob(file.blob, file.filename);
      return file.filename;
    },
  });
  const busyFormat = download.isPending ? download.variables : null;

  return (
    <div className="space-y-2">
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">Download the {what}</legend>
        <Button
          variant="secondary"
          onClick={() => download.mutate("pdf")}
          disabled={disabled || download.isPending}
          loading={busyFormat === "pdf"}
        >
          {busyFormat === "pdf" ? null : <FileDown className="size-4" aria-hidden="true" />}
          Download PDF
        </Button>
        <Button
          variant="secondary"
          onClick={() => download.mutate("docx")}
          disabled={disabled || download.isPending}
          loading={busyFormat === "docx"}
        >
          {busyFormat === "docx" ? null : <FileText className="size-4" aria-hidden="true" />}
          Download Word (.docx)
        </Button>
      </fieldset>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
      <p className="text-sm text-slate-700" role="status">
        {download.isPending
          ? `Creating the ${busyFormat === "pdf" ? "PDF" : "Word file"}…`
          : download.isSuccess
            ? `Downloaded ${download.data}`
            : ""}
      </p>
      {download.isError ? (
        <Alert tone="error" title={EXPORT_FAILED}>
          {errorMessage(download.error, EXPORT_FAILED) !== EXPORT_FAILED ? (
            <p>{errorMessage(download.error, EXPORT_FAILED)}</p>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
