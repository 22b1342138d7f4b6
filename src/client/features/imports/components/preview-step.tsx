/**
 * The import screen's "Preview" step (requirements "Import", "Roster import"): the counts, the plan's
 * limit, every row as it would be imported with its problems written out, a filter to rows with
 * problems, duplicates marked with what they match, and what to do with duplicates.
 */
import { ScrollRegion } from "@client/components/scroll-region";
import { TableHead } from "@client/components/table-head";
import { Alert, Button } from "@client/components/ui";
import {
  IMPORT_FIELD_LABELS,
  type ImportDuplicateMode,
  type ImportPreview,
  type ImportPreviewRow,
  type StudentImportField,
} from "@shared/contracts/imports";
import { countOf } from "@shared/domain/plural";
import { useId, useState } from "react";
import {
  cellText,
  limitSentence,
  previewCounts,
  previewFields,
  problemText,
  rowsToShow,
} from "../lib/roster-preview";
import { StepHeading } from "./step-heading";

export interface PreviewStepProps {
  preview: ImportPreview;
  duplicates: ImportDuplicateMode;
  onDuplicatesChange: (mode: ImportDuplicateMode) => void;
  onBack: () => void;
  onImport: () => void;
  importing: boolean;
  /** The server's sentence when the import failed. */
  error: string | null;
  online: boolean;
}

function RowNotes({ row }: { row: ImportPreviewRow }) {
  if (row.errors.length === 0 && !row.duplicate) return <span className="text-emerald-800">None</span>;
  return (
    <ul className="space-y-1">
      {row.errors.map((e) => (
        <li key={`${e.field}:${e.message}`} className="text-red-800">
          {problemText(e)}
        </li>
      ))}
      {row.duplicate ? (
        <li className="text-amber-900">
          <span className="font-semibold">Duplicate:</span> matches {row.duplicate.label}
          {row.duplicate.of === "record" ? " (already on your caseload)" : " (earlier in this file)"}
        </li>
      ) : null}
    </ul>
  );
}

/** The fields split into the name (first, when mapped) and the others. */
function splitName(fields: StudentImportField[]): [StudentImportField[], StudentImportField[]] {
  return [fields.filter((f) => f === "name"), fields.filter((f) => f !== "name")];
}

function cell(row: ImportPreviewRow, field: StudentImportField) {
  return (
    <td key={field} className="max-w-56 px-3 py-2 align-top break-words text-slate-800">
      {cellText(row, field) ?? <span className="text-slate-600">—</span>}
    </td>
  );
}

/** Counts, filter, duplicates choice, the rows table and the Import button. */
export function PreviewStep(props: PreviewStepProps) {
  const { preview, duplicates, onDuplicatesChange, onBack, onImport, importing, error, online } = props;
  const id = useId();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const counts = previewCounts(preview.preview);
  const limit = limitSentence(preview.limit, counts.ready);
  // The name (when mapped) comes before the problems, so a phone shows whose row it is at once.
  const [lead, rest] = splitName(previewFields(preview.mapping));
  const rows = rowsToShow(preview.preview, onlyProblems);
  const importable = counts.ready + (duplicates === "update" ? counts.duplicates : 0);
  return (
    <section aria-labelledby={`${id}-step`} className="space-y-4">
      <StepHeading id={`${id}-step`}>Preview</StepHeading>
      <ul className="grid gap-2 sm:grid-cols-3" aria-label="Rows in the file">
        <li className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-950">
          <span className="block text-2xl font-semibold">{counts.ready}</span> ready to add
        </li>
        <li className="rounded-md border border-red-300 bg-red-50 p-3 text-red-950">
          <span className="block text-2xl font-semibold">{counts.problems}</span> with problems (not imported)
        </li>
        <li className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <span className="block text-2xl font-semibold">{counts.duplicates}</span> already on your caseload
          or repeated
        </li>
      </ul>
      {limit ? <p className="text-sm font-medium text-slate-800">{limit}</p> : null}

      {counts.duplicates > 0 ? (
        <fieldset className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {countOf(counts.duplicates, "row matches", "rows match")} a student you have
          </legend>
          {(
            [
              ["skip", "Leave existing students as they are"],
              ["update", "Update them with the file's values"],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-duplicates`}
                value={mode}
                checked={duplicates === mode}
                onChange={() => onDuplicatesChange(mode)}
                className="size-4 accent-indigo-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}

      <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={onlyProblems}
          onChange={(e) => setOnlyProblems(e.target.checked)}
          className="size-4 accent-indigo-700"
        />
        Show only rows with problems
      </label>

      <ScrollRegion label="Rows to import" className="rounded-lg border border-slate-200 bg-white">
        <table className="w-max min-w-full text-left text-sm">
          <caption className="px-4 py-2 text-left text-sm text-slate-700">
            {onlyProblems
              ? `${countOf(rows.length, "row")} with problems`
              : `All ${countOf(rows.length, "row")} of “${preview.fileName}”`}
          </caption>
          <TableHead
            className="border-y border-slate-200 bg-slate-50 text-slate-700"
            headings={[
              "Row",
              ...lead.map((f) => IMPORT_FIELD_LABELS[f]),
              "Problems",
              ...rest.map((f) => IMPORT_FIELD_LABELS[f]),
            ]}
            cellClassName="px-3 py-2 font-semibold whitespace-nowrap"
          />
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.row} className={row.errors.length > 0 ? "bg-red-50/50" : undefined}>
                <th scope="row" className="px-3 py-2 align-top font-medium text-slate-900">
                  {row.row}
                </th>
                {lead.map((field) => cell(row, field))}
                <td className="w-48 min-w-48 px-3 py-2 align-top sm:w-64 sm:min-w-64">
                  <RowNotes row={row} />
                </td>
                {rest.map((field) => cell(row, field))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {rows.length === 0 ? <p className="text-sm text-slate-700">No row has a problem.</p> : null}

      {error ? (
        <Alert tone="error" title="Nothing was imported">
          {error}
        </Alert>
      ) : null}
      {!online ? (
        <Alert tone="warning" title="Importing needs a connection">
          You are offline. Connect to the internet, then import.
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onBack}>
          Back to columns
        </Button>
        <Button onClick={onImport} loading={importing} disabled={!online || importable === 0}>
          {importable === 0 ? "Nothing to import" : `Import ${countOf(importable, "student")}`}
        </Button>
      </div>
    </section>
  );
}
