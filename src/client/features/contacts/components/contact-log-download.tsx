/**
 * "Contact log (PDF)" for a date range (requirements "Parent contact log": for a meeting file or a
 * hearing): two optional dates and the button; the saved file's name is announced, a refusal shown in
 * plain words.
 */
import { Alert, Button, Field, Input } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { FileDown } from "lucide-react";
import { useState } from "react";
import { useDownloadContactLog } from "../api/download-contact-log";

/** The range and the download button of one student's contact log. */
export function ContactLogDownload({ studentId }: { studentId: string }) {
  const download = useDownloadContactLog(studentId);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  return (
    <fieldset className="space-y-2 border-t border-slate-200 pt-3">
      <legend className="text-sm font-semibold text-slate-900">Contact log (PDF)</legend>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="From" hint="Empty: from the first">
          {(ids) => <Input {...ids} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />}
        </Field>
        <Field label="To" hint="Empty: through today">
          {(ids) => <Input {...ids} type="date" value={to} onChange={(e) => setTo(e.target.value)} />}
        </Field>
        <Button
          variant="secondary"
          loading={download.isPending}
          onClick={() => download.mutate({ from: from || undefined, to: to || undefined })}
        >
          {download.isPending ? null : <FileDown className="size-4" aria-hidden="true" />}
          Contact log (PDF)
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {download.isSuccess ? `Saved ${download.data}.` : ""}
      </p>
      {download.isError ? (
        <Alert
          tone="error"
          title={errorMessage(download.error, "Could not create the contact log. Please try again.")}
        />
      ) : null}
    </fieldset>
  );
}
