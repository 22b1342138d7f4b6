/**
 * "Import data points" (requirements "Progress-data import"): a dialog that uploads a CSV or Excel
 * file of dates and scores for one goal (the goal page) or for several goals of a student (the
 * progress screen, with a Goal column), shows its columns, the graph as it would look (one goal), the
 * duplicates with the choice to skip or update them and every row error, then imports and reports.
 * An upload needs the connection: offline, the dialog says so instead of failing. Closing once a file
 * is uploaded asks first, then forgets the upload (nothing was written).
 */
import { Alert, Button, ConfirmDialog, Dialog, DialogFooter, Field, Input } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { useOnline } from "@client/lib/offline/use-connection";
import type { Goal, ProgressEntry } from "@shared/contracts/goals";
import type {
  ImportCommitResult,
  ImportMapping,
  ImportPreview,
  ProgressImportField,
} from "@shared/contracts/imports";
import { countOf } from "@shared/domain/plural";
import { useState } from "react";
import {
  discardProgressImport,
  previewProgressImport,
  uploadProgressFile,
  useCommitProgressImport,
} from "../api/import-progress";
import { previewCounts } from "../lib/import-preview";
import { ImportPreviewChart } from "./import-preview-chart";
import { ImportReview } from "./import-review";

/** What the data points are for: one goal with its entries, or a student's goals. */
export type ImportDataTarget =
  | { kind: "goal"; goal: Goal; entries: readonly ProgressEntry[] }
  | { kind: "student"; studentId: string; studentName: string };

export interface ImportDataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ImportDataTarget;
}

const ONE_GOAL_FIELDS: readonly ProgressImportField[] = ["date", "score", "note"];
const SEVERAL_GOALS_FIELDS: readonly ProgressImportField[] = ["goal", "date", "score", "note"];

/** The dialog; its state is forgotten when it closes. */
export function ImportDataDialog({ open, onOpenChange, target }: ImportDataDialogProps) {
  const online = useOnline();
  const commit = useCommitProgressImport();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportCommitResult | null>(null);
  const [mode, setMode] = useState<"skip" | "update">("skip");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const fields = target.kind === "goal" ? ONE_GOAL_FIELDS : SEVERAL_GOALS_FIELDS;

  const reset = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    setMode("skip");
    setError(null);
    setBusy(false);
  };
  const close = () => {
    reset();
    onOpenChange(false);
  };
  /** Closing: once a file is uploaded and not imported, ask first. */
  const requestClose = () => {
    if (preview && !result) setConfirmCancel(true);
    else close();
  };
  const discard = async () => {
    if (preview) await discardProgressImport(preview.importId).catch(() => undefined);
    setConfirmCancel(false);
    close();
  };

  const upload = async () => {
    if (!file) {
      setError("Choose a CSV or Excel (.xlsx) file first.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await uploadProgressFile(
        file,
        target.kind === "goal" ? { goalId: target.goal.id } : { studentId: target.studentId },
      );
      // For one goal the server's guess already leaves a Goal column out.
      setPreview(answer);
    } catch (err) {
      setError(errorMessage(err, "The file could not be uploaded. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  const remap = async (mapping: ImportMapping) => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      setPreview(await previewProgressImport(preview.importId, mapping));
    } catch (err) {
      setError(errorMessage(err, "The preview could not be updated. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  const runImport = () => {
    if (!preview) return;
    setError(null);
    commit.mutate(
      { importId: preview.importId, mapping: preview.mapping, duplicates: mode },
      {
        onSuccess: setResult,
        onError: (err) =>
          setError(errorMessage(err, "The import failed. Nothing was written; please try again.")),
      },
    );
  };

  const title =
    target.kind === "goal" ? "Import data points" : `Import data for ${target.studentName}'s goals`;
  const counts = preview ? previewCounts(preview.preview) : null;
  const toWrite = counts ? counts.ready - (mode === "skip" ? counts.duplicates : 0) : 0;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
        title={title}
        description={
          target.kind === "goal"
            ? "A CSV or Excel file with a date and a score on each row, and a note if you like."
            : "A CSV or Excel file with a goal, a date and a score on each row. Name the goal by its number (Goal 2), its area or its statement."
        }
        widthClass="max-w-3xl"
      >
        {result ? (
          <div className="space-y-4" data-testid="import-report">
            <Alert tone="success" title="Import finished">
              <p>
                {countOf(result.created, "data point")} added
                {result.updated ? `, ${countOf(result.updated, "data point")} updated` : ""}
                {result.skipped ? `, ${countOf(result.skipped, "row")} skipped (same date)` : ""}.
              </p>
            </Alert>
            {result.errors.length > 0 ? (
              <section aria-labelledby="import-report-errors" className="space-y-1">
                <h3 id="import-report-errors" className="text-sm font-semibold text-slate-900">
                  Not imported
                </h3>
                <ul className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-red-800">
                  {result.errors.map((e) => (
                    <li key={`${e.row}-${e.field}-${e.message}`}>
                      Row {e.row}: {e.message}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <div className="flex justify-end">
              <Button onClick={close}>Done</Button>
            </div>
          </div>
        ) : preview ? (
          <div className="space-y-5">
            {target.kind === "goal" ? (
              <ImportPreviewChart
                goal={target.goal}
                entries={target.entries}
                rows={preview.preview}
                mode={mode}
              />
            ) : null}
            <ImportReview
              preview={preview}
              fields={fields}
              onMappingChange={(m) => void remap(m)}
              busy={busy}
              mode={mode}
              onModeChange={setMode}
              unit={target.kind === "goal" ? target.goal.unit : null}
            />
            {error ? <Alert tone="error" title={error} /> : null}
            {!online ? (
              <Alert
                tone="warning"
                title="Importing needs a connection. Try again once you are back online."
              />
            ) : null}
            <DialogFooter
              onCancel={requestClose}
              confirmLabel={`Import ${countOf(toWrite, "row")}`}
              onConfirm={runImport}
              busy={commit.isPending}
              confirmDisabled={busy || !online || toWrite === 0}
            />
          </div>
        ) : (
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void upload();
            }}
          >
            {!online ? (
              <Alert tone="warning" title="Importing needs a connection">
                <p>The file is read by the server. Try again once you are back online.</p>
              </Alert>
            ) : null}
            <Field
              label="Spreadsheet file"
              hint="CSV or Excel (.xlsx), up to 5 MB and 2,000 rows. The first row names the columns."
              error={error ?? undefined}
            >
              {(ids) => (
                <Input
                  {...ids}
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setError(null);
                  }}
                />
              )}
            </Field>
            <DialogFooter
              onCancel={close}
              confirmLabel="Upload and preview"
              busy={busy}
              confirmDisabled={!online}
            />
          </form>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this import?"
        description="Nothing has been imported. The uploaded file will be forgotten."
        confirmLabel="Cancel import"
        onConfirm={() => void discard()}
      />
    </>
  );
}
