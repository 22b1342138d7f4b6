/**
 * The review step of a progress-data import (requirements "Progress-data import"): which column is
 * the date, the score, the note (and the goal for several goals), what would be imported, the
 * duplicates with the choice to skip or update them, and every row that would not be imported with
 * its reason. The rows table is also the text alternative of the preview graph.
 */
import { ScrollRegion } from "@client/components/scroll-region";
import { Field, Select } from "@client/components/ui";
import { formatDay } from "@client/lib/format";
import {
  IMPORT_FIELD_LABELS,
  type ImportMapping,
  type ImportPreview,
  type ProgressImportField,
} from "@shared/contracts/imports";
import { countOf } from "@shared/domain/plural";
import { useId } from "react";
import { columnFor, previewCounts, remap } from "../lib/import-preview";

export interface ImportReviewProps {
  preview: ImportPreview;
  /** The fields offered: date, score, note, and goal for several goals. */
  fields: readonly ProgressImportField[];
  onMappingChange: (mapping: ImportMapping) => void;
  busy: boolean;
  mode: "skip" | "update";
  onModeChange: (mode: "skip" | "update") => void;
  unit: string | null;
}

/** The mapping, the duplicates choice, the rows and their errors. */
export function ImportReview({
  preview,
  fields,
  onMappingChange,
  busy,
  mode,
  onModeChange,
  unit,
}: ImportReviewProps) {
  const id = useId();
  const counts = previewCounts(preview.preview);
  const duplicates = preview.preview.filter((r) => r.errors.length === 0 && r.duplicate);
  const withErrors = preview.preview.filter((r) => r.errors.length > 0);
  const showGoal = fields.includes("goal");
  return (
    <div className="space-y-5">
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2" disabled={busy}>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Columns of {preview.fileName}</legend>
        {fields.map((field) => (
          <Field key={field} label={`${IMPORT_FIELD_LABELS[field]} column`}>
            {(ids) => (
              <Select
                {...ids}
                value={columnFor(preview.mapping, field)}
                onChange={(e) =>
                  onMappingChange(remap(preview.columns, preview.mapping, field, e.target.value))
                }
              >
                <option value="">Not in the file</option>
                {preview.columns.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
      </fieldset>

      <p className="text-sm text-slate-900" aria-live="polite" data-testid="import-counts">
        {countOf(counts.ready, "row")} ready to import
        {counts.duplicates ? `, ${countOf(counts.duplicates, "duplicate")} among them` : ""}
        {counts.errors ? `; ${countOf(counts.errors, "row")} with problems will not be imported` : ""}.
      </p>

      {duplicates.length > 0 ? (
        <section
          aria-labelledby={`${id}-dup`}
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3"
        >
          <h3 id={`${id}-dup`} className="text-sm font-semibold text-slate-900">
            Dates that already have a score
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900">
            {duplicates.map((r) => (
              <li key={r.row}>
                Row {r.row} ({r.values.date ? formatDay(r.values.date) : ""}, {r.values.score ?? "no score"}):{" "}
                {r.duplicate?.label}
              </li>
            ))}
          </ul>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium text-slate-900">For these dates</legend>
            {(["skip", "update"] as const).map((m) => (
              <label key={m} className="flex min-h-10 items-center gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={m}
                  checked={mode === m}
                  onChange={() => onModeChange(m)}
                  className="size-4"
                />
                {m === "skip"
                  ? "Keep what is recorded (skip these rows)"
                  : "Replace with the file's score and note"}
              </label>
            ))}
          </fieldset>
        </section>
      ) : null}

      {withErrors.length > 0 ? (
        <section aria-labelledby={`${id}-err`} className="space-y-2">
          <h3 id={`${id}-err`} className="text-sm font-semibold text-slate-900">
            Rows that will not be imported
          </h3>
          <ul
            className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-red-800"
            data-testid="import-row-errors"
          >
            {withErrors.map((r) => (
              <li key={r.row}>
                Row {r.row}: {r.errors.map((e) => e.message).join(" ")}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ScrollRegion label="Rows of the file" className="max-h-64 overflow-y-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-medium text-slate-900">Rows of the file</caption>
          <thead className="text-slate-700">
            <tr>
              {[
                "Row",
                ...(showGoal ? ["Goal"] : []),
                "Date",
                `Score${unit ? ` (${unit})` : ""}`,
                "Note",
                "Import",
              ].map((name) => (
                <th key={name} scope="col" className="border-b border-slate-200 py-1 pr-3 font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {preview.preview.map((r) => (
              <tr key={r.row}>
                <th scope="row" className="py-1 pr-3 font-normal">
                  {r.row}
                </th>
                {showGoal ? <td className="py-1 pr-3">{r.values.goal ?? ""}</td> : null}
                <td className="py-1 pr-3">
                  {r.values.date && r.errors.every((e) => e.field !== "date")
                    ? formatDay(r.values.date)
                    : (r.values.date ?? "")}
                </td>
                <td className="py-1 pr-3">{r.values.score ?? ""}</td>
                <td className="py-1 pr-3 wrap-anywhere">{r.values.note ?? ""}</td>
                <td className="py-1 pr-3">
                  {r.errors.length > 0
                    ? "No (see above)"
                    : r.duplicate
                      ? mode === "skip"
                        ? "Skipped (same date)"
                        : "Replaces the score of that date"
                      : "New"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
