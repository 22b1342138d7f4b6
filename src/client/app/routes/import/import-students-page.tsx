/**
 * /dashboard/students/import (requirements "Import", "Roster import"): upload a roster, match its
 * columns, preview every row, import. Each step is its own state with its heading focused; status
 * messages are read out from one live region; leaving or cancelling with a pending import asks
 * first and discards it (nothing is written).
 */
import { ConfirmDialog } from "@client/components/ui";
import { paths } from "@client/config/paths";
import {
  useCommitRoster,
  useDiscardImport,
  usePreviewImport,
  useUploadRoster,
} from "@client/features/imports/api/imports";
import { ChooseFileStep } from "@client/features/imports/components/choose-file-step";
import { type ImportStep, ImportSteps } from "@client/features/imports/components/import-steps";
import { MappingStep } from "@client/features/imports/components/mapping-step";
import { PreviewStep } from "@client/features/imports/components/preview-step";
import { ReportStep } from "@client/features/imports/components/report-step";
import { useLeaveGuard } from "@client/features/imports/hooks/use-leave-guard";
import { previewCounts } from "@client/features/imports/lib/roster-preview";
import { ApiRequestError, errorMessage } from "@client/lib/api-client";
import { useOnline } from "@client/lib/offline/use-connection";
import {
  type ImportCommitResult,
  type ImportDuplicateMode,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  STUDENT_IMPORT_FIELDS,
} from "@shared/contracts/imports";
import { countOf } from "@shared/domain/plural";
import { ArrowLeft } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";

const UPLOAD_FAILED = "The file could not be uploaded. Please try again.";
const PREVIEW_FAILED = "The preview could not be updated. Please try again.";
const IMPORT_FAILED = "The students could not be imported. Please try again.";

/** "12 ready to add, 2 with problems, 1 duplicate." for the live region. */
function previewStatus(preview: ImportPreview): string {
  const c = previewCounts(preview.preview);
  return `${c.ready} ready to add, ${c.problems} with problems, ${countOf(c.duplicates, "duplicate")}.`;
}

/** The roster import screen (default export, lazily loaded by the router). */
export default function ImportStudentsPage() {
  const navigate = useNavigate();
  const online = useOnline();
  const upload = useUploadRoster();
  const reviewMapping = usePreviewImport();
  const commit = useCommitRoster();
  const discard = useDiscardImport();

  const [step, setStep] = useState<ImportStep>("choose");
  const [moved, setMoved] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [mappingError, setMappingError] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<ImportDuplicateMode>("skip");
  const [result, setResult] = useState<ImportCommitResult | null>(null);
  const [status, setStatus] = useState("");
  const [confirmCancel, setConfirmCancel] = useState(false);
  /** The server's sentence when the pending import was gone (kept 24 hours): upload again. */
  const [gone, setGone] = useState<string | null>(null);
  const latest = useRef(0);

  const pending = preview !== null && result === null;
  const { blocker, allow } = useLeaveGuard(pending);

  const go = (next: ImportStep) => {
    setMoved(true);
    setStep(next);
  };

  /** A 404 on a pending import: it expired or was discarded elsewhere; back to the first step. */
  const goneAway = (err: unknown): boolean => {
    if (!(err instanceof ApiRequestError) || err.status !== 404) return false;
    setPreview(null);
    setMapping({});
    setGone(err.message);
    setStatus(err.message);
    commit.reset();
    go("choose");
    return true;
  };

  const onUpload = (file: File) => {
    setGone(null);
    upload.mutate(file, {
      onSuccess: (data) => {
        setPreview(data);
        setMapping(data.mapping);
        setMappingError(null);
        setDuplicates("skip");
        setStatus(
          `“${data.fileName}” read: ${countOf(data.rowCount, "row")}, ${countOf(data.columns.length, "column")}.`,
        );
        go("map");
      },
    });
  };

  const onMappingChange = (column: string, field: ImportField | null) => {
    if (!preview) return;
    const next = { ...mapping, [column]: field };
    setMapping(next);
    const ask = ++latest.current;
    reviewMapping.mutate(
      { importId: preview.importId, mapping: next },
      {
        onSuccess: (data) => {
          if (ask !== latest.current) return;
          setPreview(data);
          setMappingError(null);
          setStatus(`Preview updated: ${previewStatus(data)}`);
        },
        onError: (err) => {
          if (ask !== latest.current || goneAway(err)) return;
          const message = errorMessage(err, PREVIEW_FAILED);
          setMappingError(message);
          setStatus(message);
        },
      },
    );
  };

  const onImport = () => {
    if (!preview) return;
    commit.mutate(
      { importId: preview.importId, input: { mapping, duplicates } },
      {
        onSuccess: (data) => {
          setResult(data);
          setStatus(`Imported: ${countOf(data.created, "student")} added, ${data.updated} updated.`);
          go("done");
        },
        onError: goneAway,
      },
    );
  };

  const startOver = () => {
    setPreview(null);
    setResult(null);
    setMapping({});
    upload.reset();
    commit.reset();
    go("choose");
  };

  const discardPending = async () => {
    if (preview && result === null) {
      // Already gone (expired, or the server forgot it) is as good as discarded.
      await discard.mutateAsync(preview.importId).catch(() => undefined);
    }
  };

  const cancel = async () => {
    await discardPending();
    setConfirmCancel(false);
    allow();
    navigate(paths.students);
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-2">
        <Link
          to={paths.students}
          className="inline-flex min-h-10 items-center gap-1 text-sm text-indigo-700 underline-offset-2 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Students
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">Import students</h1>
          {pending ? (
            <button
              type="button"
              onClick={() => setConfirmCancel(true)}
              className="min-h-10 text-sm font-medium text-red-800 underline underline-offset-2 hover:text-red-900"
            >
              Cancel import
            </button>
          ) : null}
        </div>
        <ImportSteps current={step} />
      </header>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>

      {step === "choose" ? (
        <ChooseFileStep
          onUpload={onUpload}
          uploading={upload.isPending}
          error={gone ?? (upload.isError ? errorMessage(upload.error, UPLOAD_FAILED) : null)}
          errorTitle={gone ? "This import is no longer kept" : undefined}
          online={online}
          focus={moved}
        />
      ) : null}
      {step === "map" && preview ? (
        <MappingStep
          preview={preview}
          fields={STUDENT_IMPORT_FIELDS}
          mapping={mapping}
          onChange={onMappingChange}
          error={mappingError}
          busy={reviewMapping.isPending}
          onContinue={() => go("preview")}
        />
      ) : null}
      {step === "preview" && preview ? (
        <PreviewStep
          preview={preview}
          duplicates={duplicates}
          onDuplicatesChange={setDuplicates}
          onBack={() => go("map")}
          onImport={onImport}
          importing={commit.isPending}
          error={commit.isError ? errorMessage(commit.error, IMPORT_FAILED) : null}
          online={online}
        />
      ) : null}
      {step === "done" && result ? (
        <ReportStep result={result} caseloadHref={paths.students} onAnother={startOver} />
      ) : null}

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Stop this import?"
        description="No student from this file is saved. You can upload it again later."
        confirmLabel="Stop and discard the file"
        onConfirm={() => void cancel()}
        busy={discard.isPending}
      />
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title="Leave without importing?"
        description="No student from this file is saved. You can upload it again later."
        confirmLabel="Leave without importing"
        onConfirm={() => {
          void discardPending().then(() => {
            if (blocker.state === "blocked") blocker.proceed();
          });
        }}
        busy={discard.isPending}
      />
    </div>
  );
}
