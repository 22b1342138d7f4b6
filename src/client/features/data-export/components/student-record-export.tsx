/**
 * "Export record" on a student's page (requirements "Export and restore": one student's record, what a
 * parent's records request needs): a disclosure with "Download as ZIP" and "Download as one PDF".
 * While one is working both are disabled; the saved file is announced; a refusal is shown in plain words.
 */
import { Button } from "@client/components/ui";
import { type DownloadedFile, saveBlob } from "@client/lib/download-file";
import { useOnline } from "@client/lib/offline/use-connection";
import { useMutation } from "@tanstack/react-query";
import { ChevronDown, FileArchive, FileDown } from "lucide-react";
import { DownloadFailed, NEEDS_CONNECTION } from "./download-all-data";

export interface StudentRecordExportProps {
  /** Fetches the record in the asked format. */
  fetchRecord: (format: "zip" | "pdf") => Promise<DownloadedFile>;
}

/** The "Export record" disclosure of a student's page header. */
export function StudentRecordExport({ fetchRecord }: StudentRecordExportProps) {
  const online = useOnline();
  const download = useMutation({
    mutationFn: async (format: "zip" | "pdf") => {
      const file = await fetchRecord(format);
      saveBlob(file.blob, file.filename);
      return file.filename;
    },
  });
  const busy = download.isPending ? download.variables : null;

  return (
    <details className="group relative">
      <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
        Export record
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="absolute left-0 z-20 mt-2 w-72 sm:right-0 sm:left-auto max-w-[calc(100vw-2rem)] space-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
        <p className="text-sm text-slate-700">Everything kept about this student, for a records request.</p>
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            onClick={() => download.mutate("zip")}
            disabled={!online || download.isPending}
            loading={busy === "zip"}
          >
            {busy === "zip" ? null : <FileArchive className="size-4" aria-hidden="true" />}
            Download as ZIP
          </Button>
          <Button
            variant="secondary"
            onClick={() => download.mutate("pdf")}
            disabled={!online || download.isPending}
            loading={busy === "pdf"}
          >
            {busy === "pdf" ? null : <FileDown className="size-4" aria-hidden="true" />}
            Download as one PDF
          </Button>
        </div>
        {!online ? <p className="text-sm text-slate-700">{NEEDS_CONNECTION}</p> : null}
        <p className="text-sm text-slate-700" role="status">
          {download.isPending
            ? `Preparing the ${busy === "pdf" ? "PDF" : "ZIP"}…`
            : download.isSuccess
              ? `Downloaded ${download.data}`
              : ""}
        </p>
        {download.isError ? <DownloadFailed error={download.error} /> : null}
      </div>
    </details>
  );
}
