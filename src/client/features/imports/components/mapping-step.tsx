/**
 * The import screen's "Match columns" step (requirements "Import"): one row per column of the file —
 * its name, two sample cells and a labelled select of the fields ("Don't import" leaves it out),
 * prefilled with the server's guess. Each change asks the server for a new preview; a field chosen
 * for two columns is refused by the server and its sentence is shown at once. Below `sm` the rows
 * stack (no sideways scroll at 390 px).
 */
import { Alert, Button, Select } from "@client/components/ui";
import {
  IMPORT_FIELD_LABELS,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
} from "@shared/contracts/imports";
import { useId } from "react";
import { StepHeading } from "./step-heading";

export interface MappingStepProps {
  preview: ImportPreview;
  /** The fields a column may be mapped to (the kind's). */
  fields: readonly ImportField[];
  /** The mapping on screen (may differ from `preview.mapping` while a preview is asked). */
  mapping: ImportMapping;
  onChange: (column: string, field: ImportField | null) => void;
  /** The server's sentence when it refused the mapping (e.g. a field chosen twice). */
  error: string | null;
  /** A preview is being asked. */
  busy: boolean;
  onContinue: () => void;
}

const NONE = "";

/** The column list with its selects, and "Continue to preview". */
export function MappingStep({
  preview,
  fields,
  mapping,
  onChange,
  error,
  busy,
  onContinue,
}: MappingStepProps) {
  const id = useId();
  const mappedCount = Object.values(mapping).filter((f) => f !== null).length;
  return (
    <section aria-labelledby={`${id}-step`} className="space-y-4">
      <StepHeading id={`${id}-step`}>Match columns</StepHeading>
      <p className="text-sm text-slate-700">
        “{preview.fileName}” has {preview.columns.length} columns and {preview.rowCount} rows. For each
        column, choose what it holds, or “Don't import” to leave it out. We guessed from the column names;
        check them.
      </p>
      {error ? (
        <Alert tone="error" title="Check the columns">
          {error}
        </Alert>
      ) : null}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        <li
          aria-hidden="true"
          className="hidden grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,16rem)] gap-4 px-4 py-2 text-xs font-semibold text-slate-700 sm:grid"
        >
          <span>Column in the file</span>
          <span>Sample values</span>
          <span>Import as</span>
        </li>
        {preview.columns.map((column, i) => {
          const samples = preview.samples?.[column] ?? [];
          const selectId = `${id}-col-${i}`;
          return (
            <li
              key={column}
              className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,16rem)] sm:items-center sm:gap-4"
            >
              <span className="break-words font-medium text-slate-900">{column}</span>
              <span id={`${selectId}-samples`} className="break-words text-sm text-slate-700">
                {samples.length > 0 ? (
                  `Sample values: ${samples.join(" · ")}`
                ) : (
                  <span className="text-slate-600">Empty in the first rows</span>
                )}
              </span>
              <span>
                <label htmlFor={selectId} className="sr-only">
                  Import “{column}” as
                </label>
                <Select
                  id={selectId}
                  aria-describedby={`${selectId}-samples`}
                  value={mapping[column] ?? NONE}
                  onChange={(e) =>
                    onChange(column, e.target.value === NONE ? null : (e.target.value as ImportField))
                  }
                >
                  <option value={NONE}>Don't import</option>
                  {fields.map((field) => (
                    <option key={field} value={field}>
                      {IMPORT_FIELD_LABELS[field]}
                    </option>
                  ))}
                </Select>
              </span>
            </li>
          );
        })}
      </ul>
      <Button onClick={onContinue} disabled={busy || error !== null || mappedCount === 0} loading={busy}>
        Continue to preview
      </Button>
    </section>
  );
}
