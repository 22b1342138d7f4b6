/**
 * The import screen's first step (requirements "Import"): choose a CSV or Excel file and upload it.
 * Offline, the upload is not offered (an upload needs the server); the server's refusal of a file
 * (not CSV/XLSX, over 5 MB or 2,000 rows, a formula, empty) is shown as the server wrote it.
 */
import { Alert, Button } from "@client/components/ui";
import { IMPORT_MAX_ROWS } from "@shared/contracts/imports";
import { Upload } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { StepHeading } from "./step-heading";

export interface ChooseFileStepProps {
  /** Uploads the chosen file. */
  onUpload: (file: File) => void;
  uploading: boolean;
  /** The server's sentence for the last failed upload (or for a pending import that is gone), if any. */
  error: string | null;
  /** The error's heading; "This file was not uploaded" unless given. */
  errorTitle?: string;
  online: boolean;
  /** Move focus to the heading (false at the screen's first load). */
  focus: boolean;
}

/** The file input with what works, the upload button and its states. */
export function ChooseFileStep({
  onUpload,
  uploading,
  error,
  errorTitle = "This file was not uploaded",
  online,
  focus,
}: ChooseFileStepProps) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    onUpload(file);
  };
  return (
    <section aria-labelledby={`${id}-step`} className="space-y-4">
      <StepHeading id={`${id}-step`} focus={focus}>
        Choose a file
      </StepHeading>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        A CSV or Excel (.xlsx) export of your roster from PowerSchool, Infinite Campus, Skyward, Aeries or any
        other student information system: up to 5 MB and {IMPORT_MAX_ROWS.toLocaleString("en-US")} rows, with
        the column names in the first row. You choose which column is which next; nothing is saved until you
        import.
      </p>
      {!online ? (
        <Alert tone="warning" title="Importing needs a connection">
          You are offline. Connect to the internet, then upload the file.
        </Alert>
      ) : null}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1">
          <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
            Roster file (CSV or Excel)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={`${id}-hint`}
            aria-invalid={missing || error ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setMissing(false);
            }}
            className="block w-full max-w-md text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-100"
          />
          {missing ? (
            <p className="text-sm text-red-700" role="alert">
              Choose a CSV or Excel file first.
            </p>
          ) : null}
        </div>
        {error ? (
          <Alert tone="error" title={errorTitle}>
            {error}
          </Alert>
        ) : null}
        <Button type="submit" loading={uploading} disabled={!online}>
          <Upload className="size-4" aria-hidden="true" />
          {uploading ? "Uploading and reading the file…" : "Upload and match columns"}
        </Button>
      </form>
    </section>
  );
}
