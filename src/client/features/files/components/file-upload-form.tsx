/**
 * The upload form of the Files section (requirements "Attachments"): a labelled file input limited to
 * the accepted types, the category, the chosen file's name and size, and "Upload". The size and
 * extension are checked before sending; on a refusal the server's sentence shows and the chosen file
 * stays chosen.
 */
import { Button, Field, Select } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { formatSize } from "@client/lib/format";
import { notify } from "@client/lib/notify";
import {
  FILE_ACCEPT,
  FILE_CATEGORIES,
  FILE_CATEGORY_LABELS,
  type FileCategory,
} from "@shared/contracts/files";
import { Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useUploadFile } from "../api/files";
import { fileProblem } from "../lib/file-check";

/** The form; uploads to `studentId`, attached to `iepId` when given. */
export function FileUploadForm({ studentId, iepId }: { studentId: string; iepId?: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<FileCategory>(iepId ? "iep" : "evaluation");
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile(studentId);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? (fileProblem(chosen) ?? undefined) : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError("Choose a file to upload.");
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    upload.mutate(
      { file, category, iepId },
      {
        onSuccess: (saved) => {
          notify.success(`${saved.fileName} uploaded.`);
          setFile(null);
          setError(undefined);
          if (input.current) input.current.value = "";
        },
        onError: (err) => setError(errorMessage(err, "Failed to upload the file. Please try again.")),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4"
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="File" hint="PDF, image or Word document (.docx), up to 20 MB." error={error}>
          {(ids) => (
            <input
              {...ids}
              ref={input}
              type="file"
              accept={FILE_ACCEPT}
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
              className="block w-full min-w-0 text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100"
            />
          )}
        </Field>
        <Field label="Kind of file">
          {(ids) => (
            <Select {...ids} value={category} onChange={(e) => setCategory(e.target.value as FileCategory)}>
              {FILE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {FILE_CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 break-words text-sm text-slate-700" aria-live="polite">
          {file ? `${file.name} (${formatSize(file.size)})` : "No file chosen yet."}
        </p>
        <Button type="submit" size="sm" loading={upload.isPending}>
          <Upload className="size-4" aria-hidden="true" />
          Upload
        </Button>
      </div>
    </form>
  );
}
