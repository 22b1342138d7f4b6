/**
 * The "Files" section of a student's page, or of one IEP (requirements "Attachments"): the files,
 * newest first, each with its kind, size, date, who uploaded it when not the teacher, and a download
 * link (always saved, never opened in the page); the upload form and Delete (after a confirmation)
 * for a teacher who may change the record.
 */
import { SectionQueryState } from "@client/components/section-query-state";
import { Button, ConfirmDialog } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { formatShortDay } from "@client/lib/date-labels";
import { formatSize } from "@client/lib/format";
import { notify } from "@client/lib/notify";
import { FILE_CATEGORY_LABELS, type StudentFile } from "@shared/contracts/files";
import { Download, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { fileDownloadUrl, useDeleteFile, useStudentFiles } from "../api/files";
import { FileUploadForm } from "./file-upload-form";

/** A student's attachments (or one IEP's, with `iepId`): upload, list, download, delete. */
export function StudentFiles({
  studentId,
  iepId,
  canEdit,
}: {
  studentId: string;
  iepId?: string;
  canEdit: boolean;
}) {
  const headingId = useId();
  const query = useStudentFiles(studentId, iepId);
  const remove = useDeleteFile(studentId);
  const [deleting, setDeleting] = useState<StudentFile | null>(null);

  const confirmDelete = () => {
    const file = deleting;
    if (!file) return;
    remove.mutate(file, {
      onSuccess: () => {
        setDeleting(null);
        notify.success(`${file.fileName} deleted.`);
      },
      onError: (err) => {
        setDeleting(null);
        notify.error(errorMessage(err, "Failed to delete the file. Please try again."));
      },
    });
  };

  let body: React.ReactNode;
  if (!query.isSuccess) {
    body = (
      <SectionQueryState
        query={query}
        loading="Loading files…"
        failed="Failed to load the files. Please try again."
        skeletonClassName="h-12"
      />
    );
  } else if (query.data.files.length === 0) {
    body = (
      <div className="text-sm text-slate-700">
        <p className="font-medium text-slate-900">No files yet</p>
        <p>Keep evaluation reports, outside reports and medical letters here.</p>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-200">
        {query.data.files.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 flex-1">
              <a
                href={fileDownloadUrl(file.id)}
                download={file.fileName}
                className="inline-flex max-w-full items-center gap-1.5 [overflow-wrap:anywhere] font-medium text-blue-800 underline hover:text-blue-950"
              >
                <Download className="size-4 shrink-0" aria-hidden="true" />
                {file.fileName}
              </a>
              <p className="text-sm text-slate-700">
                {FILE_CATEGORY_LABELS[file.category]} · {formatSize(file.sizeBytes)} ·{" "}
                {formatShortDay(new Date(file.uploadedAt))}
                {file.authorName ? ` · by ${file.authorName}` : ""}
              </p>
            </div>
            {canEdit ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Delete ${file.fileName}`}
                onClick={() => setDeleting(file)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Files
      </h2>
      {body}
      {canEdit ? <FileUploadForm studentId={studentId} iepId={iepId} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this file?"
        description={deleting ? `${deleting.fileName} is removed for everyone on the student's team.` : ""}
        confirmLabel="Delete file"
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </section>
  );
}
