/**
 * The service log's download buttons for a chosen range (requirements "Service log": exports, "what a
 * district or Medicaid clerk asks for"): From and To dates, then CSV (and PDF when offered). A busy
 * button shows a spinner, the saved file is announced, and a refusal is said in plain words.
 */
import { Alert, Button, Field, Input } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { DownloadedFile } from "@client/lib/download-file";
import { saveBlob } from "@client/lib/download-file";
import { useMutation } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { useState } from "react";
import type { ServiceLogFormat } from "../api/download-service-log";

export interface ServiceLogExportProps {
  /** Fetches the file of the range in a format. */
  fetchFile: (from: string, to: string, format: ServiceLogFormat) => Promise<DownloadedFile>;
  /** The formats offered, in order. */
  formats: readonly ServiceLogFormat[];
  /** The range shown first (`YYYY-MM-DD`). */
  defaultFrom: string;
  defaultTo: string;
  /** Names the group, e.g. "Maya's service log". */
  what: string;
}

const FAILED = "Could not create the file. Please try again.";

/** See the module docstring. */
export function ServiceLogExport({
  fetchFile,
  formats,
  defaultFrom,
  defaultTo,
  what,
}: ServiceLogExportProps) {
  const [from, setFrom] = useState(defaultFrom);
  const [to, setTo] = useState(defaultTo);
  const badRange = !from || !to || to < from;
  const download = useMutation({
    mutationFn: async (format: ServiceLogFormat) => {
      const file = await fetchFile(from, to, format);
      saveBlob(file.blob, file.filename);
      return file.filename;
    },
  });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Download {what}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="From">
          {(ids) => <Input {...ids} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />}
        </Field>
        <Field label="To" error={badRange ? "The end must be on or after the start" : undefined}>
          {(ids) => <Input {...ids} type="date" value={to} onChange={(e) => setTo(e.target.value)} />}
        </Field>
        {formats.map((format) => (
          <Button
            key={format}
            variant="secondary"
            onClick={() => download.mutate(format)}
            disabled={badRange || download.isPending}
            loading={download.isPending && download.variables === format}
          >
            <FileDown className="size-4" aria-hidden="true" />
            Download {format.toUpperCase()}
          </Button>
        ))}
      </div>
      <p className="text-sm text-slate-700" role="status">
        {download.isPending ? "Creating the file…" : download.isSuccess ? `Downloaded ${download.data}` : ""}
      </p>
      {download.isError ? <Alert tone="error" title={errorMessage(download.error, FAILED)} /> : null}
    </fieldset>
  );
}
