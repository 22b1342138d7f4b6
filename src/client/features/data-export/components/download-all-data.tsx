/**
 * "Download all my data" (requirements "Export and restore"): asks the server for the export ZIP,
 * shows how much has arrived while it streams (a <progress> without a known end and a polite live
 * line: "2.4 MB received…"), then saves the file. Offline it says plainly that the download needs a
 * connection instead of failing; a refusal or a cut connection is shown in plain words.
 */
import { Alert, Button } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { type DownloadedFile, saveBlob } from "@client/lib/download-file";
import { useOnline } from "@client/lib/offline/use-connection";
import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { formatSize, receivedLine } from "../lib/received-size";

/** Said when the download failed for a reason the server did not explain (or the connection dropped). */
export const DOWNLOAD_FAILED = "The download did not finish. Please try again.";
/** Said instead of the button's action while the server cannot be reached. */
/** The alert of a download that failed: the server's own sentence under the title when it has one. */
export function DownloadFailed({ error }: { error: unknown }) {
  const message = errorMessage(error, DOWNLOAD_FAILED);
  return (
    <Alert tone="error" title={DOWNLOAD_FAILED}>
      {message !== DOWNLOAD_FAILED ? <p>{message}</p> : null}
    </Alert>
  );
}

export const NEEDS_CONNECTION = "Downloading needs a connection. Try again when you are back online.";

export interface DownloadAllDataProps {
  /** Fetches the export, reporting the bytes received so far. */
  fetchExport: (onProgress: (received: number) => void) => Promise<DownloadedFile>;
}

/** The button, its progress while the ZIP arrives, and the outcome. */
export function DownloadAllData({ fetchExport }: DownloadAllDataProps) {
  const online = useOnline();
  const [received, setReceived] = useState(0);
  const download = useMutation({
    mutationFn: async () => {
      setReceived(0);
      const file = await fetchExport(setReceived);
      saveBlob(file.blob, file.filename);
      return { filename: file.filename, size: file.blob.size };
    },
  });

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        One ZIP file with every student, goal, data point, note, meeting, deadline, service, session, parent
        contact and notification (as JSON and as spreadsheets), a README explaining each field, and a PDF of
        every note.
      </p>
      <Button
        variant="secondary"
        onClick={() => download.mutate()}
        disabled={!online || download.isPending}
        loading={download.isPending}
      >
        {download.isPending ? null : <Download className="size-4" aria-hidden="true" />}
        Download all my data
      </Button>
      {!online && !download.isPending ? <p className="text-sm text-slate-700">{NEEDS_CONNECTION}</p> : null}
      {download.isPending ? (
        <progress className="block h-2 w-full max-w-sm" aria-label="Download progress">
          {formatSize(received)}
        </progress>
      ) : null}
      <p className="text-sm text-slate-700" role="status">
        {download.isPending
          ? received > 0
            ? receivedLine(received)
            : "Preparing your data…"
          : download.isSuccess
            ? `Downloaded ${download.data.filename} (${formatSize(download.data.size)})`
            : ""}
      </p>
      {download.isError ? <DownloadFailed error={download.error} /> : null}
    </div>
  );
}
